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

/** Steps still running: ended if another step fails, so nothing outlives the run. */
const running = new Set();

/**
 * A step started now, beside whatever else runs (the machine has two cores); its output is
 * printed whole once it ends, so the lines of two steps never mix.
 */
function start({ label, command, args }) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: process.env });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
      console.log(
        status === 0
          ? `✔ ${label} (${seconds.toFixed(1)} s)`
          : `✖ ${label} failed after ${seconds.toFixed(1)} s.`,
      );
      resolve({ label, seconds, ok: status === 0 });
    }),
  );
}

/** Waits for steps started with `start`; the run ends at the first that failed. */
async function finish(list) {
  const results = await Promise.all(list.filter(Boolean));
  steps.push(...results);
  if (results.every((r) => r.ok)) return;
  for (const child of running) child.kill();
  summary();
  process.exit(1);
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

// The unit and integration tests leave a core idle about half the time (they wait for
// databases, servers and timers): they run beside the lint, format and type check and then
// beside the builds (issue 30, item 6: CI within 15 minutes).
const unit = wants('unit')
  ? start({ label: 'Unit and integration tests', command: 'npx', args: ['vitest', 'run'] })
  : null;
await finish(
  [
    wants('lint') && { label: 'Lint', command: 'npx', args: ['eslint', '.'] },
    wants('lint') && { label: 'Format', command: 'npx', args: ['prettier', '--check', '.'] },
    wants('typecheck') && {
      label: 'Type check',
      command: 'npm',
      args: ['run', 'typecheck', '--workspaces', '--if-present'],
    },
  ]
    .filter(Boolean)
    .map(start),
);
if (wants('build') || wants('e2e')) {
  // The two apps build side by side (separate folders); the type check is done by then, since
  // both write React Router's generated types.
  const apps = ['apps/backend', 'apps/website'].filter((app) => !isBuilt(app));
  await finish(
    apps.map((app) =>
      start({ label: `Build ${app}`, command: 'npm', args: ['run', 'build', '-w', app] }),
    ),
  );
  apps.forEach(markBuilt);
}
await finish([unit]);
if (wants('e2e')) {
  run('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
  });
}
summary();
console.log('\n✔ All checks passed.');
