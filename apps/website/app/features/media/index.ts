import { deferUntilInput } from '~/components/ui/deferred';
import type { MediaExplorerProps } from './MediaExplorer';
import type { OfferExplorerProps } from './OfferExplorer';

// On public pages the explorers are reading matter until someone touches them: their code
// loads with the first input (components/ui/deferred.tsx).
export const DeferredMediaExplorer = deferUntilInput<MediaExplorerProps>(() =>
  import('./MediaExplorer').then((m) => ({ default: m.MediaExplorer })),
);
export const DeferredOfferExplorer = deferUntilInput<OfferExplorerProps>(() =>
  import('./OfferExplorer').then((m) => ({ default: m.OfferExplorer })),
);
// In the intranet the explorers are the page: loaded with it.
export { MediaExplorer } from './MediaExplorer';
export { OfferExplorer } from './OfferExplorer';
export type { MediaEntry } from './types';
