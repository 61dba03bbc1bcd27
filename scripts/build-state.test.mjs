// The start script builds an app again only when its sources changed (build-state.mjs).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, root } from './build-state.mjs';

const app = 'apps/website';
const made = [];
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

function write(path) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), 'x');
  made.push(join(root, path));
}

describe('build state', () => {
  it('a snapshot the running website writes to data/ leaves the build current', () => {
    const before = fingerprint(app);
    write(`${app}/data/blog/build-state-test.json`);
    expect(fingerprint(app)).toBe(before);
  });

  it('a changed source file makes it stale, also in a folder called data deeper down', () => {
    const before = fingerprint(app);
    write(`${app}/content/build-state-test/data/x.md`);
    expect(fingerprint(app)).not.toBe(before);
  });
});
