// The wiki, the content engine's first collection (decisions 022, 046): its entry. The API in
// routes.ts (on the engine's pieces, features/content), inputs in schema.ts, its readers in
// access.ts, categories limited to roles in categories.ts, synonyms in synonyms.ts, pictures'
// visibility in pictures.ts, the Markdown folder in files.ts and seed.ts.
export { readerOf, type CategoryLimits } from './access';
export { authorWhoLooksAfter, publishersOf, tellPublishers, type WikiPersonToTell } from './notify';
export { categoryLimits, requireWikiReader, wikiCategoriesRouter } from './categories';
export { wikiSynonymsRouter, SYNONYM_MESSAGES } from './synonyms';
export { createWikiFiles, ImportError, type WikiFiles } from './files';
export { createWikiPictures, type WikiPictures } from './pictures';
export { WIKI_MESSAGES } from './messages';
export { wikiRouter } from './routes';
export { seedWiki } from './seed';
