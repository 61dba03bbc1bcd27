#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests, build, browser tests.
// The browser tests start the apps they need themselves, on their own ports and database.
//   node scripts/test.mjs              everything
//   node scripts/test.mjs --only e2e   one step (lint | typecheck | unit | build | e2e)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
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

/**
 * CPU seconds of the ended children of this process, with theirs (Linux: /proc/self/stat's
 * cutime and cstime, in ticks of 1/100 s). A step's CPU is what this grew by when it ended: on
 * two cores the time of a step tells little of what it costs the others.
 */
function childCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}
let cpuSeen = childCpu();

/**
 * CPU seconds the whole machine has worked (/proc/stat, every process), with when it was read.
 * A step's own CPU misses what its processes' children did after their parent was gone (Chromium's
 * renderers) and the PostgreSQL server's processes; the machine's figure for a phase has all.
 */
function machineCpu() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { at: Date.now(), cpu: (user + nice + system + irq + softirq + steal) / 100 };
  } catch {
    return { at: Date.now(), cpu: NaN };
  }
}
/** Where the phases begin: the run, and the browser tests once everything else is done. */
const phases = [{ label: 'Before the browser tests', ...machineCpu() }];

/** Each step's time, at the end of the run (CI has 15 minutes: docs/budgets.md). */
function summary() {
  const width = Math.max(...steps.map((s) => s.label.length));
  const cpuText = (cpu) => (Number.isNaN(cpu) ? '' : `   ${cpu.toFixed(0).padStart(5)} s CPU`);
  const line = (label, seconds, cpu, mark = ' ') =>
    `${mark} ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${cpuText(cpu)}`;
  console.log('\nTime per step:');
  for (const s of steps) console.log(line(s.label, s.seconds, s.cpu, s.ok ? '✔' : '✖'));
  const total = steps.reduce((sum, s) => sum + s.cpu, 0);
  console.log(line('Total', (Date.now() - began) / 1000, total));
  const ends = [...phases.slice(1), machineCpu()];
  const cores = availableParallelism();
  console.log(`\nThe machine (${cores} cores, every process):`);
  phases.forEach((phase, i) => {
    const label = phases.length === 1 ? 'The whole run' : phase.label;
    const seconds = (ends[i].at - phase.at) / 1000;
    const cpu = ends[i].cpu - phase.cpu;
    const busy = ((100 * cpu) / (seconds * cores)).toFixed(0);
    console.log(
      `  ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s   ${cpu.toFixed(0).padStart(5)} s CPU   ${busy} % busy`,
    );
  });
}

/** Steps still running: ended if another step fails, so nothing outlives the run. */
const running = new Set();

/**
 * A step started now, beside whatever else runs (the machine has two cores). Its output is
 * printed whole once it ends, so the lines of two steps never mix; with `live`, as it comes (the
 * browser tests, the one step that runs long). The first step that fails ends the run.
 */
function start({ label, command, args, env = {}, live = false, onFail }) {
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
      const cpuNow = childCpu();
      const cpu = cpuNow - cpuSeen;
      cpuSeen = cpuNow;
      if (!live) console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
      steps.push({ label, seconds, cpu, ok: status === 0 });
      if (status !== 0) {
        onFail?.();
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

/**
 * What the failed browser tests' pages showed (from Playwright's error-context.md, the page's
 * accessibility snapshot): its messages, headings and buttons, printed into the log, since CI
 * keeps the log and nothing of test-results. Short, so the log's end still shows the failures.
 */
function printErrorContexts(dir = join(root, 'test-results')) {
  if (!existsSync(dir)) return;
  const telling = /\b(alert|status|heading|button|dialog|textbox)\b/;
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!String(entry).endsWith('error-context.md')) continue;
    const lines = readFileSync(join(dir, String(entry)), 'utf8').split('\n');
    const shown = lines.filter((line) => telling.test(line)).slice(0, 40);
    console.error(`\n▼ ${entry}: what the page showed\n${shown.join('\n')}`);
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
// The deploy test (e2e/tests/deploy-proxy.spec.ts) runs Debian's nginx in front of the apps.
if (wants('e2e') && !existsSync('/usr/sbin/nginx')) {
  console.error(
    [
      '✖ nginx not found. The deploy test runs the configuration in deploy/ with Debian’s nginx.',
      '  Install it:            sudo apt-get update && sudo apt-get install -y nginx',
    ].join('\n'),
  );
  process.exit(1);
}

// Every step starts as soon as what it needs is there (issue 30, item 6: CI within 15 minutes):
// the unit and integration tests, the lint and the format check from the start; the builds once
// the type check is done (both write React Router's generated types); the browser tests once
// everything else is done. Beside the unit tests' workers, the browser tests' servers
// answered late enough to fail (CI, 2026-11-30: a page's backend call over 2.5 s, a sign-in over
// 7 s, the unit tests 1603 s instead of about 240): the two never share the cores.
// Lint and format wait on nothing; they run at a lower priority (`nice`), so the type check and
// the builds get the cores first (CI, 2026-11-29: beside the lint the website's build took 167 s
// instead of 89). The browser tests wait for them as well: both phases keep the two cores busy,
// so side by side nothing ends sooner, and a lint squeezed out of the first phase took a tenth of
// the browser tests' cores (CI, 2026-11-30: lint 750 s, browser tests 888 s instead of 772).
// The backend's tests wait on their servers and databases as much as they compute: one worker more
// than the machine has cores keeps the cores busy (vitest's default is one fewer: on two cores a
// single worker, 189 s alone instead of 111 s with three; decision 047).
const unit =
  wants('unit') &&
  start({
    label: 'Unit and integration tests',
    command: 'npx',
    args: ['vitest', 'run', `--maxWorkers=${availableParallelism() + 1}`],
  });
const checks = [
  unit,
  ...[
    wants('lint') && { label: 'Lint', command: 'nice', args: ['-n', '15', 'npx', 'eslint', '.'] },
    wants('lint') && {
      label: 'Format',
      command: 'nice',
      args: ['-n', '15', 'npx', 'prettier', '--check', '.'],
    },
  ]
    .filter(Boolean)
    .map(start),
].filter(Boolean);
if (wants('typecheck'))
  await start({
    label: 'Type check',
    command: 'node',
    args: ['scripts/typecheck.mjs'],
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
if (wants('e2e')) {
  await Promise.all(checks);
  phases.push({ label: 'Browser tests', ...machineCpu() });
  checks.push(
    start({
      label: 'Browser tests',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      env: { CHROMIUM_PATH: chromium },
      live: true,
      onFail: () => printErrorContexts(),
    }),
  );
}
await Promise.all(checks);
summary();
console.log('\n✔ All checks passed.');
