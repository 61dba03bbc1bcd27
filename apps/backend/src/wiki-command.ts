// `npm run wiki:export -w apps/backend -- <dir>` writes every wiki article as `<slug>.md` with
// front matter and its pictures into `<dir>/images`; `wiki:import` reads such a folder back
// (new slugs created, changed articles get a revision). Same configuration as the server.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createBackend } from './backend';
import type { CommandOutput } from './command';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { ImportError } from './features/wiki';

export const WIKI_USAGE = 'Aufruf: npm run wiki:export|wiki:import -w apps/backend -- <Ordner>';

/** Runs `export <dir>` or `import <dir>`; answers the exit code. */
export async function runWikiCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  { out, err }: CommandOutput,
): Promise<number> {
  const [command, target] = argv;
  if ((command !== 'export' && command !== 'import') || !target) {
    err(WIKI_USAGE);
    return 2;
  }
  // npm runs workspace scripts in the workspace; a relative folder means where npm was called.
  const dir = resolve(env.INIT_CWD ?? process.cwd(), target);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  const logger = createLogger(config.logLevel, config.logFormat);
  const backend = await createBackend(config, logger, { seedWiki: false, mail: { start: false } });
  try {
    if (command === 'export') {
      mkdirSync(dir, { recursive: true });
      const result = await backend.wikiFiles.exportFolder(dir);
      out(`${result.articles} Artikel und ${result.images} Bilder nach ${dir} geschrieben.`);
    } else {
      const result = await backend.wikiFiles.importFolder(dir);
      out(
        `Import aus ${dir}: ${result.created} neu, ${result.updated} geändert, ${result.unchanged} unverändert, ${result.images} neue Bilder.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await backend.close();
  }
}
