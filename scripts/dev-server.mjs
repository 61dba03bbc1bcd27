#!/usr/bin/env node
// One app for `npm run dev`: its own server (server.ts) with Vite in middleware mode, so the
// browser gets code changes at once (React Fast Refresh) and server code is loaded anew on the
// next request. Usage: node scripts/dev-server.mjs apps/website 24678
import { resolve } from 'node:path';
import { createServer } from 'vite';

const [appDir, hmrPort] = process.argv.slice(2);
const vite = await createServer({
  root: resolve(appDir),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, ws: { port: Number(hmrPort) } },
});
const { start } = await vite.ssrLoadModule('/server.ts');
const server = await start({ dev: vite });
server.on('close', () => void vite.close());
