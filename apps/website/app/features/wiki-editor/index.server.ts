export {
  diffRows,
  editAction,
  editLoader,
  historyAction,
  historyLoader,
  mayEdit,
  wikiEditAction,
  wikiEditLoader,
  wikiHistoryAction,
  wikiHistoryLoader,
  type EditCollection,
} from './edit.server';
export { wikiCategoriesAction, wikiCategoriesLoader } from './categories.server';
export { wikiSynonymsAction, wikiSynonymsLoader } from './synonyms.server';
