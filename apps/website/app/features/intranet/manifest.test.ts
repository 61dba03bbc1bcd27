import { PERMISSIONS, ROLES, type User } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { access } from '~/access.server';
import { INTRANET_PAGES } from './manifest';
import { intranetSections } from './sections';

function user(roles: string[], permissions: string[] = []): User {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'A',
    email_verified_at: '2026-01-01',
    enabled_at: '2026-01-01',
    blocked_at: null,
    permissions,
    roles: roles.map((name, id) => ({ id, name })),
  };
}

const labels = (u: User) => intranetSections(u).map((s) => s.label);

describe('the intranet manifest', () => {
  it('gives every page its rule in the access table, with "auth" first', () => {
    for (const page of INTRANET_PAGES) {
      const rule = access[page.path];
      expect(rule?.middleware?.[0], page.path).toBe('auth');
      expect(rule?.middleware?.slice(1), page.path).toEqual(
        page.audience === 'konto' ? [] : [page.audience],
      );
      expect(!!rule?.shared, page.path).toBe(!!page.shared);
    }
  });

  it('shows each account the sections its guards let it open', () => {
    expect(labels(user([]))).toEqual(['Übersicht', 'Profil']);
    expect(labels(user([ROLES.kunde]))).toEqual([
      'Übersicht',
      'Angebote',
      'Spezifikationen',
      'Profil',
    ]);
    const everything = INTRANET_PAGES.flatMap((p) => (p.nav ? [p.nav.label] : []));
    const staff = everything.filter((label) => label !== 'Stellenanzeigen');
    expect(labels(user([ROLES.personal]))).toEqual(staff);
    // A page with a permission is listed for its holders only (admins hold every one).
    expect(labels(user([ROLES.personal], [PERMISSIONS.jobsWrite]))).toEqual(everything);
    expect(labels(user([ROLES.kunde], [PERMISSIONS.jobsWrite]))).not.toContain('Stellenanzeigen');
    expect(labels(user([], [PERMISSIONS.admin]))).toEqual(everything);
  });
});
