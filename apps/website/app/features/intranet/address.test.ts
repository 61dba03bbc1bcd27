// One form of address per area (docs/content-guide.md): what only staff see says "du",
// what customers can open says "Sie". A page that mixes them fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { access } from '~/wiring/access.server';

const app = join(import.meta.dirname, '../..');
const wikiDir = join(app, '../content/wiki');

// Formal address in the middle of a sentence (a capital "Sie" after a full stop may be "they").
const FORMAL =
  /(?<![.!?:]\s|^|\n|[-*>|]\s|\d\.\s)\b(Sie|Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b(?!-)/g;
const INFORMAL = /\b(du|dich|dein|deine|deinen|deinem|deiner|deines)\b/gi;

/**
 * Text without quotations: wording for customers that the wiki quotes (in „…“ or as a
 * plain blockquote, e.g. an out-of-office template) keeps its "Sie". Callouts (> [!NOTE]) count.
 */
function unquoted(text: string): string {
  return text
    .replace(/(^|\n\n)> (?!\[!)[^\n]*(\n>[^\n]*)*/g, '$1')
    .replace(/„[^“]*“/g, '')
    .replace(/"[^"\n]*"/g, '')
    .replace(/`[^`]*`/g, '');
}

function hits(text: string, pattern: RegExp): string[] {
  const plain = unquoted(text);
  return [...plain.matchAll(pattern)].map((m) => {
    const at = m.index ?? 0;
    return plain.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
  });
}

const routeFile = (name: string) => readFileSync(join(app, 'routes/intern', name), 'utf8');

describe('form of address', () => {
  const staffOnly = Object.entries(access)
    .filter(([path, rule]) => path.startsWith('/intern/') && rule.middleware?.includes('personal'))
    .map(([path]) => path);

  it('the access table still names the staff-only areas this test relies on', () => {
    expect(staffOnly).toEqual(
      expect.arrayContaining([
        '/intern/ci',
        '/intern/dokumente',
        '/intern/wiki',
        '/intern/mitarbeitende',
      ]),
    );
  });

  it('the staff wiki says "du" throughout', () => {
    const found = readdirSync(wikiDir)
      .filter((f) => f.endsWith('.md'))
      .flatMap((f) => {
        const body = readFileSync(join(wikiDir, f), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
        return hits(body, FORMAL).map((h) => `${f}: …${h}…`);
      });
    expect(found).toEqual([]);
  });

  it('staff-only intranet pages say "du"', () => {
    for (const file of [
      'ci.tsx',
      'dokumente.tsx',
      'wiki._index.tsx',
      'wiki.$slug.tsx',
      'wiki.kategorien.tsx',
      'wiki.synonyme.tsx',
      'mitarbeitende._index.tsx',
    ])
      expect(hits(routeFile(file), FORMAL), file).toEqual([]);
  });

  it('what the wiki says to its readers says "du" (decision 035)', () => {
    const dir = join(app, 'features/wiki-readers');
    const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    expect(files).toEqual(expect.arrayContaining(['ArticleFeedback.tsx', 'readers.server.ts']));
    for (const file of files)
      expect(hits(readFileSync(join(dir, file), 'utf8'), FORMAL), file).toEqual([]);
    expect(
      hits(readFileSync(join(dir, 'readers.server.ts'), 'utf8'), INFORMAL).length,
    ).toBeGreaterThan(3);
  });

  it('the staff directory, for staff only, says "du" (decision 052)', () => {
    const dir = join(app, 'features/colleagues');
    const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    expect(files).toEqual(expect.arrayContaining(['Colleagues.tsx', 'colleagues.server.ts']));
    for (const file of files)
      expect(hits(readFileSync(join(dir, file), 'utf8'), FORMAL), file).toEqual([]);
    expect(
      hits(readFileSync(join(dir, 'Colleagues.tsx'), 'utf8'), INFORMAL).length,
    ).toBeGreaterThan(0);
  });

  it('the blog\'s editor, for staff only, says "du" like the wiki\'s', () => {
    const dir = join(app, 'features/blog-editor');
    const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    expect(files).toEqual(expect.arrayContaining(['BlogFields.tsx', 'kind.tsx', 'PostList.tsx']));
    for (const file of files)
      expect(hits(readFileSync(join(dir, file), 'utf8'), FORMAL), file).toEqual([]);
    expect(hits(readFileSync(join(dir, 'kind.tsx'), 'utf8'), INFORMAL).length).toBeGreaterThan(0);
  });

  it('intranet pages customers can open say "Sie"', () => {
    for (const file of ['dashboard.tsx', 'profil.tsx', 'angebote.tsx', 'spezifikationen.tsx'])
      expect(hits(routeFile(file), INFORMAL), file).toEqual([]);
  });
});
