// The commands an IT department runs (`npm run backup`, `wiki:export`, …): each answers German
// lines and an exit code; `runAsCommand` runs one as the process.
import { ConfigError } from './config';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export type Command = (
  argv: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput,
) => Promise<number>;

/** Runs `command` with the process's arguments and environment, then exits with its code. */
export function runAsCommand(command: Command): void {
  command(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
