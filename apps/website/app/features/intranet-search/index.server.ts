// The intranet's one search, server side (issue 32, item 6; decision 056).
export { intranetSearchLoader, intranetTypeaheadLoader } from './loaders.server';
export { resetIntranetSearch } from './search.server';
