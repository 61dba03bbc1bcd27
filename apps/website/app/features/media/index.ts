// The explorer browses folders (staff documents); the catalogues list offers, recipes and
// specifications by their details, as plain HTML with GET forms.
export { MediaExplorer } from './MediaExplorer';
export { OfferCatalogue } from './OfferCatalogue';
export { ProductCatalogue } from './ProductCatalogue';
export { RecipeCatalogue } from './RecipeCatalogue';
export type { MediaEntry } from './types';
export { CATALOGUE_FILTER_PARAMS } from './catalogues';
