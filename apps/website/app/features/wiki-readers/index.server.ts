// The readers' side of the wiki, on the server: the person's lists and answers (decision 035).
export {
  READER_MESSAGES,
  wikiFeedbackFor,
  wikiReaderAction,
  wikiReaderLoader,
} from './readers.server';
