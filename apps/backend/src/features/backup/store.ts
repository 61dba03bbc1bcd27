// The backups' schedule and runs in the database (tables backup_schedule and backup_runs,
// migration 2026_11_024): apart from the settings, which reach signed-in users.
import type { BackupRun, BackupSchedule } from '@frischkontor/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';

/** The schedule before an admin saved one: off, the newest 14 kept, into BACKUP_DIR. */
export function defaultSchedule(config: Config): BackupSchedule {
  return {
    mode: 'off',
    time: '03:00',
    hours: 24,
    keep: 14,
    target: 'folder',
    folder: config.backupDir,
    bucket: config.s3?.bucket ?? '',
    prefix: 'sicherungen/',
    updated_at: null,
  };
}

export async function readSchedule(db: Kysely<DB>, config: Config): Promise<BackupSchedule> {
  const row = await db
    .selectFrom('backup_schedule')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  const defaults = defaultSchedule(config);
  if (!row) return defaults;
  return {
    mode: row.mode as BackupSchedule['mode'],
    time: row.time,
    hours: row.hours,
    keep: row.keep,
    target: row.target as BackupSchedule['target'],
    folder: row.folder ?? defaults.folder,
    bucket: row.bucket ?? defaults.bucket,
    prefix: row.prefix ?? '',
    updated_at: row.updated_at,
  };
}

export async function saveSchedule(
  db: Kysely<DB>,
  schedule: Omit<BackupSchedule, 'updated_at'>,
  userId: number | null,
): Promise<void> {
  const values = {
    mode: schedule.mode,
    time: schedule.time,
    hours: schedule.hours,
    keep: schedule.keep,
    target: schedule.target,
    folder: schedule.folder,
    bucket: schedule.bucket || null,
    prefix: schedule.prefix,
    updated_at: nowIso(),
    updated_by: userId,
  };
  await db
    .insertInto('backup_schedule')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** A run still `running` after this long was cut off (its process ended): it counts as failed. */
const STALE_MS = 6 * 60 * 60 * 1000;

function runOf(row: Selectable<DB['backup_runs']>): BackupRun {
  return {
    id: row.id,
    trigger: row.trigger as BackupRun['trigger'],
    status: row.status as BackupRun['status'],
    started_at: row.started_at,
    finished_at: row.finished_at,
    location: row.location,
    file: row.file,
    bytes: row.bytes == null ? null : Number(row.bytes),
    error: row.error,
  };
}

/** Marks runs cut off by a stopped process (running for longer than six hours) as failed. */
export async function expireStaleRuns(db: Kysely<DB>, now = new Date()): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({
      status: 'failed',
      finished_at: nowIso(now),
      error: 'Abgebrochen: Der Server wurde während der Sicherung beendet.',
    })
    .where('status', '=', 'running')
    .where('started_at', '<', nowIso(new Date(now.getTime() - STALE_MS)))
    .execute();
}

/**
 * Records a new run as `running`; null when one is running already, in any process (the unique
 * index on running rows refuses a second).
 */
export async function startRun(
  db: Kysely<DB>,
  run: { trigger: BackupRun['trigger']; location: string; startedBy: number | null },
  now = new Date(),
): Promise<number | null> {
  await expireStaleRuns(db, now);
  try {
    const row = await db
      .insertInto('backup_runs')
      .values({
        trigger: run.trigger,
        status: 'running',
        started_at: nowIso(now),
        location: run.location,
        started_by: run.startedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    // PostgreSQL's unique violation, SQLite's constraint: a run is in progress.
    if (code === '23505' || code.startsWith('SQLITE_CONSTRAINT')) return null;
    throw error;
  }
}

export async function finishRun(
  db: Kysely<DB>,
  id: number,
  outcome: {
    status: 'succeeded' | 'failed';
    file?: string | null;
    bytes?: number | null;
    error?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({
      status: outcome.status,
      finished_at: nowIso(),
      file: outcome.file ?? null,
      bytes: outcome.bytes ?? null,
      error: outcome.error?.slice(0, 2000) ?? null,
    })
    .where('id', '=', id)
    .execute();
}

export async function lastRun(db: Kysely<DB>): Promise<BackupRun | null> {
  const row = await db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? runOf(row) : null;
}

/** When the schedule last started a run; null before its first. */
export async function lastScheduledStart(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('backup_runs')
    .select('started_at')
    .where('trigger', '=', 'schedule')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.started_at ?? null;
}
