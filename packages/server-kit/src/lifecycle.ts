// Start and stop of an app server: the configuration read or a clear line and exit 1, HTTP
// timeouts behind a load balancer, and a graceful shutdown on SIGINT/SIGTERM.
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Express } from 'express';
import { ConfigError } from './env.ts';
import type { Logger } from './logger.ts';

/** The configuration, or its error printed and the process ended: no stack trace for a typo. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** How long one request may take; uploads want more than pages. */
  requestTimeoutMs: number;
  onListening?: () => void;
  /** What to close after the last request (database, workers). */
  onClose?: () => Promise<void>;
  /** Open connections are cut after this long. */
  drainMs?: number;
}

let guarded = false;

/**
 * A promise nobody awaited that fails (a background nudge, a late write) is one request's
 * problem, not the process's: it is logged, and the server goes on. An uncaught exception
 * leaves state nobody can vouch for: it is logged and the process ends, to be restarted.
 * Either line names the request whose code failed, where known (the logger's mixin, decision 048).
 */
export function guardProcess(logger: Logger) {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'Unbehandelter Fehler in einem Promise (Prozess läuft weiter)');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Unbehandelter Fehler: Prozess wird beendet');
    logger.flush(() => process.exit(1));
  });
}

/** Listens, and shuts down on SIGINT/SIGTERM: no new connections, open ones finish, then exit. */
export function serve(app: Express, options: ServeOptions): Server {
  const { logger } = options;
  guardProcess(logger);
  const server = app.listen(options.port, options.host, options.onListening);
  // Longer than a load balancer's idle timeout, so it never reuses a connection we closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = options.requestTimeoutMs;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: fahre herunter`);
    const exit = (code: number) => logger.flush(() => process.exit(code));
    setTimeout(() => exit(1), options.drainMs ?? 10_000).unref();
    server.close(() => {
      (options.onClose?.() ?? Promise.resolve())
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

/** Runs `start` when this module is the process's entry (`node build/server/index.js`). */
export function runIfMain(moduleUrl: string, start: () => Promise<unknown>) {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(entry).href || !existsSync(fileURLToPath(moduleUrl)))
    return;
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
