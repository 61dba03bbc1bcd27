// The wiki, the content engine's first collection (decision 022): its entry. The API in
// routes.ts, inputs in schema.ts, the database in store.ts, who may do what in access.ts.
export {
  createWikiStore,
  SlugTaken,
  StaleVersion,
  stateOf,
  type ArticleState,
  type WikiStore,
} from './store';
export {
  canEdit,
  canMove,
  canRead,
  guarded,
  readerOf,
  type CategoryLimits,
  type Reader,
} from './access';
export { historyRoutes } from './history';
export { SLUG } from './files';
export {
  authorWhoLooksAfter,
  holdersOf,
  publishersOf,
  tellReviewers,
  type WikiPersonToTell,
} from './notify';
export { categoryLimits, requireWikiReader, wikiCategoriesRouter } from './categories';
export { wikiSynonymsRouter, SYNONYM_MESSAGES } from './synonyms';
export { createWikiFiles, ImportError, type WikiFiles } from './files';
export { createWikiPictures, type WikiPictures } from './pictures';
export { WIKI_MESSAGES } from './messages';
export { wikiRouter } from './routes';
export { seedWiki } from './seed';
export { slugFromTitle } from './slugs';
