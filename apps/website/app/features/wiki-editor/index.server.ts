export {
  wikiEditAction,
  wikiEditLoader,
  wikiHistoryAction,
  wikiHistoryLoader,
} from './edit.server';
