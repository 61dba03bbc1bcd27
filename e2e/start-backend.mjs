// Starts the built backend on a fresh data folder (the e2e database is seeded from scratch).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(
  process.execPath,
  [join(import.meta.dirname, '../apps/backend/build/server/index.js')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
