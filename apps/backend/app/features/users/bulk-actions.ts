// The user list's bulk actions (page and action share them).
import { PERMISSIONS, type Permission } from '@frischkontor/contract';

/** The bulk actions of the user list, the right each needs and what it reports. */
export const BULK_ACTIONS = {
  approve: { label: 'Freischalten', permission: PERMISSIONS.enableUsers, done: 'freigeschaltet' },
  role: { label: 'Rolle zuweisen', permission: PERMISSIONS.assignRoles, done: 'mit neuer Rolle' },
  block: { label: 'Sperren', permission: PERMISSIONS.enableUsers, done: 'gesperrt' },
  delete: { label: 'Löschen', permission: PERMISSIONS.deleteUsers, done: 'gelöscht' },
} as const satisfies Record<string, { label: string; permission: Permission; done: string }>;
export type BulkAction = keyof typeof BULK_ACTIONS;
