// The wiki's first articles, from the Markdown folder.
import { existsSync } from 'node:fs';
import { isUniqueViolation } from '../../db';
import type { Logger } from '../../logger';
import { type ContentStore } from '../content';
import { type WikiFiles } from './files';

/**
 * Fills an empty wiki from the Markdown folder (first start; decision 022). All articles are
 * written in one transaction, so a start that fails halfway leaves it empty and the next start
 * tries again; of two processes starting together, one imports and the other finds it taken.
 */
export async function seedWiki(store: ContentStore, files: WikiFiles, dir: string, logger: Logger) {
  if ((await store.count()) > 0) return;
  if (!existsSync(dir)) {
    logger.warn(`Wiki-Ordner ${dir} nicht gefunden: das Wiki bleibt leer.`);
    return;
  }
  const started = Date.now();
  try {
    const result = await files.importFolder(dir);
    logger.info(
      `Wiki importiert: ${result.created} Artikel, ${result.images} Bilder (${Date.now() - started} ms)`,
    );
  } catch (error) {
    if (isUniqueViolation(error) && (await store.count()) > 0) return;
    throw error;
  }
}
