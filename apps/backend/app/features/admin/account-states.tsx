import type { User } from '@frischkontor/contract';
import { cx } from '../../components/ui/cx';
import { accountScreen } from '../auth/account-state';

export const ACCOUNT_STATES = ['active', 'unverified', 'pending', 'blocked'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const STATE_LABELS: Record<AccountState, string> = {
  active: 'aktiv',
  unverified: 'unbestätigt',
  pending: 'wartet auf Freischaltung',
  blocked: 'gesperrt',
};

export function stateOf(user: Pick<User, 'email_verified_at' | 'enabled_at' | 'blocked_at'>) {
  return (accountScreen(user) ?? 'active') as AccountState;
}

const BADGE: Record<AccountState, string> = {
  active: 'border-herb-600 bg-herb-50 text-herb-800',
  unverified: 'border-amber-ink bg-paper text-amber-ink',
  pending: 'border-amber-ink bg-paper text-amber-ink',
  blocked: 'border-brand-700 bg-brand-50 text-brand-900',
};

export function StateBadge({ state }: { state: AccountState }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        BADGE[state],
      )}
    >
      {STATE_LABELS[state]}
    </span>
  );
}
