// One form of address per area (docs/content-guide.md): the website's staff-only pages say
// "du", its customer pages and the sign-in app "Sie". The API's general messages (this folder)
// reach both, and the messages of the staff-only features reach the intranet's editors next to
// their "du", so both speak without a pronoun. Customer features (sign-in, registration,
// account) keep their "Sie"; the seed's flyer texts are for customers too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const PRONOUNS =
  /\b(Sie|Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihr|du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/;
const WITHOUT_PRONOUN = [
  'http',
  'features/wiki',
  'features/wiki-readers',
  'features/content',
  'features/blog',
  'features/job-ads',
  'features/media',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string literals of a file whose words address someone, with where they stand. */
function addressing(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g)]
    .map((m) => m[0])
    .filter((literal) => PRONOUNS.test(literal.replace(/\$\{[^}]*\}/g, '')))
    .map((literal) => `${relative(src, file)}: ${literal}`);
}

describe('form of address in the API', () => {
  it('general messages and those of staff-only features speak without a pronoun', () => {
    const files = WITHOUT_PRONOUN.flatMap((dir) => sourceFiles(join(src, dir)));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(addressing)).toEqual([]);
  });

  it('finds a pronoun where there is one', () => {
    const file = join(src, 'features/auth/messages.ts');
    expect(addressing(file).join('\n')).toMatch(/Ihre Registrierung/);
  });
});
