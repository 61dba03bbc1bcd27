// The backend's server: the entry of the server build (vite.config.ts). Loads the configuration,
// opens and migrates the database, seeds a fresh one, and serves /healthz, /api and /konto.
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configOrExit, FORM_BODY_MAX_BYTES, runIfMain, serve } from '@frischkontor/server-kit';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import * as serverBuild from 'virtual:react-router/server-build';
import { createBackend } from './src/backend';
import { MAX_UPLOAD_BYTES } from './src/features/media';
import { loadConfig } from './src/config';
import { reactRouterHandler } from './src/http/react-router';
import { createLogger } from './src/logger';

const build = serverBuild as unknown as ServerBuild;

/** The media library's upload goes through its page's action (as much as the API takes). */
const signInAppBodyLimit = (url: URL) =>
  url.pathname.endsWith('/medien') ? MAX_UPLOAD_BYTES + 1024 * 1024 : FORM_BODY_MAX_BYTES;

/** Starts the backend; `npm run dev` (scripts/dev-server.mjs) passes its Vite server. */
export async function start({ dev }: { dev?: ViteDevServer } = {}): Promise<Server> {
  const config = configOrExit(() => loadConfig());
  const logger = createLogger(config.logLevel, config.logFormat);
  const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const backend = await createBackend(config, logger, {
    reactRouter: dev
      ? reactRouterHandler(
          () => dev.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
          config,
          true,
          signInAppBodyLimit,
        )
      : reactRouterHandler(build, config, false, signInAppBodyLimit),
    ...(dev ? { dev: dev.middlewares } : { clientDir }),
  });

  return serve(backend.app, {
    port: config.port,
    host: config.host,
    logger,
    // Uploads to the media library and applications with photos take longer than a page.
    requestTimeoutMs: 60_000,
    onClose: () => backend.close(),
    onListening() {
      logger.info(
        `Backend läuft auf ${config.backendUrl} (Port ${config.port}, API ${config.backendPrefix}, Anmeldung ${config.frontendPrefix}, Datenbank ${config.database.dialect}, Mail ${backend.transportKind === 'smtp' ? 'SMTP' : 'Postausgang in der Datenbank'})`,
      );
    },
  });
}

runIfMain(import.meta.url, start);
