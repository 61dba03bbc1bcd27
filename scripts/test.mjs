#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests, build, browser tests.
// The browser tests start the apps they need themselves, on their own ports and database.
//   node scripts/test.mjs              everything
//   node scripts/test.mjs --only e2e   one step (lint | typecheck | unit | build | e2e)
import { spawn, spawnSync } from 'node:child_process';
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

const began = Date.now();
const steps = [];

/** Each step's time, at the end of the run (CI has 15 minutes: docs/budgets.md). */
function summary() {
  const width = Math.max(...steps.map((s) => s.label.length));
  const line = (label, seconds, mark = ' ') =>
    `${mark} ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`;
  console.log('\nTime per step:');
  for (const s of steps) console.log(line(s.label, s.seconds, s.ok ? '✔' : '✖'));
  console.log(line('Total', (Date.now() - began) / 1000));
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = (Date.now() - started) / 1000;
  steps.push({ label, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds.toFixed(1)} s.`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
}

/**
 * Steps that only read the tree, side by side (the machine has two cores); each step's output
 * is printed whole once it ends, so the lines of two steps never mix.
 */
async function runTogether(list) {
  const results = await Promise.all(
    list.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = (Date.now() - started) / 1000;
            console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
            console.log(
              status === 0
                ? `✔ ${label} (${seconds.toFixed(1)} s)`
                : `✖ ${label} failed after ${seconds.toFixed(1)} s.`,
            );
            resolve({ label, seconds, ok: status === 0 });
          });
        }),
    ),
  );
  steps.push(...results);
  if (results.some((r) => !r.ok)) {
    summary();
    process.exit(1);
  }
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

await runTogether(
  [
    wants('lint') && { label: 'Lint', command: 'npx', args: ['eslint', '.'] },
    wants('lint') && { label: 'Format', command: 'npx', args: ['prettier', '--check', '.'] },
    wants('typecheck') && {
      label: 'Type check',
      command: 'npm',
      args: ['run', 'typecheck', '--workspaces', '--if-present'],
    },
  ].filter(Boolean),
);
if (wants('unit')) run('Unit and integration tests', 'npx', ['vitest', 'run']);
if (wants('build') || wants('e2e')) {
  // The two apps build side by side (separate folders); the type check is done by then, since
  // both write React Router's generated types.
  const apps = ['apps/backend', 'apps/website'].filter((app) => !isBuilt(app));
  await runTogether(
    apps.map((app) => ({
      label: `Build ${app}`,
      command: 'npm',
      args: ['run', 'build', '-w', app],
    })),
  );
  apps.forEach(markBuilt);
}
if (wants('e2e')) {
  run('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
  });
}
summary();
console.log('\n✔ All checks passed.');
