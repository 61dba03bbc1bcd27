// `npm run wiki:export -w apps/backend -- <dir>` writes every wiki article as `<slug>.md` with
// front matter and its pictures into `<dir>/images`; `wiki:import` reads such a folder back
// (new slugs created, changed articles get a revision). Same configuration as the server.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createBackend } from './backend';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { ImportError } from './features/wiki';

const USAGE = 'Aufruf: npm run wiki:export|wiki:import -w apps/backend -- <Ordner>';

async function main(): Promise<number> {
  const [command, target] = process.argv.slice(2);
  if ((command !== 'export' && command !== 'import') || !target) {
    console.error(USAGE);
    return 2;
  }
  // npm runs workspace scripts in the workspace; a relative folder means where npm was called.
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const logger = createLogger(config.logLevel, config.logFormat);
  const backend = await createBackend(config, logger, { seedWiki: false, mail: { start: false } });
  try {
    if (command === 'export') {
      mkdirSync(dir, { recursive: true });
      const result = await backend.wikiFiles.exportFolder(dir);
      process.stdout.write(
        `${result.articles} Artikel und ${result.images} Bilder nach ${dir} geschrieben.`,
      );
    } else {
      const result = await backend.wikiFiles.importFolder(dir);
      process.stdout.write(
        `Import aus ${dir}: ${result.created} neu, ${result.updated} geändert, ${result.unchanged} unverändert, ${result.images} neue Bilder.\n`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await backend.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
