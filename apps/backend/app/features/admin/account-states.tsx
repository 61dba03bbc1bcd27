import { ACCOUNT_STATUS_LABELS, DELETED_LABEL, type UserListState } from '@frischkontor/contract';
import { Badge, type BADGE_TONES } from '../../components/ui/Badge';

const TONE: Record<UserListState, keyof typeof BADGE_TONES> = {
  active: 'good',
  unverified: 'waiting',
  pending: 'waiting',
  blocked: 'bad',
  deleted: 'muted',
};

/** The list filter's label of a state („gelöscht“ for deleted accounts). */
export function stateLabel(state: UserListState): string {
  return state === 'deleted' ? DELETED_LABEL : ACCOUNT_STATUS_LABELS[state];
}

/** An account's state (`accountStatus` of the contract) as a coloured badge. */
export function StateBadge({ state }: { state: UserListState }) {
  return <Badge tone={TONE[state]}>{stateLabel(state)}</Badge>;
}
