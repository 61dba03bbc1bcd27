// The backend's server: the entry of the server build (vite.config.ts). Loads the configuration,
// opens and migrates the database, seeds a fresh one, and serves /healthz, /api and /konto.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { createBackend } from './src/backend';
import { ConfigError, loadConfig, type Config } from './src/config';
import { reactRouterHandler } from './src/http/react-router';
import { createLogger } from './src/logger';

const build = serverBuild as unknown as ServerBuild;

export async function start(): Promise<Server> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, config.logFormat);
  const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const backend = await createBackend(config, logger, {
    reactRouter: reactRouterHandler(build, config),
    clientDir,
  });

  const server = backend.app.listen(config.port, config.host, () => {
    logger.info(
      `Backend läuft auf ${config.backendUrl} (Port ${config.port}, API ${config.backendPrefix}, Anmeldung ${config.frontendPrefix}, Datenbank ${config.database.dialect}, Mail ${backend.transportKind === 'smtp' ? 'SMTP' : 'Postausgang in der Datenbank'})`,
    );
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 60_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: fahre herunter`);
    const exit = (code: number) => logger.flush(() => process.exit(code));
    setTimeout(() => exit(1), 10_000).unref();
    server.close(() => {
      backend
        .close()
        .then(() => logger.info('Beendet'))
        .catch((error: unknown) => logger.error({ err: error }, 'Herunterfahren unvollständig'))
        .finally(() => exit(0));
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return server;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain && existsSync(fileURLToPath(import.meta.url))) {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
