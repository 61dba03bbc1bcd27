// Where the administration may put archives (decision 050): a folder only inside BACKUP_DIR or
// one of BACKUP_ALLOWED_DIRS (so the page cannot write anywhere on the server), S3 only when the
// environment configures it (its keys never reach the database or the page).
import { isAbsolute, resolve, sep } from 'node:path';
import type { Config } from '../../config';

/** The folders (with their subfolders) an admin may choose. */
export function allowedFolders(config: Config): string[] {
  return [config.backupDir, ...config.backupAllowedDirs];
}

/** The folder as stored, or a German reason why it is not allowed. */
export function checkFolder(
  config: Config,
  folder: string,
): { folder: string } | { error: string } {
  if (!isAbsolute(folder))
    return { error: 'Bitte einen absoluten Pfad angeben, beginnend mit „/“.' };
  const resolved = resolve(folder);
  const inside = allowedFolders(config).some(
    (root) => resolved === root || resolved.startsWith(root.endsWith(sep) ? root : root + sep),
  );
  if (!inside)
    return {
      error: `Dieser Ordner ist nicht erlaubt. Erlaubt sind ${allowedFolders(config).join(', ')} und ihre Unterordner; weitere Ordner nennt BACKUP_ALLOWED_DIRS in der Umgebung des Servers.`,
    };
  return { folder: resolved };
}

export const S3_MISSING =
  'S3 ist auf diesem Server nicht eingerichtet: S3_BUCKET (und S3_ENDPOINT, die Zugangsschlüssel) fehlen in der Umgebung. Siehe docs/operations.md, „Media on S3-compatible storage“.';

/** An S3 prefix as stored: empty, or ending in „/“. */
export const normalPrefix = (prefix: string | null) =>
  prefix ? (prefix.endsWith('/') ? prefix : `${prefix}/`) : '';
