#!/usr/bin/env node
// `npm start`: builds what is not built, then runs the backend (http://localhost:8000) and
// the website (http://localhost:3000) side by side with readable, prefixed logs.
// Ctrl+C stops both. Configuration comes from the environment (see README).
import { spawnSync } from 'node:child_process';
import concurrently from 'concurrently';
import { isBuilt, markBuilt, root } from './build-state.mjs';

const apps = [
  { dir: 'apps/backend', name: 'backend', color: 'magenta' },
  { dir: 'apps/website', name: 'website', color: 'cyan' },
];

for (const app of apps) {
  if (isBuilt(app.dir)) continue;
  console.log(`\n▶ Building ${app.name} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ Building ${app.name} failed.`);
    process.exit(result.status ?? 1);
  }
  markBuilt(app.dir);
}

// The one-machine demo: development mode seeds the demo accounts and generates a local app
// key under data/ (production refuses to start without APP_KEY and never seeds by itself).
const env = { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty', FORCE_COLOR: '1' };
const backendEnv = { NODE_ENV: process.env.NODE_ENV ?? 'development' };

console.log(
  '\n▶ Starting: website http://localhost:3000 · sign-in and admin http://localhost:8000/konto\n',
);
const { result } = concurrently(
  apps.map((app) => ({
    command: 'node build/server/index.js',
    name: app.name,
    prefixColor: app.color,
    cwd: `${root}/${app.dir}`,
    env: app.name === 'backend' ? { ...env, ...backendEnv } : env,
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
