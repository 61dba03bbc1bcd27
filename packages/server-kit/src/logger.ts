import pino from 'pino';
import pretty from 'pino-pretty';
import { currentRequestId } from './request-id.ts';

export interface LoggerOptions {
  name: string;
  level: string;
  /** JSON lines by default (for log collectors); `pretty` for people at a terminal. */
  format?: 'json' | 'pretty';
  /** Buffered JSON writes: a log line must not cost a request a synchronous write. */
  buffered?: boolean;
  /** Where JSON lines go instead of stdout (tests). */
  destination?: pino.DestinationStream;
}

export function createLogger({
  name,
  level,
  format = 'json',
  buffered = false,
  destination,
}: LoggerOptions) {
  const options = {
    name,
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Every line written while a request is handled names it (decision 048), process handlers'
    // lines about a failure in a request's code included.
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    // Secrets must never reach a log line, whatever object is passed in.
    redact: {
      paths: [
        'password',
        '*.password',
        'password_confirmation',
        '*.password_confirmation',
        'current_password',
        'token',
        '*.token',
        'code',
        'headers.cookie',
        'req.headers.cookie',
      ],
      censor: '[entfernt]',
    },
  };
  if (format === 'pretty')
    return pino(
      options,
      pretty({ singleLine: true, ignore: 'pid,hostname,name', translateTime: 'HH:MM:ss' }),
    );
  if (destination) return pino(options, destination);
  if (buffered) return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  return pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
