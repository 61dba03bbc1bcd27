import { testUser } from '@frischkontor/contract/testing';
import { PERMISSIONS, ROLES, type User } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { access } from '~/wiring/access.server';
import { INTRANET_PAGES } from './manifest';
import { intranetSections } from './sections';

const user = (roles: string[], permissions: string[] = []) => testUser({ roles, permissions });

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
    // The news (decision 051) are for customers too.
    expect(labels(user([ROLES.kunde]))).toEqual([
      'Übersicht',
      'Mitteilungen',
      'Angebote',
      'Spezifikationen',
      'Profil',
    ]);
    const everything = INTRANET_PAGES.flatMap((p) => (p.nav ? [p.nav.label] : []));
    // Pages with a permission (the blog's and HR's editors) are listed for their holders only
    // (admins hold every one).
    const staff = INTRANET_PAGES.flatMap((p) => (p.nav && !p.permission ? [p.nav.label] : []));
    expect(staff).not.toContain('Stellenanzeigen');
    expect(staff).not.toContain('Blog');
    expect(labels(user([ROLES.personal]))).toEqual(staff);
    expect(labels(user([ROLES.personal], [PERMISSIONS.jobAdsWrite]))).toContain('Stellenanzeigen');
    expect(labels(user([ROLES.kunde], [PERMISSIONS.jobAdsWrite]))).not.toContain('Stellenanzeigen');
    expect(labels(user([], [PERMISSIONS.admin]))).toEqual(everything);
  });

  it('lists a page with a permission only to those who have it (the blog for its writers)', () => {
    expect(INTRANET_PAGES.find((p) => p.path === '/intern/blog')?.permission).toBe(
      PERMISSIONS.blogWrite,
    );
    expect(labels(user([ROLES.personal], [PERMISSIONS.wikiWrite]))).not.toContain('Blog');
    expect(labels(user([ROLES.personal], [PERMISSIONS.blogWrite]))).toContain('Blog');
    // The permission alone opens nothing a role does not: a customer with it sees no blog.
    expect(labels(user([ROLES.kunde], [PERMISSIONS.blogWrite]))).not.toContain('Blog');
  });
});
