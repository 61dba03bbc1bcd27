// The history's comparison by blocks and words (issue 28, item 3).
import { describe, expect, it } from 'vitest';
import { renderMarkdownSync } from '~/platform/content/markdown.server';
import { compareBodies } from './compare.server';

const render = async (md: string) => renderMarkdownSync(md);

const LIST = `## Ablauf

1. Ware annehmen.
2. Temperatur messen.
3. Lieferschein prüfen.
4. Einlagern.
5. Im System buchen.

Am Ende den Platz aufräumen.`;

describe('compareBodies', () => {
  it('shows one inserted sentence as one insertion, not as list items removed and added', async () => {
    const after = LIST.replace('Temperatur messen.', 'Temperatur messen. Unter 7 °C annehmen.');
    const rows = await compareBodies(LIST, after, render);
    const changed = rows.filter((r) => r.type !== 'same' && r.type !== 'skip');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ type: 'changed', tag: 'li' });
    const words = changed[0]!.type === 'changed' ? changed[0]!.words : [];
    expect(words.filter((w) => w.type === 'added').map((w) => w.text.trim())).toEqual([
      'Unter 7 °C annehmen.',
    ]);
    expect(words.some((w) => w.type === 'removed')).toBe(false);
  });

  it('takes a list written with other markers as unchanged', async () => {
    const dashes = '- eins\n- zwei\n- drei';
    const stars = '* eins\n* zwei\n* drei';
    const rows = await compareBodies(dashes, stars, render);
    expect(rows.every((r) => r.type === 'same' || r.type === 'skip')).toBe(true);
  });

  it('shows pictures and tables as such, added, removed or replaced', async () => {
    const before = 'Text.\n\n| A | B |\n|---|---|\n| 1 | 2 |';
    const after = 'Text.\n\n| A | B |\n|---|---|\n| 1 | 3 |\n\n![Kühlraum](images/kuehlraum.png)';
    const rows = await compareBodies(before, after, render);
    const replaced = rows.find((r) => r.type === 'replaced');
    expect(replaced && replaced.type === 'replaced' && replaced.from).toContain('<table>');
    const added = rows.find((r) => r.type === 'added');
    expect(added && added.type === 'added' && added.html).toContain('<img');
  });

  it('folds unchanged blocks far from a change', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `Absatz ${i + 1}.`).join('\n\n');
    const rows = await compareBodies(many, many.replace('Absatz 12.', 'Absatz zwölf.'), render);
    expect(rows[0]).toEqual({ type: 'skip', count: 10 });
    expect(rows.filter((r) => r.type === 'same')).toHaveLength(1);
  });
});
