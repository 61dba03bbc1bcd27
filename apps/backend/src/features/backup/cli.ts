// `npm run backup -- --out <file>` and `npm run restore -- <file> [--force]`: the commands an IT
// department runs (docs/operations.md). Same configuration as the server (DATABASE_URL,
// MEDIA_ROOT or MEDIA_STORAGE=s3); the answer is one German line, the exit code says how it went.
import { formatFileSize } from '@frischkontor/contract';
import { join, resolve } from 'node:path';
import type { CommandOutput } from '../../command';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db';
import { createStorage, readAll, type Storage } from '../media';
import { BackupError } from './archive';
import { backupName, createBackup, restoreBackup, type MediaFiles } from './backup';

export const USAGE = [
  'Aufruf: npm run backup [-- --out <Datei>]   (ohne --out: in BACKUP_DIR)',
  '        npm run restore -- <Datei> [--force]',
].join('\n');

/** The configured media store's files by storage key (disk or S3, decision 049). */
export function storedMedia(storage: Storage): MediaFiles {
  return {
    read: (kind, key) => readAll(storage, kind, key),
    write: (kind, key, data) => storage.write(kind, key, data),
  };
}

/** Runs `backup` or `restore` with its arguments; answers the exit code. */
export async function runBackupCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  { out, err }: CommandOutput,
): Promise<number> {
  const [command, ...args] = argv;
  const force = command === 'restore' && args.includes('--force');
  const rest = args.filter((a) => !(force && a === '--force'));
  const wellFormed =
    command === 'backup'
      ? rest.length === 0 || (rest.length === 2 && rest[0] === '--out')
      : command === 'restore' && rest.length === 1;
  if (!wellFormed) {
    err(USAGE);
    return 2;
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  // npm runs workspace scripts in the workspace; a relative path means where npm was called.
  const given = command === 'backup' ? rest[1] : rest[0];
  const file = given
    ? resolve(env.INIT_CWD ?? process.cwd(), given)
    : join(config.backupDir, backupName(new Date()));
  const database = openDatabase(config.database);
  const storage = createStorage(config);
  const installation = { database, media: storedMedia(storage) };
  try {
    if (command === 'backup') {
      const { bytes, manifest } = await createBackup(installation, file);
      const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
      out(
        `Sicherung geschrieben: ${file} (${formatFileSize(bytes)}; ${Object.keys(manifest.tables).length} Tabellen mit ${rows} Zeilen, ${manifest.media.length} Dateien).`,
      );
    } else {
      const manifest = await restoreBackup(installation, file, { force });
      out(
        `Sicherung vom ${manifest.created_at} zurückgespielt: ${Object.keys(manifest.tables).length} Tabellen, ${manifest.media.length} Dateien.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      err(error.message);
      return 1;
    }
    throw error;
  } finally {
    storage.close();
    await database.close();
  }
}
