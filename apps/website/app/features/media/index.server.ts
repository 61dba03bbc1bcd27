export { loadExplorer } from './media.server';
export { loadCatalogueWithFilter, loadOffers } from './catalogues.server';
