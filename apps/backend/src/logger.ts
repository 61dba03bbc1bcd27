import pino from 'pino';
import pretty from 'pino-pretty';

/** JSON lines by default (for log collectors); LOG_FORMAT=pretty for people at a terminal. */
export function createLogger(level: string, format: string | null = null) {
  const options = {
    name: 'backend',
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
  if (format === 'pretty') {
    return pino(
      options,
      pretty({ singleLine: true, ignore: 'pid,hostname,name', translateTime: 'HH:MM:ss' }),
    );
  }
  // Buffered writes: a log line must not cost a request a synchronous write.
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}

export type Logger = ReturnType<typeof createLogger>;
