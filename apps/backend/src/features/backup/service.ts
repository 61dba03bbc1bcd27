// Scheduled backups (decision 050): the schedule's rounds under a lease (decision 048, one
// process of all runs each), a run by hand, the retention after each successful archive, and a
// failure told to every admin by mail and in the audit log.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackupOverview, BackupRun, BackupSchedule } from '@frischkontor/contract';
import type { Database } from '../../db';
import type { Leases } from '../../db/leases';
import { frontendUrl, type AppContext } from '../../context';
import { audit, type AuditActor } from '../audit';
import { holdersOf } from '../content';
import { backupFailedMail, enqueueMail } from '../mail';
import type { Storage } from '../media';
import type { Settings } from '../settings';
import { BackupError } from './archive';
import { backupName, createBackup } from './backup';
import { storedMedia } from './cli';
import { allowedFolders, S3_MISSING } from './policy';
import {
  expireStaleRuns,
  finishRun,
  lastRun,
  lastScheduledStart,
  readSchedule,
  startRun,
} from './store';
import { folderTarget, s3Target, type ArchiveTarget } from './targets';
import { nextRunAfter } from './timing';

/** Who acts when the schedule runs or deletes: nobody signed in. */
export const SCHEDULE_ACTOR: AuditActor = {
  id: null,
  label: 'Zeitplan der Sicherung (automatisch)',
  ip: null,
  userAgent: null,
};

export interface BackupDeps {
  ctx: AppContext;
  database: Database;
  storage: Storage;
  settings: Settings;
  leases: Leases;
  nudgeMail: () => void;
}

/** A failure in words an admin can act on. */
function reasonOf(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOSPC') return 'Auf dem Datenträger des Ziels ist kein Platz mehr.';
  if (code === 'EACCES' || code === 'EPERM')
    return `Der Server darf in das Ziel nicht schreiben (fehlende Rechte): ${message}`;
  if (code === 'EROFS') return 'Das Ziel ist schreibgeschützt.';
  const name = (error as { name?: unknown }).name;
  if ((error as { $metadata?: unknown }).$metadata)
    return `S3 hat die Anfrage abgelehnt (${String(name)}): ${message}`;
  return `Unerwarteter Fehler: ${message}`.slice(0, 1000);
}

export function createBackups(deps: BackupDeps) {
  const { ctx, database, storage, settings, leases, nudgeMail } = deps;
  const { db, config, logger } = ctx;
  const installation = { database, media: storedMedia(storage) };
  /** The run in progress in this process (tests wait for it). */
  let current: Promise<void> = Promise.resolve();

  /** The schedule's target; throws a BackupError when S3 is chosen and not configured. */
  function targetOf(schedule: BackupSchedule): ArchiveTarget {
    if (schedule.target === 'folder') return folderTarget(schedule.folder);
    if (!config.s3) throw new BackupError(S3_MISSING);
    return s3Target(config.s3, schedule.bucket, schedule.prefix);
  }

  /** The archives of the schedule's target, newest first (the target closed again). */
  async function archivesOf(schedule: BackupSchedule) {
    const target = targetOf(schedule);
    try {
      return await target.list();
    } finally {
      target.close();
    }
  }

  const locationOf = (schedule: BackupSchedule) =>
    schedule.target === 'folder' ? schedule.folder : `s3://${schedule.bucket}/${schedule.prefix}`;

  async function failed(
    run: number,
    trigger: BackupRun['trigger'],
    location: string,
    error: unknown,
  ) {
    const reason = reasonOf(error);
    logger.error({ err: error, location }, 'Sicherung fehlgeschlagen');
    const admins = await holdersOf(ctx, []);
    const company = await settings.companyName();
    const url = frontendUrl(config, '/einstellungen/sicherung');
    await db.transaction().execute(async (trx) => {
      await finishRun(trx, run, { status: 'failed', error: reason });
      await audit(
        trx,
        SCHEDULE_ACTOR,
        'backup.failed',
        { type: 'backup', label: location },
        {
          trigger,
          reason,
        },
      );
      const content = backupFailedMail({
        when: new Date(),
        scheduled: trigger === 'schedule',
        location,
        reason,
        url,
        company,
      });
      for (const admin of admins)
        await enqueueMail(trx, { purpose: 'backup.failed', to: admin.email, content });
    });
    nudgeMail();
  }

  /** Keeps the newest `keep` archives of the target; deletes the rest (each in the audit log). */
  async function prune(target: ArchiveTarget, keep: number) {
    const archives = await target.list();
    for (const archive of archives.slice(keep)) {
      await target.remove(archive.name);
      await audit(
        db,
        SCHEDULE_ACTOR,
        'backup.deleted',
        {
          type: 'backup',
          id: archive.name,
          label: target.location,
        },
        { retention: keep },
      );
    }
  }

  /** The archive's name by the time, a second later when one of that second exists already. */
  async function freshName(target: ArchiveTarget): Promise<string> {
    const taken = new Set((await target.list()).map((a) => a.name));
    let name = backupName(new Date());
    while (taken.has(name)) {
      await sleep(1000 - (Date.now() % 1000));
      name = backupName(new Date());
    }
    return name;
  }

  /** Writes one archive for the run `run`; never throws (a failure is recorded and told). */
  async function execute(run: number, trigger: BackupRun['trigger'], schedule: BackupSchedule) {
    const location = locationOf(schedule);
    let target: ArchiveTarget | null = null;
    try {
      target = targetOf(schedule);
      const started = Date.now();
      const name = await freshName(target);
      const bytes = await target.store(
        name,
        async (file) => (await createBackup(installation, file)).bytes,
      );
      await finishRun(db, run, { status: 'succeeded', file: name, bytes });
      logger.info(
        { location, file: name, bytes, ms: Date.now() - started },
        'Sicherung geschrieben',
      );
    } catch (error) {
      await failed(run, trigger, location, error).catch((e: unknown) =>
        logger.error({ err: e }, 'Fehlschlag der Sicherung nicht gespeichert'),
      );
      target?.close();
      return;
    }
    // The archive is whole: older ones go. A failure here leaves one archive too many, no gap.
    await prune(target, schedule.keep).catch((error: unknown) =>
      logger.warn({ err: error, location }, 'Alte Sicherungen nicht gelöscht'),
    );
    target.close();
  }

  async function runScheduledRound(now: Date): Promise<boolean> {
    const schedule = await readSchedule(db, config);
    const last = await lastScheduledStart(db);
    const since = [last, schedule.updated_at].filter(Boolean).sort().at(-1);
    const next = since ? nextRunAfter(schedule, new Date(since)) : null;
    if (!next || next > now) return false;
    const run = await startRun(
      db,
      { trigger: 'schedule', location: locationOf(schedule), startedBy: null },
      now,
    );
    if (run === null) return false;
    await execute(run, 'schedule', schedule);
    return true;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    /** One tick of the schedule: runs a due backup, in the one process holding the lease. */
    async tick(now = new Date(), intervalMs = 60_000): Promise<boolean> {
      let ran = false;
      await leases.runExclusive('backup.schedule', intervalMs, async () => {
        ran = await runScheduledRound(now);
      });
      return ran;
    },
    start(intervalMs = 60_000) {
      const tick = () => {
        this.tick(new Date(), intervalMs).catch((error: unknown) =>
          logger.warn({ err: error }, 'Zeitplan der Sicherung nicht geprüft'),
        );
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    /** A backup now, in the background; null when one is running already. */
    async runNow(actor: AuditActor): Promise<BackupRun | null> {
      const schedule = await readSchedule(db, config);
      const location = locationOf(schedule);
      const run = await startRun(db, { trigger: 'manual', location, startedBy: actor.id });
      if (run === null) return null;
      await audit(db, actor, 'backup.started', { type: 'backup', label: location });
      current = execute(run, 'manual', schedule);
      return (await lastRun(db))!;
    },
    /** Settles once this process's run by hand has ended. */
    idle: () => current,
    /** The configured target, for downloads and deletions; closed by the caller. */
    async target(): Promise<ArchiveTarget> {
      return targetOf(await readSchedule(db, config));
    },
    async overview(): Promise<BackupOverview> {
      const schedule = await readSchedule(db, config);
      let archives: BackupOverview['archives'] = [];
      let archivesError: string | null = null;
      try {
        archives = await archivesOf(schedule);
      } catch (error) {
        archivesError = `Die Sicherungen im Ziel lassen sich nicht auflisten: ${reasonOf(error)}`;
      }
      await expireStaleRuns(db);
      const last = await lastRun(db);
      const since = [await lastScheduledStart(db), schedule.updated_at]
        .filter(Boolean)
        .sort()
        .at(-1);
      const next = since ? nextRunAfter(schedule, new Date(since)) : null;
      return {
        schedule,
        environment: {
          default_folder: config.backupDir,
          allowed_folders: allowedFolders(config),
          s3: config.s3 ? { bucket: config.s3.bucket, endpoint: config.s3.endpoint } : null,
        },
        archives,
        archives_error: archivesError,
        last_run: last,
        running: last?.status === 'running',
        next_run: next ? next.toISOString() : null,
      };
    },
    /**
     * When the newest archive of the configured target was written (the metric); null when there
     * is none or the target cannot be read (the alert then says „no backup“).
     */
    async newest(): Promise<Date | null> {
      try {
        const times = (await archivesOf(await readSchedule(db, config))).map((a) =>
          Date.parse(a.created_at),
        );
        return times.length ? new Date(Math.max(...times)) : null;
      } catch (error) {
        logger.warn({ err: error }, 'Neueste Sicherung nicht lesbar');
        return null;
      }
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
