// Backup and restore of a whole installation (issue 31, item 1; decision 050): the database as
// configured (SQLite or PostgreSQL, read in one snapshot while the system runs) and every media
// file and thumbnail, in one archive with a manifest of versions, counts and checksums. No
// secrets: the configuration (APP_KEY, passwords of services) stays in the environment; what the
// database holds encrypted with APP_KEY (second factors) needs the same APP_KEY after a restore.
// A restore fills an empty installation of either dialect and changes nothing if it cannot.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../db';
import { createMigrator } from '../../db/migrations';
import {
  BackupError,
  fromLines,
  pack,
  sha256,
  toLines,
  unpack,
  writePart,
  FORMAT,
  FORMAT_VERSION,
  type Manifest,
} from './archive';
import {
  hasContent,
  lastMigration,
  readSnapshot,
  replaceRows,
  rowsOf,
  tablesOf,
  type AnyKysely,
  type Row,
} from './database';

export type MediaKind = 'files' | 'thumbs';

/** Where the media files live, as a backup reads and a restore writes them (by storage key). */
export interface MediaFiles {
  read(kind: MediaKind, key: string): Promise<Buffer>;
  write(kind: MediaKind, key: string, data: Buffer): Promise<void>;
}

export interface Installation {
  database: Database;
  media: MediaFiles;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** The media files the database names: files and thumbnails of every media item. */
function mediaOf(rows: Row[]): { kind: MediaKind; key: string }[] {
  const found: { kind: MediaKind; key: string }[] = [];
  for (const row of rows) {
    if (typeof row.storage_key === 'string') found.push({ kind: 'files', key: row.storage_key });
    if (typeof row.thumbnail_key === 'string')
      found.push({ kind: 'thumbs', key: row.thumbnail_key });
  }
  return found;
}

/** SQLite's online backup into a temporary file: a snapshot taken while the system writes. */
async function withSqliteSnapshot<T>(
  database: Database,
  read: (db: AnyKysely) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'backup-sqlite-'));
  try {
    const file = join(dir, 'snapshot.sqlite');
    await database.sqlite!.backup(file);
    const copy = new BetterSqlite3(file, { readonly: true });
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: copy }) });
    try {
      return await read(db as AnyKysely);
    } finally {
      await db.destroy();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An archive's name in the backups' folder: „sicherung-2027-01-12-031500.tar.gz“ (UTC). */
export function backupName(at: Date): string {
  return `sicherung-${at.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '')}.tar.gz`;
}

const ARCHIVE = /^sicherung-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;

/** When the newest archive in the backups' folder was written; null when there is none. */
export async function newestBackup(dir: string): Promise<Date | null> {
  let newest: Date | null = null;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => ARCHIVE.test(n))) {
    const { mtime } = await stat(join(dir, name));
    if (!newest || mtime > newest) newest = mtime;
  }
  return newest;
}

/** The installation's last migration; one that never started has none and nothing to save. */
async function migrationOf(db: AnyKysely): Promise<string> {
  const name = await lastMigration(db).catch(() => '');
  if (!name)
    throw new BackupError(
      'Diese Installation wurde noch nie gestartet: Ihre Datenbank hat keine Tabellen, es gibt nichts zu sichern.',
    );
  return name;
}

/** Writes one archive of the installation to `file` (replaced only once the new one is whole). */
export async function createBackup(
  { database, media }: Installation,
  file: string,
  now = new Date(),
): Promise<BackupResult> {
  const staging = await mkdtemp(join(tmpdir(), 'backup-'));
  try {
    const read = async (db: AnyKysely) => {
      const manifest: Manifest = {
        format: FORMAT,
        version: FORMAT_VERSION,
        created_at: now.toISOString(),
        source: { dialect: database.dialect, migration: await migrationOf(db) },
        tables: {},
        media: [],
      };
      let items: Row[] = [];
      for (const table of await tablesOf(db, database.dialect)) {
        const rows = await rowsOf(db, table);
        if (table === 'media_items') items = rows;
        const text = toLines(rows);
        await writePart(staging, `db/${table}.jsonl`, text);
        manifest.tables[table] = { rows: rows.length, sha256: sha256(text) };
      }
      return { manifest, items };
    };
    const { manifest, items } =
      database.dialect === 'sqlite'
        ? await withSqliteSnapshot(database, read)
        : await readSnapshot(database.db as AnyKysely, 'postgres', read);
    // A stored file never changes under its key (a new upload gets a new one), so the files the
    // snapshot names are read after it.
    for (const { kind, key } of mediaOf(items)) {
      const data = await media.read(kind, key);
      await writePart(staging, `media/${kind}/${key}`, data);
      manifest.media.push({ path: `${kind}/${key}`, size: data.length, sha256: sha256(data) });
    }
    await writePart(staging, 'manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    return { file, bytes: await pack(staging, file), manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Fills the installation from `file`: the schema migrated to the backup's version, every table's
 * rows and every media file written, then migrated to this version. Refuses a damaged or foreign
 * archive, one from a newer version, and (without `force`) an installation that holds content;
 * in each case before changing anything.
 */
export async function restoreBackup(
  { database, media }: Installation,
  file: string,
  { force = false } = {},
): Promise<Manifest> {
  const dir = await mkdtemp(join(tmpdir(), 'restore-'));
  try {
    const manifest = await unpack(file, dir);
    const db = database.db as AnyKysely;
    const migrator = await createMigrator(db, database.dialect);
    const known = (await migrator.getMigrations()).map((m) => m.name);
    if (!known.includes(manifest.source.migration))
      throw new BackupError(
        `Die Sicherung stammt von einer neueren Version (Migration ${manifest.source.migration}). Bitte zuerst die Anwendung aktualisieren.`,
      );
    // Never down: a migration back could drop what is there.
    const current = await lastMigration(db).catch(() => '');
    if (current > manifest.source.migration)
      throw new BackupError(
        `Diese Installation ist schon auf einem neueren Stand (${current}) als die Sicherung (${manifest.source.migration}). Bitte in eine leere Installation derselben Version zurückspielen.`,
      );
    if (current && !force && (await hasContent(db)))
      throw new BackupError(
        'Diese Installation enthält schon Daten. Eine Sicherung wird nur in eine leere Installation zurückgespielt; mit --force werden die vorhandenen Daten ersetzt.',
      );
    const { error } = await migrator.migrateTo(manifest.source.migration);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    const here = new Set(await tablesOf(db, database.dialect));
    const missing = Object.keys(manifest.tables).filter((t) => !here.has(t));
    if (missing.length)
      throw new BackupError(`Die Sicherung enthält unbekannte Tabellen: ${missing.join(', ')}.`);
    const tables = [];
    for (const name of Object.keys(manifest.tables))
      tables.push({
        name,
        rows: fromLines(await readFile(join(dir, 'db', `${name}.jsonl`), 'utf8')),
      });
    for (const { path } of manifest.media) {
      const [kind, key] = path.split('/') as [MediaKind, string];
      await media.write(kind, key, await readFile(join(dir, 'media', path)));
    }
    await replaceRows(db, database.dialect, tables);
    const latest = await migrator.migrateToLatest();
    if (latest.error)
      throw latest.error instanceof Error ? latest.error : new Error(String(latest.error));
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
