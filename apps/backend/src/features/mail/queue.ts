// The mail queue: every mail is a row first, then an in-process worker sends it, retrying
// with growing pauses. Rows survive restarts; any process may pick up what is due.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB, MailRow } from '../../db/schema';
import type { Logger } from '../../logger';
import type { MailContent } from './templates';
import type { MailTransport, OutgoingAttachment } from './transport';

export interface QueuedAttachment {
  media_id: number;
  filename: string;
  content_type: string;
}

export interface EnqueueOptions {
  purpose: string;
  to: string;
  replyTo?: string | null;
  content: MailContent;
  attachments?: QueuedAttachment[];
  submissionId?: number | null;
  /** Not sent before this time (a mail that can still be taken back); at once without. */
  notBefore?: Date;
  /** Extra headers, e.g. the newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

/** 10 s, 30 s, 2 min, 10 min, 30 min, then hourly. */
export const DEFAULT_BACKOFF_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];
export const DEFAULT_MAX_ATTEMPTS = 20;
const LOCK_MS = 5 * 60 * 1000;
const BATCH = 10;

export async function enqueueMail(db: Kysely<DB>, mail: EnqueueOptions): Promise<number> {
  const now = nowIso();
  // The worker takes a pending row once `next_attempt_at` has come: that is the not-before time.
  const due = mail.notBefore ? nowIso(mail.notBefore) : now;
  const row = await db
    .insertInto('mail_queue')
    .values({
      submission_id: mail.submissionId ?? null,
      purpose: mail.purpose,
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.content.subject,
      text: mail.content.text,
      html: mail.content.html,
      attachments: JSON.stringify(mail.attachments ?? []),
      state: 'pending',
      attempts: 0,
      next_attempt_at: due,
      created_at: now,
      // Fixed before the first attempt, so a send repeated after a crash carries the same id.
      message_id: randomUUID(),
      headers: JSON.stringify(mail.headers ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes back a mail still waiting for its not-before time: true when it will never be sent.
 * The same row can no longer be claimed by a worker (it takes only pending rows whose time came).
 */
export async function cancelQueuedMail(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ state: 'cancelled', locked_until: null })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('attempts', '=', 0)
    .where('next_attempt_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function backoffDelay(attempts: number, schedule: readonly number[]): number {
  const index = Math.min(Math.max(attempts - 1, 0), schedule.length - 1);
  return schedule[index] ?? 60_000;
}

export interface MailWorkerOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  logger: Logger;
  /** Finds the file behind an attachment (the media feature knows where files live). */
  resolveAttachment: (attachment: QueuedAttachment) => Promise<OutgoingAttachment | null>;
  /**
   * Where an answer goes when a mail names no Reply-To of its own: the sender is a no-reply
   * address, and account mails ask people to answer when something is wrong.
   */
  defaultReplyTo: () => Promise<string>;
  /** After a row was delivered and marked sent (the applications' timeline follows its mails). */
  onSent?: (row: MailRow, sentAt: string) => Promise<void>;
  intervalMs?: number;
  backoffMs?: readonly number[];
  maxAttempts?: number;
}

export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, logger } = options;
  const intervalMs = options.intervalMs ?? 5_000;
  const schedule = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('mail_queue')
      .set({ state: 'sending', locked_until: nowIso(new Date(Date.now() + LOCK_MS)) })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'pending'),
          eb.and([eb('state', '=', 'sending'), eb('locked_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function followSubmission(
    submissionId: number | null,
    purpose: string,
    state: 'sent' | 'failed',
  ) {
    if (!submissionId || !purpose.endsWith('.internal')) return;
    await db
      .updateTable('form_submissions')
      .set({ delivery_state: state, updated_at: nowIso() })
      .where('id', '=', submissionId)
      .execute();
  }

  async function deliver(row: MailRow) {
    const attachments: OutgoingAttachment[] = [];
    for (const a of JSON.parse(row.attachments) as QueuedAttachment[]) {
      const resolved = await options.resolveAttachment(a);
      if (!resolved) throw new Error(`Anhang ${a.filename} fehlt`);
      attachments.push(resolved);
    }
    await transport.send({
      queueId: row.id,
      messageId: row.message_id,
      to: row.recipient,
      replyTo: row.reply_to ?? (await options.defaultReplyTo()),
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments,
      headers: JSON.parse(row.headers) as Record<string, string>,
    });
  }

  async function processDue() {
    const now = nowIso();
    const due = await db
      .selectFrom('mail_queue')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('state', '=', 'sending'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      if (stopped) return;
      if (!(await claim(row.id, now))) continue;
      try {
        await deliver(row);
        const sentAt = nowIso();
        await db
          .updateTable('mail_queue')
          .set({
            state: 'sent',
            sent_at: sentAt,
            locked_until: null,
            last_error: null,
            attempts: row.attempts + 1,
          })
          .where('id', '=', row.id)
          .execute();
        await followSubmission(row.submission_id, row.purpose, 'sent');
        logger.info({ mail: row.id, purpose: row.purpose }, 'Mail versandt');
        // The mail went; a failing follower must not send it again.
        await options
          .onSent?.(row, sentAt)
          .catch((error: unknown) =>
            logger.warn({ err: error, mail: row.id }, 'Nachtrag zum Mailversand fehlgeschlagen'),
          );
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('mail_queue')
          .set({
            state: failed ? 'failed' : 'pending',
            attempts,
            locked_until: null,
            last_error: message.slice(0, 1000),
            next_attempt_at: nowIso(new Date(Date.now() + backoffDelay(attempts, schedule))),
          })
          .where('id', '=', row.id)
          .execute();
        if (failed) await followSubmission(row.submission_id, row.purpose, 'failed');
        logger.warn(
          { mail: row.id, purpose: row.purpose, attempts, failed, err: message },
          failed
            ? 'Mailversand endgültig fehlgeschlagen'
            : 'Mailversand fehlgeschlagen, neuer Versuch folgt',
        );
      }
    }
    if (due.length === BATCH) again = true;
  }

  /** One pass over what is due; overlapping calls share the running pass. */
  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await processDue();
        } while (again && !stopped);
      } catch (error) {
        logger.error({ err: error }, 'Mail-Warteschlange: Durchlauf fehlgeschlagen');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    start() {
      stopped = false;
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    /** Something was queued: look now rather than at the next interval. */
    nudge() {
      if (!stopped) setImmediate(() => void tick());
    },
    tick,
    /** Stops the timer and waits for a running pass to finish. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
