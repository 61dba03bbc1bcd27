// HR's mails to applicants (issue 28, decision 039): a draft from the template with the
// placeholders filled; only what HR sends from it is mailed, after 30 s in the mail queue, and
// until then it can be taken back. A Zusage after a sent Absage (or the reverse) needs a yes.
import {
  formatClock,
  formatDateTime,
  APPLICANT_MAIL_UNDO_SECONDS,
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_STATUS_LABELS,
  isStatusMailTemplate,
  legalSenderLines,
  STATUS_MAIL_TEMPLATES,
  type ApplicantMail,
  type ApplicantMailDraft,
  type ApplicantMailSent,
  type ApplicantMailState,
  type ContradictionRefusal,
  type EarlierMail,
  type ApplicationMailTemplateKey,
  type ApplicationStatus,
  type StatusMailTemplateKey,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { ApplicationRow, DB, MailRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { audit, type AuditActor } from '../audit';
import { applicantMail, cancelQueuedMail, enqueueMail, mailClosing, mailGreeting } from '../mail';
import { fillTemplate, refuseUnfilled, type MailApplication } from './mail-template';
import type { DraftQuery, SendInput } from './schema';
import { changeStatus, mailTemplate } from './store';

const PURPOSE_PREFIX = 'application.';
const purposeOf = (key: ApplicationMailTemplateKey) => `${PURPOSE_PREFIX}${key}`;
const HR_PURPOSES = APPLICATION_MAIL_TEMPLATES.map(purposeOf);

function templateOf(purpose: string): ApplicationMailTemplateKey | null {
  const key = purpose.slice(PURPOSE_PREFIX.length) as ApplicationMailTemplateKey;
  return purpose.startsWith(PURPOSE_PREFIX) && APPLICATION_MAIL_TEMPLATES.includes(key)
    ? key
    : null;
}

/** Where a queued mail stands, as HR reads it. */
export function mailState(
  row: Pick<MailRow, 'state' | 'attempts' | 'next_attempt_at'>,
  now = nowIso(),
): ApplicantMailState {
  if (row.state === 'pending')
    return row.attempts === 0 && row.next_attempt_at > now ? 'waiting' : 'sending';
  return row.state;
}

/** The earlier status mail a new one would contradict: one sent, or still on its way. */
export async function contradictedMail(
  db: Kysely<DB>,
  applicationId: number,
  template: ApplicationMailTemplateKey,
): Promise<EarlierMail | null> {
  if (!isStatusMailTemplate(template)) return null;
  const opposite = STATUS_MAIL_TEMPLATES.find((key) => key !== template)!;
  const row = await db
    .selectFrom('mail_queue')
    .select(['subject', 'state', 'attempts', 'next_attempt_at', 'sent_at'])
    .where('submission_id', '=', applicationId)
    .where('purpose', '=', purposeOf(opposite))
    .where('state', 'in', ['pending', 'sending', 'sent'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    template: opposite,
    subject: row.subject,
    at: row.sent_at ?? row.next_attempt_at,
    state: mailState(row),
  };
}

function contradictionMessage(
  earlier: EarlierMail,
  name: string,
  template: StatusMailTemplateKey,
): string {
  const at = new Date(earlier.at);
  const was = APPLICATION_MAIL_TEMPLATE_TITLES[earlier.template];
  const now = APPLICATION_MAIL_TEMPLATE_TITLES[template];
  return earlier.state === 'sent'
    ? `Am ${formatDateTime(at)} ging bereits eine ${was} an ${name}: „${earlier.subject}“. Soll trotzdem eine ${now} folgen, bestätigen Sie das bitte ausdrücklich.`
    : `Um ${formatClock(at)} Uhr geht bereits eine ${was} an ${name}: „${earlier.subject}“. Nehmen Sie sie zurück, oder bestätigen Sie ausdrücklich, dass trotzdem eine ${now} folgen soll.`;
}

/** The draft HR sees and edits: the template filled, plus what the layout adds around it. */
export async function mailDraft(
  db: Kysely<DB>,
  application: MailApplication,
  query: DraftQuery,
  settings: { company: string; hrEmail: string },
): Promise<ApplicantMailDraft> {
  const filled = fillTemplate(
    await mailTemplate(db, query.template),
    application,
    settings.company,
    query,
  );
  return {
    template: query.template,
    title: APPLICATION_MAIL_TEMPLATE_TITLES[query.template],
    to: application.email,
    reply_to: settings.hrEmail,
    ...filled,
    greeting: mailGreeting(application.name),
    closing: mailClosing(settings.company),
    legal: legalSenderLines(),
    contradicts: await contradictedMail(db, application.submission_id, query.template),
  };
}

const target = (applicationId: number) => ({ type: 'submission' as const, id: applicationId });

/** Records HR's status change: the timeline entry and the audit log (labels, no personal data). */
export async function recordStatusChange(
  trx: Kysely<DB>,
  row: ApplicationRow,
  status: ApplicationStatus,
  actor: AuditActor,
): Promise<void> {
  await changeStatus(trx, row, status, actor.id);
  await audit(trx, actor, 'application.status_changed', target(row.submission_id), {
    status: {
      from: APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? row.status,
      to: APPLICATION_STATUS_LABELS[status],
    },
  });
}

/**
 * Sends what HR sent: with a status, the status changes in the same transaction; the mail waits
 * APPLICANT_MAIL_UNDO_SECONDS in the queue. Answers the queue row and when it goes.
 */
export async function sendApplicantMail(
  db: Kysely<DB>,
  row: ApplicationRow & { name: string; email: string },
  input: SendInput,
  actor: AuditActor,
  settings: { company: string; hrEmail: string },
): Promise<ApplicantMailSent['mail']> {
  refuseUnfilled(input);
  const now = new Date();
  const sendAt = new Date(now.getTime() + APPLICANT_MAIL_UNDO_SECONDS * 1000);
  return db.transaction().execute(async (trx) => {
    const earlier = await contradictedMail(trx, row.submission_id, input.template);
    if (earlier && input.confirm_contradiction !== true && isStatusMailTemplate(input.template))
      throw new HttpError(409, contradictionMessage(earlier, row.name, input.template), {
        earlier,
      } satisfies Omit<ContradictionRefusal, 'message'>);
    if (input.status && input.status !== row.status)
      await recordStatusChange(trx, row, input.status, actor);
    const id = await enqueueMail(trx, {
      purpose: purposeOf(input.template),
      to: row.email,
      replyTo: settings.hrEmail,
      content: applicantMail({
        subject: input.subject,
        body: input.body,
        name: row.name,
        company: settings.company,
      }),
      submissionId: row.submission_id,
      notBefore: sendAt,
    });
    await trx
      .insertInto('application_events')
      .values({
        application_id: row.submission_id,
        type: 'mail',
        status: input.template,
        text: input.subject,
        author_id: actor.id,
        created_at: nowIso(now),
      })
      .execute();
    await audit(trx, actor, 'application.mail_written', target(row.submission_id), {
      template: APPLICATION_MAIL_TEMPLATE_TITLES[input.template],
      mail: id,
    });
    return { id, send_at: nowIso(sendAt) };
  });
}

/** Takes back HR's mail while it waits; 404 for a mail that is not one of this application's. */
export async function cancelApplicantMail(
  db: Kysely<DB>,
  applicationId: number,
  mailId: number,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mail = await trx
      .selectFrom('mail_queue')
      .select(['id', 'purpose', 'subject', 'state'])
      .where('id', '=', mailId)
      .where('submission_id', '=', applicationId)
      .where('purpose', 'in', HR_PURPOSES)
      .executeTakeFirst();
    const template = mail && templateOf(mail.purpose);
    if (!mail || !template) throw notFound();
    if (!(await cancelQueuedMail(trx, mail.id)))
      throw new HttpError(
        409,
        mail.state === 'cancelled'
          ? 'Diese E-Mail wurde bereits zurückgenommen.'
          : 'Diese E-Mail ist bereits unterwegs und lässt sich nicht mehr zurücknehmen.',
      );
    await trx
      .insertInto('application_events')
      .values({
        application_id: applicationId,
        type: 'mail_cancelled',
        status: template,
        text: mail.subject,
        author_id: actor.id,
        created_at: nowIso(),
      })
      .execute();
    await audit(trx, actor, 'application.mail_cancelled', target(applicationId), {
      template: APPLICATION_MAIL_TEMPLATE_TITLES[template],
      mail: mail.id,
    });
  });
}

/** The mail worker's follower: a delivered HR mail enters the timeline and the audit log. */
export function recordDeliveredMail(db: Kysely<DB>) {
  return async (row: MailRow, sentAt: string): Promise<void> => {
    const template = templateOf(row.purpose);
    if (!template || !row.submission_id) return;
    const applicationId = row.submission_id;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('application_events')
        .values({
          application_id: applicationId,
          type: 'mail_sent',
          status: template,
          text: row.subject,
          author_id: null,
          created_at: sentAt,
        })
        .execute();
      await audit(
        trx,
        { id: null, label: 'E-Mail-Versand (automatisch)', ip: null, userAgent: null },
        'application.mail_delivered',
        target(applicationId),
        { template: APPLICATION_MAIL_TEMPLATE_TITLES[template], mail: row.id },
      );
    });
  };
}

/** HR's mails of one application, oldest first, with the text as it goes (or went) out. */
export async function applicantMails(
  db: Kysely<DB>,
  applicationId: number,
): Promise<ApplicantMail[]> {
  const rows = await db
    .selectFrom('mail_queue')
    .select([
      'id',
      'purpose',
      'subject',
      'text',
      'state',
      'attempts',
      'next_attempt_at',
      'sent_at',
      'created_at',
    ])
    .where('submission_id', '=', applicationId)
    .where('purpose', 'in', HR_PURPOSES)
    .orderBy('id')
    .execute();
  const now = nowIso();
  return rows.map((row) => ({
    id: row.id,
    template: templateOf(row.purpose) as ApplicationMailTemplateKey,
    subject: row.subject,
    text: row.text,
    state: mailState(row, now),
    send_at: row.state === 'pending' || row.state === 'sending' ? row.next_attempt_at : null,
    sent_at: row.sent_at,
    created_at: row.created_at,
  }));
}
