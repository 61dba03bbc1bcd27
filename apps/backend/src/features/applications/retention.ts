// Data protection by default (decision 030): an application and its files go a configured
// time after its process ended (default six months, longer with the talent-pool consent).
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { nowIso } from '../../db';
import type { Leases } from '../../db/leases';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';
import { audit } from '../audit';
import type { Library } from '../media';
import { applicationFileIds } from './files';

/** What a deletion leaves behind: no name, address or file name, only what and why. */
export interface ApplicationDeletion {
  applicationId: number;
  jobSlug: string;
  endedAt: string;
  talentPool: boolean;
}

/** Records a deletion in the audit log, in the transaction that deletes. */
export async function recordApplicationDeletion(
  trx: Kysely<DB>,
  deletion: ApplicationDeletion,
): Promise<void> {
  await audit(
    trx,
    { id: null, label: 'Aufbewahrungsfrist (automatisch)', ip: null, userAgent: null },
    'application.deleted',
    { type: 'submission', id: deletion.applicationId },
    { job: deletion.jobSlug, ended_at: deletion.endedAt, talent_pool: deletion.talentPool },
  );
}

function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return nowIso(cutoff);
}

export function createRetention(deps: {
  db: Kysely<DB>;
  library: Library;
  logger: Logger;
  retention: Config['applicationRetention'];
  /** Runs each round in one process only (decision 048). */
  leases: Leases;
}) {
  const { db, library, logger, retention, leases } = deps;

  /** Deletes every application whose time is up; returns how many. */
  async function deleteDue(now = new Date()): Promise<number> {
    const due = await db
      .selectFrom('applications as a')
      .innerJoin('form_submissions as s', 's.id', 'a.submission_id')
      .select([
        'a.submission_id',
        'a.job_slug',
        'a.ended_at',
        'a.talent_pool',
        's.data',
        's.cv_media_id',
      ])
      .where('a.ended_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('a.talent_pool', '=', 0),
            eb('a.ended_at', '<=', monthsBefore(now, retention.months)),
          ]),
          eb.and([
            eb('a.talent_pool', '=', 1),
            eb('a.ended_at', '<=', monthsBefore(now, retention.talentPoolMonths)),
          ]),
        ]),
      )
      .execute();
    for (const row of due) {
      // Files first: a crash in between leaves a record to retry, never a file without one.
      for (const id of applicationFileIds(row)) {
        const file = await library.findById(id);
        if (file) await library.remove(file);
      }
      await db.transaction().execute(async (trx) => {
        const mails = trx
          .selectFrom('mail_queue')
          .select('id')
          .where('submission_id', '=', row.submission_id);
        await trx.deleteFrom('mail_outbox').where('queue_id', 'in', mails).execute();
        await trx.deleteFrom('mail_queue').where('submission_id', '=', row.submission_id).execute();
        await trx
          .deleteFrom('application_events')
          .where('application_id', '=', row.submission_id)
          .execute();
        await trx
          .deleteFrom('applications')
          .where('submission_id', '=', row.submission_id)
          .execute();
        await trx.deleteFrom('form_submissions').where('id', '=', row.submission_id).execute();
        await recordApplicationDeletion(trx, {
          applicationId: row.submission_id,
          jobSlug: row.job_slug,
          endedAt: row.ended_at as string,
          talentPool: row.talent_pool === 1,
        });
      });
    }
    if (due.length) logger.info({ deleted: due.length }, 'Abgelaufene Bewerbungen gelöscht');
    return due.length;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    deleteDue,
    /** Runs now and then every hour, in whichever process holds the round's lease. */
    start(intervalMs = 60 * 60 * 1000) {
      const run = () => {
        leases
          .runExclusive('applications.retention', intervalMs, deleteDue)
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'Löschen abgelaufener Bewerbungen fehlgeschlagen'),
          );
      };
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
