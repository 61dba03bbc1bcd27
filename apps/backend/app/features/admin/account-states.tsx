import { ACCOUNT_STATUS_LABELS, type AccountState } from '@frischkontor/contract';
import { Badge, type BADGE_TONES } from '../../components/ui/Badge';

const TONE: Record<AccountState, keyof typeof BADGE_TONES> = {
  active: 'good',
  unverified: 'waiting',
  pending: 'waiting',
  blocked: 'bad',
};

/** An account's state (`accountStatus` of the contract) as a coloured badge. */
export function StateBadge({ state }: { state: AccountState }) {
  return <Badge tone={TONE[state]}>{ACCOUNT_STATUS_LABELS[state]}</Badge>;
}
