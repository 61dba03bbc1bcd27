// Backup and restore (issue 31, item 1): a used installation backed up while it runs, restored
// into an empty one on the other database (SQLite ↔ PostgreSQL when TEST_DATABASE_URL is set),
// every table row and every file byte compared, and the restored installation serves them.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestDatabase,
  DIALECTS,
  startServer,
  TEST_APP_KEY,
  testEnv,
  type TestDatabase,
  type TestDialect,
  type TestServer,
} from '../../../test/harness';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db';
import { createStorage } from '../media';
import { runBackupCommand, storedMedia } from './cli';
import { rowsOf, tablesOf, type AnyKysely } from './database';
import { createBackup, newestBackup, restoreBackup, type Installation } from './backup';

function installationOf(database: TestDatabase): Installation & { database: Database } {
  const config = loadConfig(testEnv(database));
  return {
    database: openDatabase(config.database),
    media: storedMedia(createStorage(config)),
  };
}

/** Every table's rows and every stored file, as they can be compared. */
async function contentOf(installation: Installation) {
  const db = installation.database.db as AnyKysely;
  const tables: Record<string, unknown[]> = {};
  for (const table of await tablesOf(db, installation.database.dialect))
    tables[table] = await rowsOf(db, table);
  const files: Record<string, string> = {};
  for (const row of tables.media_items as {
    storage_key: string | null;
    thumbnail_key: string | null;
  }[]) {
    if (row.storage_key)
      files[`files/${row.storage_key}`] = (
        await installation.media.read('files', row.storage_key)
      ).toString('base64');
    if (row.thumbnail_key)
      files[`thumbs/${row.thumbnail_key}`] = (
        await installation.media.read('thumbs', row.thumbnail_key)
      ).toString('base64');
  }
  return { tables, files };
}

const other = (dialect: TestDialect): TestDialect =>
  DIALECTS.includes('postgres') ? (dialect === 'sqlite' ? 'postgres' : 'sqlite') : dialect;

describe.each(DIALECTS)('backup from %s', (dialect) => {
  let source: TestServer;
  let source_: Installation;
  const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  const archive = join(dir, 'sicherung.tar.gz');

  beforeAll(async () => {
    // A used installation: the wiki with its pictures, a form sent with a file, accounts.
    source = await startServer(dialect, { seedWiki: true, mail: { start: false } });
    const admin = await as(source, 'admin@example.com');
    const upload = new FormData();
    upload.set('path', 'domain');
    upload.set(
      'file',
      new Blob([Buffer.from('Preisliste 2027: Rinderhüfte 18,90 €/kg\n')]),
      'preisliste.txt',
    );
    const stored = await admin.request('POST', '/api/admin/media/files', { body: upload });
    expect(stored.status, stored.text).toBe(201);
    source_ = installationOf(source.database);
  }, 60_000);

  afterAll(async () => {
    await source_?.database.close();
    await source?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`restores into an empty ${other(dialect)} installation: every row and every file byte`, async () => {
    const { manifest, bytes } = await createBackup(source_, archive);
    expect(bytes).toBeGreaterThan(1000);
    expect(manifest.tables.users!.rows).toBeGreaterThan(3);
    expect(manifest.tables.wiki_articles!.rows).toBeGreaterThan(50);
    expect(manifest.tables.sessions).toBeUndefined();
    expect(manifest.media.length).toBeGreaterThan(2);
    // No secrets: the archive holds no APP_KEY and no session.
    expect(readFileSync(archive).includes(TEST_APP_KEY)).toBe(false);

    const empty = await createTestDatabase(other(dialect));
    const target = installationOf(empty);
    try {
      await restoreBackup(target, archive);
      expect(await contentOf(target)).toEqual(await contentOf(source_));
    } finally {
      await target.database.close();
    }
    // The restored installation serves what it holds, to people who sign in as before.
    const restored = await startServer(other(dialect), { database: empty, mail: { start: false } });
    try {
      const admin = await as(restored, 'admin@example.com');
      const listed = await admin.get('/api/wiki/articles');
      expect(listed.status).toBe(200);
      expect(listed.body.data.length).toBe(manifest.tables.wiki_articles!.rows);
      // A new entry continues after the restored ids.
      const created = await admin.post('/api/wiki/articles', {
        title: 'Nach der Wiederherstellung',
        category: 'Allgemeines',
        body: 'Text',
      });
      expect(created.status, created.text).toBe(201);
    } finally {
      await restored.stop();
    }
  });

  it('refuses an installation with content, a damaged and a foreign archive, and changes nothing', async () => {
    if (!existsSync(archive)) await createBackup(source_, archive);
    const before = await contentOf(source_);
    await expect(restoreBackup(source_, archive)).rejects.toThrow(
      'Diese Installation enthält schon Daten.',
    );

    // One table's rows changed after the backup was written: its checksum says so.
    const unpacked = mkdtempSync(join(dir, 'unpacked-'));
    await tar.extract({ file: archive, cwd: unpacked });
    const users = join(unpacked, 'db', 'users.jsonl');
    writeFileSync(users, readFileSync(users, 'utf8').replace('admin@example.com', 'x@example.com'));
    const tampered = join(dir, 'verändert.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, [
      'manifest.json',
      'db',
      'media',
    ]);
    await expect(restoreBackup(source_, tampered, { force: true })).rejects.toThrow(
      'Die Sicherung ist beschädigt: db/users fehlt oder stimmt nicht mit der Prüfsumme überein.',
    );

    // Bytes lost in the middle of the file, and a file that is no backup at all.
    const broken = join(dir, 'kaputt.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const foreign = join(dir, 'fremd.tar.gz');
    writeFileSync(foreign, 'Preisliste 2027');
    for (const file of [broken, foreign])
      await expect(restoreBackup(source_, file, { force: true })).rejects.toThrow(
        'ist beschädigt oder keine Sicherung dieser Anwendung',
      );
    expect(await contentOf(source_)).toEqual(before);
  });

  it('runs as a command with German answers', async () => {
    const lines: string[] = [];
    const output = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const commandEnv = { ...testEnv(source.database), INIT_CWD: dir };
    expect(await runBackupCommand(['backup', '--out'], commandEnv, output)).toBe(2);
    expect(lines.pop()).toContain('Aufruf: npm run backup');
    expect(
      await runBackupCommand(['backup', '--out', 'per-befehl.tar.gz'], commandEnv, output),
    ).toBe(0);
    expect(lines.pop()).toMatch(
      /^Sicherung geschrieben: .*per-befehl\.tar\.gz \(\d+(,\d)? KB; \d+ Tabellen mit \d+ Zeilen, \d+ Dateien\)\.$/,
    );
    expect(await runBackupCommand(['restore', 'per-befehl.tar.gz'], commandEnv, output)).toBe(1);
    expect(lines.pop()).toContain('Diese Installation enthält schon Daten.');

    // Without --out: a dated archive in BACKUP_DIR, which the metrics report as the newest.
    const folder = join(dir, 'sicherungen');
    expect(await newestBackup(folder)).toBeNull();
    const before = Date.now() - 1000;
    expect(await runBackupCommand(['backup'], { ...commandEnv, BACKUP_DIR: folder }, output)).toBe(
      0,
    );
    expect(lines.pop()).toMatch(/sicherungen\/sicherung-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz/);
    expect((await newestBackup(folder))!.getTime()).toBeGreaterThanOrEqual(before);
  });
});
