// Knows whether an app's build is current: a fingerprint of its sources (paths, sizes,
// modification times) is stored next to the build and compared before starting.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

const SKIP = new Set([
  'node_modules',
  'build',
  '.react-router',
  'test-results',
  'playwright-report',
]);

// What an app writes while it runs, beside its sources (the website's published snapshots in
// `data/`): a snapshot written after a build must not make the next start build again.
const RUNTIME = new Set(['data']);

function walk(dir, out, top = false) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    if (top && RUNTIME.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
}

export function fingerprint(appDir) {
  const files = [];
  walk(join(root, appDir), files, true);
  // Every workspace package the apps import (contract, design, …).
  for (const pkg of readdirSync(join(root, 'packages'))) walk(join(root, 'packages', pkg), files);
  files.push(join(root, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const s = statSync(file);
    hash.update(`${relative(root, file)}:${s.size}:${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampFile = (appDir) => join(root, appDir, 'build', '.fingerprint');

export function isBuilt(appDir) {
  const stamp = stampFile(appDir);
  if (!existsSync(join(root, appDir, 'build/server/index.js')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === fingerprint(appDir);
}

export function markBuilt(appDir) {
  writeFileSync(stampFile(appDir), fingerprint(appDir));
}
