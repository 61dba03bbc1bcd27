// One fact, one place: the figures in FACTS are written nowhere else in pages, content or seeds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTS, factsIn, fillFacts, withFacts } from './facts.ts';

const root = join(import.meta.dirname, '../../..');
const places = [
  'apps/website/app/routes',
  'apps/website/app/features',
  'apps/website/content',
  'apps/backend/src/features/media/seed',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|md)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const all = places.flatMap((p) => files(join(root, p)));
const text = (path: string) => readFileSync(path, 'utf8');

describe('facts stated once', () => {
  it('fills {{fakt.name}} and refuses unknown names', () => {
    expect(fillFacts('Lager: {{fakt.freezerStorage}}', 'x.md')).toBe(
      `Lager: ${FACTS.freezerStorage}`,
    );
    expect(() => fillFacts('{{fakt.gibtEsNicht}}', 'wiki/x.md')).toThrow(/wiki\/x\.md/);
  });

  it('fills {{fakt.name}} in what editors write, and leaves a name that is no fact as written', () => {
    expect(withFacts('Tiefkühllager: {{ fakt.freezerStorage }}, {{fakt.tippfehler}}')).toBe(
      `Tiefkühllager: ${FACTS.freezerStorage}, {{fakt.tippfehler}}`,
    );
    expect(
      factsIn({
        title: 'Kommissionierer',
        profile: ['Keine Scheu vor {{fakt.freezerStorage}}', 'Sorgfalt'],
        salary: { min: 17.5, unit: 'HOUR' },
        contact: null,
      }),
    ).toEqual({
      title: 'Kommissionierer',
      profile: [`Keine Scheu vor ${FACTS.freezerStorage}`, 'Sorgfalt'],
      salary: { min: 17.5, unit: 'HOUR' },
      contact: null,
    });
  });

  it('no page names a freezer temperature other than through FACTS', () => {
    // "Tiefkühllager" (or "gelagert") next to a minus figure is the warehouse's set point.
    const written = /(Tiefkühllager|gelagert bei|läuft auf)[^\n|]{0,12}\|?\s*[−–-]\s?\d\d\s?°C/;
    const offenders = all.filter((f) => written.test(text(f)));
    expect(offenders.map((f) => f.slice(root.length))).toEqual([]);
  });

  it('no page repeats the other figures that once contradicted each other', () => {
    const stale = [
      /21 bis 42 Tage/,
      /bis 12 Uhr vorliegen/,
      /innerhalb von 10 Tagen ab Rechnungsdatum/,
      /−22 °C|–22 °C/,
    ];
    for (const pattern of stale) {
      const offenders = all.filter((f) => pattern.test(text(f)));
      expect(
        offenders.map((f) => f.slice(root.length)),
        String(pattern),
      ).toEqual([]);
    }
  });
});
