import { describe, expect, it } from 'vitest';
import {
  can,
  canAny,
  canOpenAdminPanel,
  hasAnyRole,
  hasRole,
  isAdmin,
  isBlocked,
  isFullyAuthenticated,
  isRestricted,
  isSuperAdmin,
  mayChangeIdentity,
} from './access.ts';
import { GUEST, ROLES, type AuthState, type User } from './types.ts';

function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'A',
    email_verified_at: '2026-01-01T00:00:00Z',
    enabled_at: '2026-01-01T00:00:00Z',
    blocked_at: null,
    permissions: [],
    roles: [],
    ...overrides,
  };
}

const nobody = null;
const plain = user();
const editor = user({ permissions: ['system.view.users', 'system.edit.users'] });
const admin = user({ permissions: ['system.admin'] });
const superAdmin = user({ permissions: ['system.super-admin'] });
const kunde = user({ roles: [{ id: 1, name: 'Kunde' }] });
const both = user({
  roles: [
    { id: 1, name: 'Kunde' },
    { id: 2, name: 'Personal' },
  ],
});

describe('permission checks', () => {
  // [who, can(view), can(view, edit), can(view, delete), canAny(view, delete), canAny(delete, create)]
  const table: [string, User | null, boolean, boolean, boolean, boolean, boolean][] = [
    ['nobody', nobody, false, false, false, false, false],
    ['no permissions', plain, false, false, false, false, false],
    ['view+edit', editor, true, true, false, true, false],
    ['system.admin', admin, true, true, true, true, true],
    ['system.super-admin', superAdmin, true, true, true, true, true],
  ];
  it.each(table)('%s', (_, u, view, viewEdit, viewDelete, anyViewDelete, anyDeleteCreate) => {
    expect(can(u, 'system.view.users')).toBe(view);
    expect(can(u, 'system.view.users', 'system.edit.users')).toBe(viewEdit);
    expect(can(u, 'system.view.users', 'system.delete.users')).toBe(viewDelete);
    expect(canAny(u, 'system.view.users', 'system.delete.users')).toBe(anyViewDelete);
    expect(canAny(u, 'system.delete.users', 'system.create.users')).toBe(anyDeleteCreate);
  });

  it('admins are recognised by either admin permission, nobody else', () => {
    expect([nobody, plain, editor, admin, superAdmin].map(isAdmin)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect([nobody, plain, admin, superAdmin].map(isSuperAdmin)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('the admin panel needs system.access.admin.panel (or admin rights)', () => {
    expect(canOpenAdminPanel(nobody)).toBe(false);
    expect(canOpenAdminPanel(plain)).toBe(false);
    expect(canOpenAdminPanel(user({ permissions: ['system.access.admin.panel'] }))).toBe(true);
    expect(canOpenAdminPanel(admin)).toBe(true);
  });
});

describe('who may change an identity (decision 038)', () => {
  const hr = user({ permissions: ['app.careers.applications', 'system.access.admin.panel'] });
  const editorWithHr = user({ permissions: [...editor.permissions, ...hr.permissions] });
  // [actor, target, may]
  const table: [string, User | null, User, boolean][] = [
    ['nobody → plain', nobody, plain, false],
    ['editor → plain', editor, plain, true],
    ['editor → editor', editor, editor, true],
    ['editor → HR (holds a right the editor lacks)', editor, hr, false],
    ['editor with HR → HR', editorWithHr, hr, true],
    ['editor → admin', editor, admin, false],
    ['admin → HR', admin, hr, true],
    ['admin → admin', admin, admin, false],
    ['admin → super admin', admin, superAdmin, false],
    ['super admin → admin', superAdmin, admin, true],
    ['super admin → super admin', superAdmin, superAdmin, true],
  ];
  it.each(table)('%s', (_, actor, target, may) => {
    expect(mayChangeIdentity(actor, target)).toBe(may);
  });
});

describe('role checks', () => {
  // [who, hasRole(kunde), hasRole(kunde, personal), hasAnyRole(kunde, personal), hasAnyRole(personal)]
  const table: [string, User | null, boolean, boolean, boolean, boolean][] = [
    ['nobody', nobody, false, false, false, false],
    ['no role', plain, false, false, false, false],
    ['kunde', kunde, true, false, true, false],
    ['kunde+personal', both, true, true, true, true],
    // Roles are roles: admin permissions do not fake role membership.
    ['admin without roles', admin, false, false, false, false],
  ];
  it.each(table)('%s', (_, u, k, kp, anyKp, anyP) => {
    expect(hasRole(u, 'Kunde')).toBe(k);
    expect(hasRole(u, 'Kunde', 'Personal')).toBe(kp);
    expect(hasAnyRole(u, 'Kunde', 'Personal')).toBe(anyKp);
    expect(hasAnyRole(u, 'Personal')).toBe(anyP);
  });

  it('compares names exactly, as Helium does (decision 018)', () => {
    expect(ROLES.kunde).toBe('Kunde');
    expect(hasRole(kunde, 'kunde')).toBe(false);
    expect(hasAnyRole(kunde, 'KUNDE', ' Kunde')).toBe(false);
    expect(hasRole(user({ roles: [{ id: 9, name: 'kunde' }] }), ROLES.kunde)).toBe(false);
  });
});

describe('isFullyAuthenticated over every combination', () => {
  const rows: [boolean, boolean, boolean, boolean, boolean][] = [];
  for (const hasUser of [false, true])
    for (const authenticated of [false, true])
      for (const tfaEnabled of [false, true])
        for (const tfaVerified of [false, true]) {
          const expected = hasUser && authenticated && (!tfaEnabled || tfaVerified);
          rows.push([hasUser, authenticated, tfaEnabled, tfaVerified, expected]);
        }
  it.each(rows)(
    'user=%s authenticated=%s tfa_enabled=%s tfa_verified=%s → %s',
    (hasUser, a, e, v, expected) => {
      const state: AuthState = {
        user: hasUser ? plain : null,
        session: { authenticated: a, tfa_enabled: e, tfa_verified: v },
      };
      expect(isFullyAuthenticated(state)).toBe(expected);
    },
  );

  it('is false for a missing state and for the guest constant', () => {
    expect(isFullyAuthenticated(null)).toBe(false);
    expect(isFullyAuthenticated(undefined)).toBe(false);
    expect(isFullyAuthenticated(GUEST)).toBe(false);
  });
});

describe('account state', () => {
  const rows: [string | null, string | null, boolean][] = [
    [null, null, true],
    [null, '2026-01-01', true],
    ['2026-01-01', null, true],
    ['2026-01-01', '2026-01-01', false],
  ];
  it.each(rows)('verified=%s enabled=%s → restricted %s', (verified, enabled, expected) => {
    expect(isRestricted(user({ email_verified_at: verified, enabled_at: enabled }))).toBe(expected);
  });

  it('nobody is neither restricted nor blocked', () => {
    expect(isRestricted(null)).toBe(false);
    expect(isBlocked(null)).toBe(false);
  });

  it('a blocked account is blocked, not restricted', () => {
    expect(
      isRestricted(user({ email_verified_at: null, blocked_at: '2026-05-01T10:00:00Z' })),
    ).toBe(false);
  });

  it('blocked means blocked_at is set', () => {
    expect(isBlocked(plain)).toBe(false);
    expect(isBlocked(user({ blocked_at: '2026-05-01T10:00:00Z' }))).toBe(true);
  });
});
