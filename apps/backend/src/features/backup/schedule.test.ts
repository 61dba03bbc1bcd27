// Scheduled backups in the administration (decision 050): the schedule's checks, one archive per
// due round across two processes sharing a database (the lease), the retention, a failure told to
// every admin by mail and in the audit log, downloads for admins only, and an S3 bucket as target.
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DIALECTS, startServer, type Client, type TestServer } from '../../../test/harness';
import { withS3 } from '../../../test/s3';

const s3 = withS3();
const HOUR = 3_600_000;

const archivesIn = (dir: string) =>
  readdirSync(dir)
    .filter((n) => /^sicherung-.*\.tar\.gz$/.test(n))
    .sort();

/** Backs the schedule's last change up by `ms`, as if it was saved that long ago. */
async function savedAgo(server: TestServer, ms: number) {
  await server.backend.ctx.db
    .updateTable('backup_schedule')
    .set({ updated_at: new Date(Date.now() - ms).toISOString() })
    .execute();
}

async function auditActions(server: TestServer, prefix = 'backup.') {
  const rows = await server.backend.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'details', 'target_id'])
    .where('action', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
  return rows;
}

describe.each(DIALECTS)('scheduled backups (%s)', (dialect) => {
  let server: TestServer;
  let second: TestServer;
  let admin: Client;
  const dir = mkdtempSync(join(tmpdir(), 'backup-schedule-'));
  const backupDir = join(dir, 'sicherungen');
  const env = { BACKUP_DIR: backupDir, BACKUP_ALLOWED_DIRS: join(dir, 'nas') };

  beforeAll(async () => {
    server = await startServer(dialect, { env, backupSchedule: false, mail: { start: false } });
    // A second process on the same database, as behind a load balancer.
    second = await startServer(dialect, {
      env,
      database: server.database,
      backupSchedule: false,
      mail: { start: false },
    });
    admin = await as(server, 'admin@example.com');
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await server?.stop();
  });

  it('refuses a bad schedule with German messages per field, never a 500', async () => {
    const bad = await admin.put('/api/admin/backups/schedule', {
      mode: 'wöchentlich',
      time: '25:00',
      hours: 0,
      keep: 'viele',
      target: 'folder',
      folder: '/etc',
    });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.errors.mode[0]).toMatch(/Zeitplan/);
    expect(bad.body.errors.time[0]).toBe('Bitte eine Uhrzeit wie 03:00 angeben.');
    expect(bad.body.errors.hours[0]).toBe('Bitte eine ganze Zahl von 1 bis 168 angeben.');
    expect(bad.body.errors.keep[0]).toBe('Bitte eine ganze Zahl von 1 bis 365 angeben.');

    const outside = await admin.put('/api/admin/backups/schedule', {
      mode: 'daily',
      keep: 7,
      target: 'folder',
      folder: `${backupDir}/../../etc`,
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors.folder[0]).toMatch(/^Dieser Ordner ist nicht erlaubt\./);
    const relative = await admin.put('/api/admin/backups/schedule', {
      mode: 'daily',
      keep: 7,
      target: 'folder',
      folder: 'sicherungen',
    });
    expect(relative.body.errors.folder[0]).toMatch(/absoluten Pfad/);
    // S3 without its configuration in the environment.
    const noS3 = await admin.put('/api/admin/backups/schedule', {
      mode: 'daily',
      keep: 7,
      target: 's3',
      prefix: 'nacht',
    });
    expect(noS3.status).toBe(422);
    expect(noS3.body.errors.target[0]).toMatch(/^S3 ist auf diesem Server nicht eingerichtet/);
    for (const body of [null, [], 'text', { mode: {}, keep: { a: 1 }, target: 1 }]) {
      const odd = await admin.request('PUT', '/api/admin/backups/schedule', { json: body });
      expect([400, 422], JSON.stringify(body)).toContain(odd.status);
    }

    // A folder below BACKUP_ALLOWED_DIRS is fine; saving is in the audit log.
    const saved = await admin.put('/api/admin/backups/schedule', {
      mode: 'daily',
      time: '02:30',
      keep: '5',
      target: 'folder',
      folder: join(dir, 'nas', 'frischkontor'),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.schedule).toMatchObject({
      mode: 'daily',
      time: '02:30',
      keep: 5,
      folder: join(dir, 'nas', 'frischkontor'),
    });
    expect(saved.body.data.next_run).toMatch(/Z$/);
    const [entry] = (await auditActions(server)).filter(
      (e) => e.action === 'backup.schedule_changed',
    );
    expect(JSON.parse(entry!.details).keys).toEqual(
      expect.arrayContaining(['mode', 'time', 'keep', 'folder']),
    );
  });

  it('runs a due schedule exactly once across two processes, then not again until due', async () => {
    const saved = await admin.put('/api/admin/backups/schedule', {
      mode: 'hours',
      hours: 6,
      keep: 10,
      target: 'folder',
      folder: backupDir,
    });
    expect(saved.status, saved.text).toBe(200);
    const now = new Date();
    // Not due yet: saved just now.
    expect(await server.backend.backups.tick(now)).toBe(false);
    await savedAgo(server, 7 * HOUR);
    const ran = await Promise.all([
      server.backend.backups.tick(now),
      second.backend.backups.tick(now),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(archivesIn(backupDir)).toHaveLength(1);
    const runs = await server.backend.ctx.db.selectFrom('backup_runs').selectAll().execute();
    expect(runs).toMatchObject([{ trigger: 'schedule', status: 'succeeded' }]);
    expect(Number(runs[0]!.bytes)).toBe(statSync(join(backupDir, runs[0]!.file!)).size);
    // The next round is six hours after this one, whichever process ticks.
    const later = new Date(now.getTime() + 5 * HOUR);
    expect(await second.backend.backups.tick(later, 1)).toBe(false);

    // The metric follows the target's newest archive.
    const metrics = await fetch(`${server.url}/metrics`).then((r) => r.text());
    const age = Number(/^backend_backup_age_seconds (\S+)$/m.exec(metrics)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(120);
  });

  it('keeps the newest archives after a successful one and deletes the oldest', async () => {
    await admin.put('/api/admin/backups/schedule', {
      mode: 'off',
      keep: 2,
      target: 'folder',
      folder: backupDir,
    });
    mkdirSync(backupDir, { recursive: true });
    for (const old of ['sicherung-2020-01-01-030000.tar.gz', 'sicherung-2020-01-02-030000.tar.gz'])
      writeFileSync(join(backupDir, old), 'alt');
    const before = archivesIn(backupDir);
    expect(before).toHaveLength(3);

    const started = await admin.post('/api/admin/backups/runs');
    expect(started.status, started.text).toBe(202);
    expect(started.body.data).toMatchObject({ trigger: 'manual', status: 'running' });
    await server.backend.backups.idle();
    const after = archivesIn(backupDir);
    expect(after).toHaveLength(2);
    expect(after).not.toContain('sicherung-2020-01-01-030000.tar.gz');
    expect(after).not.toContain('sicherung-2020-01-02-030000.tar.gz');
    expect(after).toContain(before.at(-1));

    const overview = await admin.get('/api/admin/backups');
    expect(overview.body.data.last_run).toMatchObject({ status: 'succeeded', trigger: 'manual' });
    expect(overview.body.data.archives.map((a: { name: string }) => a.name)).toEqual(
      [...after].reverse(),
    );
    const deleted = (await auditActions(server)).filter((e) => e.action === 'backup.deleted');
    expect(deleted.map((e) => e.target_id)).toEqual([
      'sicherung-2020-01-02-030000.tar.gz',
      'sicherung-2020-01-01-030000.tar.gz',
    ]);
    expect((await auditActions(server)).map((e) => e.action)).toContain('backup.started');
  });

  it('refuses a second run while one is running, and counts one cut off as failed', async () => {
    const { db } = server.backend.ctx;
    await db
      .insertInto('backup_runs')
      .values({
        trigger: 'schedule',
        status: 'running',
        started_at: new Date().toISOString(),
        location: backupDir,
      })
      .execute();
    const refused = await admin.post('/api/admin/backups/runs');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Es läuft bereits eine Sicherung. Bitte warten Sie, bis sie fertig ist.',
    );
    expect((await admin.get('/api/admin/backups')).body.data.running).toBe(true);
    // A run its process never finished counts as cut off after six hours.
    await db
      .updateTable('backup_runs')
      .set({ started_at: new Date(Date.now() - 7 * HOUR).toISOString() })
      .where('status', '=', 'running')
      .execute();
    const { data } = (await admin.get('/api/admin/backups')).body;
    expect(data.running).toBe(false);
    expect(data.last_run).toMatchObject({
      status: 'failed',
      error: 'Abgebrochen: Der Server wurde während der Sicherung beendet.',
    });
  });

  it('tells every admin of a failure by mail and records it in the audit log', async () => {
    // The target is below a file: no folder can be made there.
    mkdirSync(join(dir, 'nas'), { recursive: true });
    writeFileSync(join(dir, 'nas', 'datei'), 'kein Ordner');
    const saved = await admin.put('/api/admin/backups/schedule', {
      mode: 'off',
      keep: 3,
      target: 'folder',
      folder: join(dir, 'nas', 'datei', 'sicherungen'),
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await admin.post('/api/admin/backups/runs')).status).toBe(202);
    await server.backend.backups.idle();

    const overview = (await admin.get('/api/admin/backups')).body.data;
    expect(overview.last_run).toMatchObject({ status: 'failed', trigger: 'manual' });
    expect(overview.last_run.error).toMatch(/^Unerwarteter Fehler: ENOTDIR/);
    const mails = await server.backend.ctx.db
      .selectFrom('mail_queue')
      .select(['recipient', 'subject', 'text'])
      .where('purpose', '=', 'backup.failed')
      .execute();
    expect(mails.map((m) => m.recipient)).toContain('admin@example.com');
    expect(mails[0]!.subject).toBe('Sicherung fehlgeschlagen');
    expect(mails[0]!.text).toContain('von Hand gestartete Sicherung vom');
    expect(mails[0]!.text).toContain(join(dir, 'nas', 'datei', 'sicherungen'));
    expect(mails[0]!.text).toContain('/konto/einstellungen/sicherung');
    const failed = (await auditActions(server)).filter((e) => e.action === 'backup.failed');
    expect(failed).toHaveLength(1);
    expect(JSON.parse(failed[0]!.details).reason).toMatch(/ENOTDIR/);
  });

  it('lets admins alone download and delete an archive', async () => {
    await admin.put('/api/admin/backups/schedule', {
      mode: 'off',
      keep: 3,
      target: 'folder',
      folder: backupDir,
    });
    const [name] = archivesIn(backupDir).slice(-1);
    const path = `/api/admin/backups/archives/${name}`;
    const staff = await as(server, 'personal@example.com');
    expect((await staff.get(path)).status).toBe(403);
    expect((await staff.get('/api/admin/backups')).status).toBe(403);
    expect((await (await as(server, null)).get(path)).status).toBe(401);
    expect((await staff.delete(path)).status).toBe(403);

    const download = await admin.get(path, { accept: null });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(Number(download.headers.get('content-length'))).toBe(
      statSync(join(backupDir, name!)).size,
    );
    expect(download.headers.get('content-disposition')).toContain(`filename="${name}"`);
    expect((await admin.get('/api/admin/backups/archives/..%2F..%2Fetc%2Fpasswd')).status).toBe(
      404,
    );
    expect(
      (await admin.get('/api/admin/backups/archives/sicherung-1999-01-01-000000.tar.gz')).status,
    ).toBe(404);

    expect((await admin.delete(path)).status).toBe(204);
    expect(archivesIn(backupDir)).not.toContain(name);
    expect((await admin.delete(path)).status).toBe(404);
    const actions = (await auditActions(server)).map((e) => e.action);
    expect(actions).toContain('backup.downloaded');
    expect(actions.at(-1)).toBe('backup.deleted');
  });
});

describe('scheduled backups into an S3 bucket', () => {
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    const { env } = await s3.bucket();
    server = await startServer('sqlite', { env, backupSchedule: false, mail: { start: false } });
    admin = await as(server, 'admin@example.com');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('writes, lists, downloads, keeps and reports archives under the prefix', async () => {
    const saved = await admin.put('/api/admin/backups/schedule', {
      mode: 'daily',
      time: '03:00',
      keep: 1,
      target: 's3',
      prefix: 'frischkontor/nacht',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.schedule).toMatchObject({ target: 's3', prefix: 'frischkontor/nacht/' });
    expect(saved.body.data.archives).toEqual([]);

    expect((await admin.post('/api/admin/backups/runs')).status).toBe(202);
    await server.backend.backups.idle();
    const { data } = (await admin.get('/api/admin/backups')).body;
    expect(data.last_run).toMatchObject({ status: 'succeeded' });
    expect(data.last_run.location).toMatch(/^s3:\/\/media-[0-9a-f]+\/frischkontor\/nacht\/$/);
    expect(data.archives).toHaveLength(1);
    const [archive] = data.archives;
    expect(archive.bytes).toBe(data.last_run.bytes);

    const download = await admin.get(`/api/admin/backups/archives/${archive.name}`, {
      accept: null,
    });
    expect(download.status).toBe(200);
    expect(Number(download.headers.get('content-length'))).toBe(archive.bytes);
    expect(await server.backend.backups.newest()).toBeInstanceOf(Date);

    // keep 1: a second archive replaces the first.
    await admin.post('/api/admin/backups/runs');
    await server.backend.backups.idle();
    const names = (await admin.get('/api/admin/backups')).body.data.archives.map(
      (a: { name: string }) => a.name,
    );
    expect(names).toHaveLength(1);
    expect(names[0]).not.toBe(archive.name);
  });
});
