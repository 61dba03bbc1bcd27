#!/usr/bin/env node
// `npm start`: builds what is not built, then runs the backend (http://localhost:8000) and
// the website (http://localhost:3000) side by side with readable, prefixed logs.
// Ctrl+C stops both. Configuration comes from the environment (see README).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import concurrently from 'concurrently';
import { isBuilt, markBuilt, root } from './build-state.mjs';
import { requireProjectNode } from './node-version.mjs';

requireProjectNode();

const apps = [
  { dir: 'apps/backend', name: 'backend', color: 'magenta', hmrPort: 24679 },
  { dir: 'apps/website', name: 'website', color: 'cyan', hmrPort: 24678 },
];
// `npm run dev`: no build; each app runs its server with Vite and reloads what changes.
const dev = process.argv.includes('--dev');

// A build prints hundreds of lines nobody reads at a start: keep them, show them if it fails.
for (const app of apps) {
  if (dev || isBuilt(app.dir)) continue;
  process.stdout.write(`▶ Baue ${app.name} … `);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', app.dir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.log('fehlgeschlagen.\n');
    console.error(`${result.stdout}${result.stderr}`);
    process.exit(result.status ?? 1);
  }
  console.log(`fertig (${Math.round((Date.now() - started) / 1000)} s)`);
  markBuilt(app.dir);
}

// The one-machine demo: development mode seeds the demo accounts and generates a local app
// key under data/ (production refuses to start without APP_KEY and never seeds by itself).
const env = { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty', FORCE_COLOR: '1' };
const backendEnv = { NODE_ENV: process.env.NODE_ENV ?? 'development' };

/**
 * The website runs as in production, which requires FORM_SECRET (decision 048): unless one is
 * set, a secret of this checkout, made on the first start under data/ (like the backend's
 * development APP_KEY), never committed.
 */
function localFormSecret() {
  const file = join(root, 'data', 'form-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret) return secret;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(join(root, 'data'), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
// NODE_ENV as well: the website's settings default to production, but React and Express read the
// variable themselves, and without it they run their development builds (slower, with checks).
const websiteEnv = {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  FORM_SECRET: process.env.FORM_SECRET || localFormSecret(),
};

console.log(
  `\n▶ ${dev ? 'Entwicklung' : 'Start'}: Website http://localhost:3000 · Anmeldung und Verwaltung http://localhost:8000/konto\n`,
);
const { result } = concurrently(
  apps.map((app) => ({
    command: dev
      ? `node ${root}/scripts/dev-server.mjs . ${app.hmrPort}`
      : 'node build/server/index.js',
    name: app.name,
    prefixColor: app.color,
    cwd: `${root}/${app.dir}`,
    env: app.name === 'backend' ? { ...env, ...backendEnv } : { ...env, ...websiteEnv },
  })),
  { killOthersOn: ['failure'], prefix: 'name', handleInput: false, killSignal: 'SIGTERM' },
);

result.then(
  () => process.exit(0),
  (events) => {
    const interrupted = events.every(
      (e) => e.killed || e.exitCode === 'SIGINT' || e.exitCode === 0,
    );
    process.exit(interrupted ? 0 : 1);
  },
);
