import { lazy, Suspense } from 'react';
import { ButtonLink } from '~/components/ui/Button';
import type { PublicConfig } from '~/config/env.server';
import { useAuth } from './use-auth';

// The signed-in menu (and floating-ui with it) loads only for signed-in visitors.
const AccountMenu = lazy(() => import('./AccountMenu'));

// Both states render a control of the same size, so the header does not jump
// when the browser learns that the visitor is signed in.
export const ACCOUNT_SLOT = 'min-w-40';

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

export function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
