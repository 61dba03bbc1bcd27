import { lazy, Suspense } from 'react';
import { ButtonLink } from '~/components/ui/Button';
import type { PublicConfig } from '~/config/env.server';
import { ACCOUNT_SLOT, UserIcon } from './account-button';
import { useAuth } from './use-auth';

// The signed-in menu (and floating-ui with it) loads only for signed-in visitors.
const AccountMenu = lazy(() => import('./AccountMenu'));

export function AccountArea({ config }: { config: PublicConfig }) {
  const { signedIn, auth, pending } = useAuth();
  const placeholder = <span className={`${ACCOUNT_SLOT} inline-block h-11`} aria-hidden="true" />;
  // A shared intranet page: the visitor is signed in, the bootstrap is about to say who.
  if (pending) return placeholder;
  if (!signedIn || !auth.user) {
    return (
      <ButtonLink to="/login" className={`${ACCOUNT_SLOT} px-4 py-2.5`}>
        <UserIcon />
        Loginbereich
      </ButtonLink>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu config={config} user={auth.user} />
    </Suspense>
  );
}
