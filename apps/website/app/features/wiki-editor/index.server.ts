export {
  comparison,
  diffRows,
  editAction,
  editLoader,
  historyAction,
  historyLoader,
  mayEdit,
  versionParam,
  wikiEditAction,
  wikiEditLoader,
  wikiHistoryAction,
  wikiHistoryLoader,
  type DiffAnswer,
  type EditCollection,
  type RevisionItem,
} from './edit.server';
export { wikiCategoriesAction, wikiCategoriesLoader } from './categories.server';
export { wikiSynonymsAction, wikiSynonymsLoader } from './synonyms.server';
export { reviewCount, reviewsWiki, wikiReviewAction, wikiReviewLoader } from './review.server';
export { EDITOR_MESSAGES } from './messages';
