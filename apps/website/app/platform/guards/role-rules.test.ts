import { testUser } from '@frischkontor/contract/testing';
import { PERMISSIONS } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/config/env.server';
import { passesRoleRule, roleRules } from './role-rules';

const user = (roles: string[], permissions: string[] = []) => testUser({ roles, permissions });

describe('role rules', () => {
  it('use Helium’s names by default and compare them exactly', () => {
    expect(passesRoleRule(user(['Kunde']), 'kunde')).toBe(true);
    expect(passesRoleRule(user(['Kunde']), 'kunde-oder-personal')).toBe(true);
    expect(passesRoleRule(user(['Kunde']), 'personal')).toBe(false);
    expect(passesRoleRule(user(['Personal']), 'personal')).toBe(true);
    // Helium's hasRole('Kunde') refuses `kunde`; so do we.
    expect(passesRoleRule(user(['kunde', 'personal']), 'kunde-oder-personal')).toBe(false);
    expect(passesRoleRule(user([], [PERMISSIONS.admin]), 'personal')).toBe(true);
  });

  it('follow the configured names', () => {
    const rules = roleRules(parseEnv({ ROLE_KUNDE: 'Customer', ROLE_PERSONAL: 'Staff' }));
    expect(passesRoleRule(user(['Customer']), 'kunde', rules)).toBe(true);
    expect(passesRoleRule(user(['Kunde']), 'kunde', rules)).toBe(false);
    expect(passesRoleRule(user(['Staff']), 'personal', rules)).toBe(true);
  });
});
