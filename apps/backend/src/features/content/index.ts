// The content engine (decision 046): entries of several collections in one table with full
// revisions, a version check, a status workflow, diff, restore and a content version for caches.
// The store in store.ts (with state.ts, lookups.ts, revisions.ts), who may do what in access.ts,
// the history routes in history.ts; a `Collection` (collection.ts) describes one collection and
// routes.ts is the one collection router serving each (the wiki, the blog, the job ads), with the
// defaults of a collection's hooks in hooks.ts.
export {
  canEdit,
  canMove,
  canRead,
  collectionReaderOf,
  guarded,
  withinVisibility,
  type Guarded,
  type Reader,
} from './access';
export { entryAnswers } from './answers';
export {
  COLLECTION_MESSAGES,
  type Collection,
  type CollectionEnv,
  type CollectionInputs,
  type CollectionMessages,
  type EntryChange,
  type EntryInput,
  type LabelledPart,
  type Published,
  type StatusChanged,
  type StatusInput,
} from './collection';
export { historyRoutes, type HistoryOptions } from './history';
export { holdersOf, tellReviewers, type PersonToTell, type Submission } from './notify';
export { MAX_IMAGE_BYTES, receivePicture, UPLOAD_TYPES } from './pictures';
export { reviewQueueRoutes, type ReviewQueueOptions } from './review-queue';
export { collectionRouter, imageFolder } from './routes';
export { inputsOf, MAX_BODY } from './schema';
export { SLUG, slugFromTitle, withSuffix } from './slugs';
export {
  SlugTaken,
  StaleVersion,
  STATE_FIELDS,
  stateOf,
  visibilityOf,
  type ArticleState,
  type CollectionName,
  type EntryWorkflow,
  type ListFilter,
  type RevisionGuard,
  type SaveStamp,
} from './state';
export { createContentStore, type ContentStore } from './store';
