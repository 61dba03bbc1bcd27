// The backend's logger: the server kit's, with buffered writes (a log line must not cost a
// request a synchronous write); flushed on shutdown.
import { createLogger as create } from '@frischkontor/server-kit';

export type { Logger } from '@frischkontor/server-kit';

export function createLogger(level: string, format: 'json' | 'pretty' = 'json') {
  return create({ name: 'backend', level, format, buffered: true });
}
