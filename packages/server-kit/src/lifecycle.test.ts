// A failed promise nobody awaited is logged and the process goes on; it does not end the server.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const lifecycle = fileURLToPath(new URL('./lifecycle.ts', import.meta.url));
const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
const requestId = fileURLToPath(new URL('./request-id.ts', import.meta.url));

function run(script: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('guardProcess', () => {
  it('logs an unhandled rejection and keeps the process running', () => {
    const result = run(`
      import { guardProcess } from ${JSON.stringify(lifecycle)};
      import { createLogger } from ${JSON.stringify(logger)};
      import { withRequestId } from ${JSON.stringify(requestId)};
      guardProcess(createLogger({ name: 't', level: 'info' }));
      withRequestId('req-im-hintergrund', () => {
        Promise.reject(new Error('Hintergrundarbeit schlug fehl'));
      });
      setTimeout(() => console.log('LEBT'), 200);
    `);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Hintergrundarbeit schlug fehl');
    expect(result.stdout).toContain('Prozess läuft weiter');
    // The request the failed work belonged to (decision 048).
    expect(result.stdout).toContain('"requestId":"req-im-hintergrund"');
    expect(result.stdout).toContain('LEBT');
  });

  it('logs an uncaught exception before the process ends with 1', () => {
    const result = run(`
      import { guardProcess } from ${JSON.stringify(lifecycle)};
      import { createLogger } from ${JSON.stringify(logger)};
      import { withRequestId } from ${JSON.stringify(requestId)};
      guardProcess(createLogger({ name: 't', level: 'info' }));
      withRequestId('req-mit-fehler', () => {
        setTimeout(() => { throw new Error('Zustand unklar'); }, 10);
      });
      setTimeout(() => console.log('LEBT'), 500);
    `);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Zustand unklar');
    expect(result.stdout).toContain('"requestId":"req-mit-fehler"');
    expect(result.stdout).not.toContain('LEBT');
  });
});
