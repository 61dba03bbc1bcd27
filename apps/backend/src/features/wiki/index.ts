// The wiki, the content engine's first collection (decisions 022, 046): its entry. Its
// `Collection` in collection.ts (served by the engine's collection router), what a save must
// pass in input.ts, inputs in schema.ts, its readers in
// access.ts, categories limited to roles in categories.ts, synonyms in synonyms.ts, pictures'
// visibility in pictures.ts, the Markdown folder in files.ts and seed.ts; review dates (owner,
// „prüfen bis“, „Geprüft, unverändert“, the owners' reminder; decision 054) in review-dates.ts
// and review-reminders.ts.
export { readerOf, type CategoryLimits } from './access';
export { authorWhoLooksAfter, publishersOf, tellPublishers, type WikiPersonToTell } from './notify';
export {
  categoryLimits,
  readableArticle,
  requireWikiReader,
  wikiCategoriesRouter,
} from './categories';
export { wikiSynonymsRouter, SYNONYM_MESSAGES } from './synonyms';
export { MISS_MESSAGES, wikiSearchMissesRouter } from './search-misses';
export { createWikiFiles, ImportError, type WikiFiles } from './files';
export { createWikiPictures, type WikiPictures } from './pictures';
export { WIKI_MESSAGES } from './messages';
export { WIKI } from './collection';
export { seedWiki } from './seed';
export { REVIEW_DATE_MESSAGES, wikiReviewDatesRouter } from './review-dates';
export { remindReviewOwners } from './review-reminders';
export { DEMO_REVIEW_OWNERS, seedReviewDates } from './seed-review-dates';
