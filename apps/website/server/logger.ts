import pino from 'pino';
import pretty from 'pino-pretty';

/** JSON lines by default (for log collectors); LOG_FORMAT=pretty for people at a terminal. */
export function createLogger(level: string, name: string) {
  const options = { name, level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (process.env.LOG_FORMAT === 'pretty') {
    return pino(
      options,
      pretty({ singleLine: true, ignore: 'pid,hostname,name', translateTime: 'HH:MM:ss' }),
    );
  }
  return pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
