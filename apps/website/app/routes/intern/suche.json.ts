import { intranetTypeaheadLoader } from '~/features/intranet-search/index.server';

// Results as you type, for the box of /intern/suche: only what the viewer may read.
export const loader = intranetTypeaheadLoader;
