import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { wikiSentinels } from '../wiki-content';

const clientBuild = join(import.meta.dirname, '../../apps/website/build/client');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

test('no wiki title, sentence or image is in any file of the client build', () => {
  const sentinels = wikiSentinels();
  expect(sentinels.length).toBeGreaterThanOrEqual(75);
  const leaks: string[] = [];
  let scanned = 0;
  for (const file of files(clientBuild)) {
    const text = readFileSync(file).toString('utf8');
    scanned += 1;
    for (const s of sentinels) {
      if (s.sentence.length >= 30 && text.includes(s.sentence))
        leaks.push(`${file}: sentence of ${s.slug}`);
      if (text.includes(s.title)) leaks.push(`${file}: title of ${s.slug}`);
      for (const image of s.images) {
        if (file.endsWith(image) || text.includes(image)) leaks.push(`${file}: image ${image}`);
      }
    }
  }
  expect(scanned).toBeGreaterThan(20);
  expect(leaks).toEqual([]);
});
