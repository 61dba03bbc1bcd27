// Mail: templates, the queue with its worker, the transport, and the dev outbox for admins.
import type { OutboxAttachment, OutboxMail, OutboxSummary } from '@frischkontor/contract';
import { Router } from 'express';
import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { idParam, queryOf, searchText, validate } from '../../http/validation';
import { likePattern } from '../../text/fold';
import { apiUrl } from '../../context';

export * from './templates';
export {
  enqueueMail,
  cancelQueuedMail,
  createMailWorker,
  type MailWorker,
  type QueuedAttachment,
  DEFAULT_BACKOFF_MS,
} from './queue';
export { createTransport, type MailTransport } from './transport';

type OutboxRow = Selectable<DB['mail_outbox']>;

/** A mail of the dev outbox as listed: its envelope, no text. */
function outboxSummaryOf(
  row: Omit<OutboxRow, 'message_id' | 'text' | 'html' | 'headers'>,
): OutboxSummary {
  return {
    id: row.id,
    queue_id: row.queue_id,
    sender: row.sender,
    recipient: row.recipient,
    reply_to: row.reply_to,
    subject: row.subject,
    created_at: row.created_at,
    attachments: JSON.parse(row.attachments) as OutboxAttachment[],
  };
}

/** One mail of the dev outbox, as it would have gone out. */
function outboxMailOf(row: OutboxRow): OutboxMail {
  return {
    ...outboxSummaryOf(row),
    message_id: row.message_id,
    text: row.text,
    html: row.html,
    headers: JSON.parse(row.headers) as Record<string, string>,
  };
}

/** `/api/admin/mail/outbox`: only where no SMTP server is configured. */
export function mailAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, guards, config } = ctx;
  const requireOutbox = () => {
    if (config.smtpUrl) throw notFound();
  };

  router.get('/outbox', async (req, res) => {
    await guards.requirePermission(req, res, 'system.admin');
    requireOutbox();
    const query = queryOf(req);
    const { search } = validate(z.object({ search: searchText }), {
      search: query.search || undefined,
    });
    const page = pageRequest(query);
    // By address or subject, whatever the case (PostgreSQL lowers umlauts too, SQLite only A–Z).
    const pattern = search ? likePattern(search.toLocaleLowerCase('de')) : null;
    const base = pattern
      ? db
          .selectFrom('mail_outbox')
          .where((eb) =>
            eb.or([
              sql<boolean>`lower(recipient) like ${pattern} escape '\\'`,
              sql<boolean>`lower(subject) like ${pattern} escape '\\'`,
            ]),
          )
      : db.selectFrom('mail_outbox');
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = await base
      .select([
        'id',
        'queue_id',
        'sender',
        'recipient',
        'reply_to',
        'subject',
        'created_at',
        'attachments',
      ])
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    res.json(
      paginate(
        rows.map(outboxSummaryOf),
        total,
        page,
        pageLinker(apiUrl(config, '/admin/mail/outbox'), query, page.size),
      ),
    );
  });

  router.get('/outbox/:id', async (req, res) => {
    await guards.requirePermission(req, res, 'system.admin');
    requireOutbox();
    const id = idParam(req.params.id);
    const row = id
      ? await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    res.json({ data: outboxMailOf(row) });
  });

  return router;
}
