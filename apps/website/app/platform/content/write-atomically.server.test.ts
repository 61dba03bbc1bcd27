import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAtomically } from './published.server';

describe('snapshot writes', () => {
  it('never trip over each other: each write has its own temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    const file = join(dir, 'posts.json');
    const contents = Array.from({ length: 20 }, (_, i) => JSON.stringify({ version: `v${i}` }));
    // With one fixed temporary name, a rename finds its file already renamed by another (ENOENT).
    await Promise.all(contents.map((c) => writeAtomically(file, c)));
    expect(contents).toContain(readFileSync(file, 'utf8'));
    expect(readdirSync(dir)).toEqual(['posts.json']);
  });
});
