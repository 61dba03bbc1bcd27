import { deferUntilInput } from '~/components/ui/deferred';

export { AccountArea } from './AccountArea';
export { bootstrapAuth } from './bootstrap';
export { logout } from './logout';
export { useAuth, INTRANET_LAYOUT_ID, type IntranetLayoutData } from './use-auth';
// The sign-in page's body loads with the visitor's first input (components/ui/deferred.tsx).
export const LoginPanel = deferUntilInput(() => import('./LoginPanel'));
