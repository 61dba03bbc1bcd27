// Applications as HR handles them (issue 18, decision 030): status, owner, notes and timeline
// beside the stored submission; HR's mails to applicants come from templates HR edits.
import {
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_STATUS_LABELS,
  isStatusMailTemplate,
  FINAL_APPLICATION_STATUSES,
  PERMISSIONS,
  type ApplicationMailTemplate,
  type ApplicationMailTemplateKey,
  type ApplicationStatus,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { nowIso } from '../../db';
import type { ApplicationRow, DB } from '../../db/schema';
import type { Keys } from '../../security/keys';
import { frontendUrl } from '../../context';

/** What HR finds before editing a template; {bewerbung} reads right for unsolicited ones too. */
export const DEFAULT_MAIL_TEMPLATES: Record<
  ApplicationMailTemplateKey,
  { subject: string; body: string }
> = {
  zusage: {
    subject: 'Ihre {bewerbung}: Zusage',
    body: 'wir freuen uns, Ihnen nach Ihrer {bewerbung} mitteilen zu können, dass wir Sie gern bei {firma} begrüßen möchten.\n\nIn den nächsten Tagen melden wir uns telefonisch, um die Einzelheiten Ihres Arbeitsvertrags und Ihren ersten Arbeitstag mit Ihnen zu besprechen.',
  },
  absage: {
    subject: 'Ihre {bewerbung}',
    body: 'vielen Dank für Ihr Interesse an {firma} und die Zeit, die Sie sich für Ihre {bewerbung} genommen haben.\n\nNach sorgfältiger Prüfung haben wir uns für eine andere Bewerbung entschieden. Diese Entscheidung ist keine Bewertung Ihrer Person; wir wünschen Ihnen für Ihren weiteren Weg alles Gute.',
  },
  einladung: {
    subject: 'Einladung zum Vorstellungsgespräch am {datum}',
    body: 'vielen Dank für Ihre {bewerbung}. Wir möchten Sie gern persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch ein:\n\nam {datum} um {uhrzeit} Uhr\nOrt: {ort}\n\nBitte bestätigen Sie uns den Termin kurz, indem Sie auf diese E-Mail antworten. Passt er Ihnen nicht, schlagen Sie uns gern einen anderen vor. Planen Sie etwa eine Stunde ein und bringen Sie bitte einen Lichtbildausweis mit.\n\nWir freuen uns auf das Gespräch.',
  },
  zwischenbescheid: {
    subject: 'Ihre {bewerbung}: aktueller Stand',
    body: 'vielen Dank für Ihre {bewerbung} bei {firma}. Ihre Unterlagen sind vollständig bei uns eingegangen.\n\nWir sehen uns noch alle Bewerbungen sorgfältig an; das dauert etwas länger als gedacht. Spätestens in zwei Wochen melden wir uns wieder bei Ihnen.\n\nBei Fragen antworten Sie einfach auf diese E-Mail.',
  },
  nachricht: {
    subject: 'Ihre {bewerbung}',
    body: 'vielen Dank für Ihre {bewerbung}.',
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

/** Every template in the contract's order: its title, whether a status sends it, its text. */
export async function mailTemplates(db: Kysely<DB>): Promise<ApplicationMailTemplate[]> {
  return Promise.all(
    APPLICATION_MAIL_TEMPLATES.map(async (key) => ({
      key,
      title: APPLICATION_MAIL_TEMPLATE_TITLES[key],
      kind: isStatusMailTemplate(key) ? 'status' : 'message',
      ...(await mailTemplate(db, key)),
    })),
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
