import { hasAnyRole, isAdmin, type User } from '@frischkontor/contract';
import { env } from '~/config/env.server';

/**
 * The role rules a route can name (besides `auth` and `guest`): any of these roles, or admin.
 * The role names come from the configuration (ROLE_KUNDE, ROLE_PERSONAL; Helium's `Kunde` and
 * `Personal` by default) and are compared exactly, as Helium compares them (decision 018).
 */
export function roleRules(e: Pick<ReturnType<typeof env>, 'ROLE_KUNDE' | 'ROLE_PERSONAL'> = env()) {
  return {
    kunde: [e.ROLE_KUNDE],
    personal: [e.ROLE_PERSONAL],
    'kunde-oder-personal': [e.ROLE_KUNDE, e.ROLE_PERSONAL],
  } as const satisfies Record<string, readonly string[]>;
}

export type RoleRule = keyof ReturnType<typeof roleRules>;

export function passesRoleRule(user: User, rule: RoleRule, rules = roleRules()): boolean {
  return isAdmin(user) || hasAnyRole(user, ...rules[rule]);
}
