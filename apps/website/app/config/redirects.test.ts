import { describe, expect, it } from 'vitest';
import { findRedirect, redirectRules } from './redirects';
import { publicPages } from './public-pages';

describe('route-rule redirects', () => {
  it('finds a rule regardless of case and trailing slash', () => {
    expect(findRedirect('/agb')?.to).toBe('/agbs');
    expect(findRedirect('/AGB/')?.to).toBe('/agbs');
    expect(findRedirect('/agbs')).toBeUndefined();
  });

  it('never redirects a page that exists, and never in a loop', () => {
    for (const rule of redirectRules) {
      expect(publicPages as readonly string[]).not.toContain(rule.from);
      expect(findRedirect(rule.to), `${rule.from} → ${rule.to}`).toBeUndefined();
    }
  });
});
