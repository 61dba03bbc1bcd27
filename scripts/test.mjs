#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests, build, browser tests.
// The browser tests start the apps they need themselves, on their own ports and database.
//   node scripts/test.mjs              everything
//   node scripts/test.mjs --only e2e   one step (lint | typecheck | unit | build | e2e)
import { spawn } from 'node:child_process';
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

/** Steps still running: ended if another step fails, so nothing outlives the run. */
const running = new Set();

/**
 * A step started now, beside whatever else runs (the machine has two cores). Its output is
 * printed whole once it ends, so the lines of two steps never mix; with `live`, as it comes (the
 * browser tests, the one step that runs long). The first step that fails ends the run.
 */
function start({ label, command, args, env = {}, live = false }) {
  const startedAt = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: live ? 'inherit' : 'pipe',
  });
  running.add(child);
  let output = '';
  if (live) console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  else {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  return new Promise((resolve) =>
    child.on('close', (status) => {
      running.delete(child);
      const seconds = (Date.now() - startedAt) / 1000;
      if (!live) console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
      steps.push({ label, seconds, ok: status === 0 });
      if (status !== 0) {
        console.error(`\n✖ ${label} failed after ${seconds.toFixed(1)} s.`);
        for (const other of running) other.kill();
        summary();
        process.exit(1);
      }
      console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
      resolve();
    }),
  );
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

// Every step starts as soon as what it needs is there, and the machine's two cores are never idle
// while one waits (issue 30, item 6: CI within 15 minutes): the unit and integration tests, the
// lint and the format check from the start; the builds once the type check is done (both write
// React Router's generated types); the browser tests once the builds are.
const checks = [
  wants('unit') && { label: 'Unit and integration tests', command: 'npx', args: ['vitest', 'run'] },
  wants('lint') && { label: 'Lint', command: 'npx', args: ['eslint', '.'] },
  wants('lint') && { label: 'Format', command: 'npx', args: ['prettier', '--check', '.'] },
]
  .filter(Boolean)
  .map(start);
if (wants('typecheck'))
  await start({
    label: 'Type check',
    command: 'npm',
    args: ['run', 'typecheck', '--workspaces', '--if-present'],
  });
if (wants('build') || wants('e2e')) {
  // The two apps build side by side (separate folders).
  const apps = ['apps/backend', 'apps/website'].filter((app) => !isBuilt(app));
  await Promise.all(
    apps.map((app) =>
      start({ label: `Build ${app}`, command: 'npm', args: ['run', 'build', '-w', app] }),
    ),
  );
  apps.forEach(markBuilt);
}
if (wants('e2e'))
  checks.push(
    start({
      label: 'Browser tests',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      env: { CHROMIUM_PATH: chromium },
      live: true,
    }),
  );
await Promise.all(checks);
summary();
console.log('\n✔ All checks passed.');
