// Applications as HR handles them (issue 18, decision 030): status, owner, notes and timeline
// beside the stored submission; the mails on Zusage and Absage come from templates HR edits.
import {
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_STATUS_LABELS,
  FINAL_APPLICATION_STATUSES,
  PERMISSIONS,
  type ApplicationMailTemplateKey,
  type ApplicationStatus,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { nowIso } from '../../db';
import type { ApplicationRow, DB } from '../../db/schema';
import type { Keys } from '../../security/keys';
import { frontendUrl } from '../../context';

export const DEFAULT_MAIL_TEMPLATES: Record<
  ApplicationMailTemplateKey,
  { subject: string; body: string }
> = {
  zusage: {
    subject: 'Ihre Bewerbung als {stelle}: Zusage',
    body: 'wir freuen uns, Ihnen mitteilen zu können, dass wir Sie gern als {stelle} bei {firma} begrüßen möchten.\n\nIn den nächsten Tagen melden wir uns telefonisch, um die Einzelheiten Ihres Arbeitsvertrags und Ihren ersten Arbeitstag mit Ihnen zu besprechen.',
  },
  absage: {
    subject: 'Ihre Bewerbung als {stelle}',
    body: 'vielen Dank für Ihr Interesse an {firma} und die Zeit, die Sie sich für Ihre Bewerbung als {stelle} genommen haben.\n\nNach sorgfältiger Prüfung haben wir uns für eine andere Bewerbung entschieden. Diese Entscheidung ist keine Bewertung Ihrer Person; wir wünschen Ihnen für Ihren weiteren Weg alles Gute.',
  },
};

/** The day the application and its files are deleted; null while the process runs. */
export function deletionDue(
  row: Pick<ApplicationRow, 'ended_at' | 'talent_pool'>,
  retention: Config['applicationRetention'],
): string | null {
  if (!row.ended_at) return null;
  const due = new Date(row.ended_at);
  due.setUTCMonth(
    due.getUTCMonth() + (row.talent_pool ? retention.talentPoolMonths : retention.months),
  );
  return due.toISOString();
}

/** The signed part of the withdrawal link in the confirmation mail; valid while the application exists. */
export function withdrawSignature(keys: Keys, id: number): string {
  return keys.hmac('signed-url', `application-withdraw:${id}`);
}

export function withdrawUrl(config: Config, keys: Keys, id: number): string {
  const query = new URLSearchParams({ id: String(id), signature: withdrawSignature(keys, id) });
  return frontendUrl(config, `/bewerbung/zurueckziehen?${query}`);
}

const isFinal = (status: string) =>
  (FINAL_APPLICATION_STATUSES as readonly string[]).includes(status);

/** Stored with the submission, in its transaction. */
export async function recordApplication(
  trx: Kysely<DB>,
  p: { id: number; jobSlug: string; jobTitle: string; talentPool: boolean; at: string },
): Promise<void> {
  await trx
    .insertInto('applications')
    .values({
      submission_id: p.id,
      job_slug: p.jobSlug,
      job_title: p.jobTitle,
      talent_pool: p.talentPool ? 1 : 0,
      created_at: p.at,
      updated_at: p.at,
    })
    .execute();
  await trx
    .insertInto('application_events')
    .values({ application_id: p.id, type: 'received', created_at: p.at })
    .execute();
}

/**
 * Moves an application to a status and writes the timeline. A final status starts the
 * retention time; leaving it (a mistake corrected) stops it again.
 */
export async function changeStatus(
  trx: Kysely<DB>,
  row: ApplicationRow,
  status: ApplicationStatus,
  authorId: number | null,
  type: 'status' | 'withdrawn' = 'status',
): Promise<void> {
  const now = nowIso();
  await trx
    .updateTable('applications')
    .set({
      status,
      ended_at: isFinal(status) ? (isFinal(row.status) ? row.ended_at : now) : null,
      updated_at: now,
    })
    .where('submission_id', '=', row.submission_id)
    .execute();
  await trx
    .insertInto('application_events')
    .values({
      application_id: row.submission_id,
      type,
      status,
      text: `${APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? row.status} → ${APPLICATION_STATUS_LABELS[status]}`,
      author_id: authorId,
      created_at: now,
    })
    .execute();
}

export async function mailTemplate(
  db: Kysely<DB>,
  key: ApplicationMailTemplateKey,
): Promise<{ subject: string; body: string; updated_at: string | null }> {
  const row = await db
    .selectFrom('application_mail_templates')
    .select(['subject', 'body', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_MAIL_TEMPLATES[key], updated_at: null };
}

export async function mailTemplates(db: Kysely<DB>) {
  return Promise.all(
    APPLICATION_MAIL_TEMPLATES.map(async (key) => ({ key, ...(await mailTemplate(db, key)) })),
  );
}

/** Who can own an application: holders of the HR permission or full admins, active accounts. */
export async function possibleOwners(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select(['u.id', 'u.firstname', 'u.lastname'])
    .where('rp.permission', 'in', [
      PERMISSIONS.careersApplications,
      PERMISSIONS.admin,
      PERMISSIONS.superAdmin,
    ])
    .where('u.blocked_at', 'is', null)
    .where('u.enabled_at', 'is not', null)
    .distinct()
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .execute();
}
