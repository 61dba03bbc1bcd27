export {
  wikiEditAction,
  wikiEditLoader,
  wikiHistoryAction,
  wikiHistoryLoader,
} from './edit.server';
export { wikiCategoriesAction, wikiCategoriesLoader } from './categories.server';
export { wikiSynonymsAction, wikiSynonymsLoader } from './synonyms.server';
