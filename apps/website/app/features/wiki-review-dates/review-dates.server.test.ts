import type { WikiDueArticle } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { groupByCategoryAndOwner } from './review-dates.server';

const item = (slug: string, category: string, owner: string | null): WikiDueArticle => ({
  slug,
  title: slug,
  category,
  owner: owner ? { id: owner.charCodeAt(0), name: owner } : null,
  review_by: '2026-11-01',
  review_by_set: true,
  reviewed_at: null,
  reviewed_by: null,
  state: 'overdue',
});

describe('the administration’s list of review dates', () => {
  it('groups by category in the wiki’s order, then by owner by name, nobody last', () => {
    const groups = groupByCategoryAndOwner([
      item('a', 'Lager', 'Zoe Zimmer'),
      item('b', 'Fleisch', null),
      item('c', 'Lager', 'Anna Autor'),
      item('d', 'Fleisch', 'Bernd Berg'),
      item('e', 'Lager', 'Anna Autor'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Fleisch', 'Lager']);
    expect(groups[0]!.owners.map((o) => o.owner?.name ?? null)).toEqual(['Bernd Berg', null]);
    expect(groups[1]!.owners.map((o) => [o.owner?.name, o.articles.map((a) => a.slug)])).toEqual([
      ['Anna Autor', ['c', 'e']],
      ['Zoe Zimmer', ['a']],
    ]);
  });
});
