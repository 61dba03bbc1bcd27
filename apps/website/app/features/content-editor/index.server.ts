export { mayEdit, type EditCollection } from './collection.server';
export { editAction, editLoader } from './edit.server';
export {
  comparison,
  diffRows,
  historyAction,
  historyLoader,
  versionParam,
  type DiffAnswer,
  type RevisionItem,
} from './history.server';
export {
  wikiEditAction,
  wikiEditLoader,
  wikiHistoryAction,
  wikiHistoryLoader,
} from './wiki.server';
export { wikiCategoriesAction, wikiCategoriesLoader } from './categories.server';
export { wikiSynonymsAction, wikiSynonymsLoader } from './synonyms.server';
export { reviewCount, reviewsWiki, wikiReviewAction, wikiReviewLoader } from './review.server';
export { EDITOR_MESSAGES } from './messages';
