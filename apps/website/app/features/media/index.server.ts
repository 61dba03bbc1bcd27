export { loadExplorer } from './media.server';
export { loadOffers } from './offers.server';
