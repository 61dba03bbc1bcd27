import { wikiReaderAction, wikiReaderLoader } from '~/features/wiki-readers/index.server';

// What belongs to the person on the wiki's shared pages, asked for after the page (decision 035).
export const loader = wikiReaderLoader;
export const action = wikiReaderAction;
