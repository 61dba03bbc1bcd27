// Mail: templates, the queue with its worker, the transport, and the dev outbox for admins.
import { Router } from 'express';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { idParam, queryOf } from '../../http/validation';
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

function outboxEntry(row: {
  id: number;
  queue_id: number | null;
  message_id: string | null;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: string;
  created_at: string;
  headers: string;
}) {
  return {
    ...row,
    attachments: JSON.parse(row.attachments) as unknown[],
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
    const page = pageRequest(query);
    const total = Number(
      (
        await db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
    const rows = await db
      .selectFrom('mail_outbox')
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
        rows.map((r) => ({ ...r, attachments: JSON.parse(r.attachments) as unknown[] })),
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
    res.json({ data: outboxEntry(row) });
  });

  return router;
}
