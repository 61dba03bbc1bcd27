import { deferUntilInput } from '~/components/ui/deferred';

/** The legal page body; its code loads with the visitor's first input (components/ui/deferred.tsx). */
export const LegalPage = deferUntilInput(() => import('./LegalPage'));
