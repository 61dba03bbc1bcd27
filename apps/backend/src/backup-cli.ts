// `npm run backup -- --out <file>` / `npm run restore -- <file> [--force]` (features/backup/cli.ts).
import { ConfigError } from './config';
import { runBackupCommand } from './features/backup';

runBackupCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
