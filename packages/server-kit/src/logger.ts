import pino from 'pino';
import pretty from 'pino-pretty';

export interface LoggerOptions {
  name: string;
  level: string;
  /** JSON lines by default (for log collectors); `pretty` for people at a terminal. */
  format?: 'json' | 'pretty';
  /** Buffered JSON writes: a log line must not cost a request a synchronous write. */
  buffered?: boolean;
}

export function createLogger({ name, level, format = 'json', buffered = false }: LoggerOptions) {
  const options = {
    name,
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
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
  if (buffered) return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  return pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
