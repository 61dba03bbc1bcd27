#!/usr/bin/env node
// `npm run typecheck [-- <folder>…]`: TypeScript over every project of the repository (or the
// folders named), after React Router's generated route types. The check runs on TypeScript 7,
// the compiler's native port (`typescript-native`: the same checker as 6.0, 4–6 times faster,
// decision 047); TypeScript 6 stays as `typescript` for typescript-eslint (which needs < 6.1) and
// editors. Each project is checked single-threaded: beside the other steps of `npm test` on two
// cores, more threads only wait for each other.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './build-state.mjs';

const PROJECTS = [
  'packages/contract',
  'packages/design',
  'packages/helium-client',
  'packages/server-kit',
  'apps/backend',
  'apps/website',
  'e2e',
];
/** Projects whose routes have generated types (`./+types/…`). */
const ROUTED = new Set(['apps/backend', 'apps/website']);

const require = createRequire(import.meta.url);
const tsc = join(require.resolve('typescript-native/package.json'), '..', 'bin', 'tsc');

const asked = process.argv.slice(2).map((p) => p.replace(/\/$/, ''));
const unknown = asked.filter((p) => !PROJECTS.includes(p));
if (unknown.length) {
  console.error(`✖ Unknown project: ${unknown.join(', ')}. Known: ${PROJECTS.join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const project of asked.length ? asked : PROJECTS) {
  const cwd = join(root, project);
  const run = (command, args) => spawnSync(command, args, { cwd, stdio: 'inherit' }).status;
  const status =
    (ROUTED.has(project) ? run('npx', ['react-router', 'typegen']) : 0) ||
    run(process.execPath, [tsc, '--noEmit', '-p', '.', '--singleThreaded']);
  if (status !== 0) {
    console.error(`✖ ${project}: type errors`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
