// `npm run wiki:export|wiki:import -w apps/backend -- <dir>` (wiki-command.ts).
import { ConfigError } from './config';
import { runWikiCommand } from './wiki-command';

runWikiCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
