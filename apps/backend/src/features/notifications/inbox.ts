// A person's notifications, in two places (decision 055): the administration's
// `/api/admin/notifications` (holders of the panel) and everyone's `/api/notifications`, which the
// intranet's bell and `/intern/benachrichtigungen` read. Marking one read takes back the mail it
// still waits to send.
import {
  PERMISSIONS,
  type AccountEvent,
  type AdminNotification,
  type NoticeOutcome,
  type NotificationSettings,
  type PersonNotification,
  type ReadNotification,
  type UnreadNotifications,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiUrl, type AppContext } from '../../context';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { bodyOf, idParam, queryOf, validate } from '../../http/validation';
import { cancelQueuedMail } from '../mail';

interface InboxRow {
  id: number;
  type: string;
  subject_user_id: number | null;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
  done_at: string | null;
  done_action: string | null;
  done_by_id: number | null;
  done_by_firstname: string | null;
  done_by_lastname: string | null;
}

/** The routes of one inbox: who may open it, where it lives, how a row is shown. */
function inboxRouter<T>(
  ctx: AppContext,
  me: (req: Request, res: Response) => Promise<number>,
  path: string,
  show: (row: InboxRow) => T,
): Router {
  const router = Router();
  const { db, config } = ctx;

  router.get('/', async (req, res) => {
    const recipient = await me(req, res);
    const query = queryOf(req);
    const page = pageRequest(query);
    const total = Number(
      (
        await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('recipient_id', '=', recipient)
          .executeTakeFirst()
      )?.n ?? 0,
    );
    const unread = await unreadCount(db, recipient);
    const rows = await db
      .selectFrom('notifications as n')
      .leftJoin('users as by', 'by.id', 'n.done_by')
      .select([
        'n.id',
        'n.type',
        'n.subject_user_id',
        'n.title',
        'n.body',
        'n.link',
        'n.read_at',
        'n.created_at',
        'n.done_at',
        'n.done_action',
        'by.id as done_by_id',
        'by.firstname as done_by_firstname',
        'by.lastname as done_by_lastname',
      ])
      .where('n.recipient_id', '=', recipient)
      // Brought up to date moves a notification up: newest news first.
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    res.setHeader('Cache-Control', 'private, no-store');
    const body = paginate(
      rows.map(show),
      total,
      page,
      pageLinker(apiUrl(config, path), query, page.size),
    );
    // AdminNotificationPage or NotificationPage, as `show` makes the rows.
    res.json({ ...body, meta: { ...body.meta, unread } });
  });

  router.get('/unread', async (req, res) => {
    const recipient = await me(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ unread: await unreadCount(db, recipient) } satisfies UnreadNotifications);
  });

  router.post('/read-all', async (req, res) => {
    const recipient = await me(req, res);
    await markRead(db, recipient);
    res.json({ unread: 0 } satisfies UnreadNotifications);
  });

  router.post('/:id/read', async (req, res) => {
    const recipient = await me(req, res);
    const id = idParam(req.params.id);
    // Someone else's notification is as unknown as a missing one.
    const read = id ? await markRead(db, recipient, id) : null;
    if (!read) throw notFound();
    // Where it leads: opening a notification marks it read, then goes there.
    res.json({
      unread: await unreadCount(db, recipient),
      link: read.link,
    } satisfies ReadNotification);
  });

  return router;
}

/** `/api/admin/notifications`: the signed-in admin's own notifications. */
export function notificationsAdminRouter(ctx: AppContext): Router {
  const me = async (req: Request, res: Response) =>
    Number((await ctx.guards.requirePermission(req, res, PERMISSIONS.adminPanel)).user.id);
  return inboxRouter(ctx, me, '/admin/notifications', adminNotificationOf);
}

/** `/api/notifications`: anyone's own, with a complete account (the intranet's bell). */
export function notificationsRouter(ctx: AppContext): Router {
  const me = async (req: Request, res: Response) =>
    Number((await ctx.guards.requireFullAccount(req, res)).user.id);
  const router = inboxRouter(ctx, me, '/notifications', personNotificationOf);
  const { db } = ctx;

  // Whether each notification about what the person watches also comes by mail.
  const settingsOf = async (id: number): Promise<NotificationSettings> => {
    const row = await db
      .selectFrom('users')
      .select(['watch_mail', 'news_digest'])
      .where('id', '=', id)
      .executeTakeFirst();
    return { mail: row?.watch_mail !== 0, digest: row?.news_digest === 1 };
  };
  router.get('/settings', async (req, res) => {
    const id = await me(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: await settingsOf(id) });
  });
  router.put('/settings', async (req, res) => {
    const id = await me(req, res);
    const { mail, digest } = validate(settingsInput, bodyOf(req));
    await db
      .updateTable('users')
      .set({
        ...(mail === undefined ? {} : { watch_mail: mail ? 1 : 0 }),
        ...(digest === undefined ? {} : { news_digest: digest ? 1 : 0 }),
      })
      .where('id', '=', id)
      .execute();
    res.json({ data: await settingsOf(id) });
  });
  return router;
}

const settingsInput = z
  .object({
    mail: z
      .boolean({
        error: 'Bitte angeben, ob Benachrichtigungen per E-Mail kommen (true oder false).',
      })
      .optional(),
    digest: z
      .boolean({
        error:
          'Bitte angeben, ob die Mitteilungen einmal in der Woche per E-Mail kommen (true oder false).',
      })
      .optional(),
  })
  .refine((v) => v.mail !== undefined || v.digest !== undefined, {
    message: 'Bitte „mail“ oder „digest“ angeben.',
    path: ['mail'],
  });

/**
 * Marks the recipient's notification `id` read, or all of them; null when there was no such
 * one. The mails they still wait to send are taken back: the person has seen it.
 */
async function markRead(
  db: Kysely<DB>,
  recipient: number,
  id?: number,
): Promise<{ link: string | null } | null> {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'mail_id', 'read_at', 'link'])
    .where('recipient_id', '=', recipient);
  query = id ? query.where('id', '=', id) : query.where('read_at', 'is', null);
  const rows = await query.execute();
  if (id && !rows.length) return null;
  const unread = rows.filter((r) => !r.read_at).map((r) => r.id);
  if (unread.length)
    await db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('id', 'in', unread)
      .where('read_at', 'is', null)
      .execute();
  for (const row of rows) if (row.mail_id) await cancelQueuedMail(db, row.mail_id);
  return { link: rows[0]?.link ?? null };
}

function adminNotificationOf(row: InboxRow): AdminNotification {
  return {
    id: row.id,
    type: row.type as AccountEvent,
    subject_user_id: row.subject_user_id,
    title: row.title,
    body: row.body,
    read_at: row.read_at,
    created_at: row.created_at,
    done_at: row.done_at,
    done_action: row.done_action as NoticeOutcome | null,
    done_by: row.done_by_id
      ? { id: row.done_by_id, name: `${row.done_by_firstname} ${row.done_by_lastname}`.trim() }
      : null,
  };
}

function personNotificationOf(row: InboxRow): PersonNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    // An account someone acted on is no longer news: read.
    read_at: row.read_at ?? row.done_at,
    created_at: row.created_at,
  };
}

async function unreadCount(db: Kysely<DB>, recipient: number): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('recipient_id', '=', recipient)
        .where('read_at', 'is', null)
        .where('done_at', 'is', null)
        .executeTakeFirst()
    )?.n ?? 0,
  );
}
