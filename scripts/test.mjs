#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests, build, browser tests.
// The browser tests start the apps they need themselves, on their own ports and database.
//   node scripts/test.mjs              everything
//   node scripts/test.mjs --only e2e   one step (lint | typecheck | unit | build | e2e)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isBuilt, markBuilt, root } from './build-state.mjs';
import { requireProjectNode } from './node-version.mjs';

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

requireProjectNode();

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];
const wants = (step) => !only || only === step;

const chromium = findChromium();
if (wants('e2e') && !chromium) {
  console.error(
    [
      '✖ Chromium not found. The browser tests drive a real Chromium.',
      '  Install it:            sudo apt-get update && sudo apt-get install -y chromium',
      '  or point to one:       CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (wants('lint')) {
  run('Lint', 'npx', ['eslint', '.']);
  run('Format', 'npx', ['prettier', '--check', '.']);
}
if (wants('typecheck'))
  run('Type check', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
if (wants('unit')) run('Unit and integration tests', 'npx', ['vitest', 'run']);
if (wants('build') || wants('e2e')) {
  for (const app of ['apps/backend', 'apps/website']) {
    if (isBuilt(app)) continue;
    run(`Build ${app}`, 'npm', ['run', 'build', '-w', app]);
    markBuilt(app);
  }
}
if (wants('e2e')) {
  run('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
  });
}
console.log('\n✔ All checks passed.');
