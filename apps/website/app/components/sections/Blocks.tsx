import { deferUntilInput } from '~/components/ui/deferred';

/**
 * A marketing page's blocks. Server-rendered as usual; in the browser their code arrives with
 * the visitor's first input (see components/ui/deferred.tsx), so reading costs no JavaScript.
 */
export const Blocks = deferUntilInput(() => import('./BlocksView'));
