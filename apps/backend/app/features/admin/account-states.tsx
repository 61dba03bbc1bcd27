import { ACCOUNT_STATUS_LABELS, type AccountState } from '@frischkontor/contract';
import { cx } from '../../components/ui/cx';

const BADGE: Record<AccountState, string> = {
  active: 'border-herb-600 bg-herb-50 text-herb-800',
  unverified: 'border-amber-ink bg-paper text-amber-ink',
  pending: 'border-amber-ink bg-paper text-amber-ink',
  blocked: 'border-brand-700 bg-brand-50 text-brand-900',
};

/** An account's state (`accountStatus` of the contract) as a coloured badge. */
export function StateBadge({ state }: { state: AccountState }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        BADGE[state],
      )}
    >
      {ACCOUNT_STATUS_LABELS[state]}
    </span>
  );
}
