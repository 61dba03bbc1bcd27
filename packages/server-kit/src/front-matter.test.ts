import { describe, expect, it } from 'vitest';
import { FrontMatterError, readFrontMatter, writeFrontMatter } from './front-matter.ts';

describe('front matter', () => {
  it('reads the head and the text after it; dates stay as written', () => {
    const file = readFrontMatter(
      '---\ntitle: Kühlkette\nupdated: 2026-03-24\nkeywords: [Kühlung, Lager]\npinned: false\n---\n\n## Ablauf\n\nText.\n',
    );
    expect(file.data).toEqual({
      title: 'Kühlkette',
      updated: '2026-03-24',
      keywords: ['Kühlung', 'Lager'],
      pinned: false,
    });
    expect(file.body).toBe('\n## Ablauf\n\nText.\n');
  });

  it('a file without a head is all text; an empty head is no fields', () => {
    expect(readFrontMatter('# Titel\n\nText')).toEqual({ data: {}, body: '# Titel\n\nText' });
    expect(readFrontMatter('---\n---\nText')).toEqual({ data: {}, body: 'Text' });
    expect(readFrontMatter('\uFEFF---\r\na: 1\r\n---\r\nText').data).toEqual({ a: 1 });
  });

  it('refuses a head that does not end, is not YAML, or is not fields', () => {
    expect(() => readFrontMatter('---\ntitle: offen\n\nText')).toThrow(FrontMatterError);
    expect(() => readFrontMatter('---\ntitle: [offen\n---\nText')).toThrow(/kein gültiges YAML/);
    expect(() => readFrontMatter('---\n- eins\n- zwei\n---\nText')).toThrow(/Feldern/);
  });

  it('writes what it reads: long lines unfolded, lists inline, a blank line before the text', () => {
    const long = 'Ein sehr langer Satz, '.repeat(10).trim();
    const text = writeFrontMatter(
      {
        title: 'Kühlkette',
        description: long,
        keywords: ['a', 'b c'],
        updated: '2026-03-24T00:00:00.000Z',
      },
      '## Ablauf\n\nText.',
    );
    expect(text).toBe(
      `---\ntitle: Kühlkette\ndescription: ${long}\nkeywords: [a, b c]\nupdated: 2026-03-24T00:00:00.000Z\n---\n\n## Ablauf\n\nText.\n`,
    );
    expect(readFrontMatter(text).data.keywords).toEqual(['a', 'b c']);
  });
});
