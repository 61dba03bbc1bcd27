// Admins are told of new registrations and confirmed addresses: a mail and a notification in
// the panel (unread badge, list, mark as read). Who is told: holders of `app.notify.accounts`
// whose own account is usable (verified, enabled, not blocked). A notification is done once
// anyone acts on its account (accounts/notices.ts, decision 041): it is no longer news.
import {
  formatDate,
  PERMISSIONS,
  type AccountEvent,
  type AdminNotification,
  type AdminNotificationPage,
  type NoticeOutcome,
  type UnreadNotifications,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import { apiUrl, frontendUrl, type AppContext } from '../../context';
import { restorableUntil } from '../../accounts/deletion';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { idParam, queryOf } from '../../http/validation';
import {
  adminAccountDeletedMail,
  adminEmailVerifiedMail,
  adminRegistrationMail,
  enqueueMail,
  type AccountSummary,
} from '../mail';
import { readProfiles } from '../registration';
import type { Settings } from '../settings';

/** What admins are told about an account; read before a deletion, told after it. */
export interface AccountNotice {
  id: number;
  account: AccountSummary;
  waiting: boolean;
}

/** Everyone holding the permission through a role, with a usable account. */
export async function notificationRecipients(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select(['u.id', 'u.email'])
    .distinct()
    .where('rp.permission', '=', PERMISSIONS.notifyAccounts)
    .where('u.blocked_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    .where('u.enabled_at', 'is not', null)
    .orderBy('u.id')
    .execute();
}

async function accountNotice(
  db: Kysely<DB>,
  settings: Settings,
  userId: number,
): Promise<AccountNotice | null> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstname',
      'lastname',
      'company',
      'customer_number',
      'vat_id',
      'trade_licence',
      'registration_profile',
      'enabled_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const profile = readProfiles(await settings.get('registration_profiles', db)).find(
    (p) => p.key === user.registration_profile,
  );
  return {
    id: user.id,
    account: {
      name: `${user.firstname} ${user.lastname}`.trim(),
      email: user.email,
      company: user.company,
      customer_number: user.customer_number,
      vat_id: user.vat_id,
      trade_licence: user.trade_licence,
      profile: profile?.label ?? null,
    },
    waiting: !user.enabled_at,
  };
}

/**
 * Tells the admins about this account: a notification each, and a mail each. Pass the
 * transaction of the change it reports: the notice is stored with the change or not at all.
 */
export async function notifyAdmins(
  trx: Kysely<DB>,
  ctx: AppContext,
  settings: Settings,
  event: AccountEvent,
  userId: number,
): Promise<void> {
  const notice = await accountNotice(trx, settings, userId);
  if (notice) await tellAdmins(trx, ctx, settings, event, notice);
}

async function tellAdmins(
  trx: Kysely<DB>,
  ctx: AppContext,
  settings: Settings,
  event: AccountEvent,
  notice: AccountNotice,
): Promise<void> {
  const { config } = ctx;
  const { account, waiting } = notice;
  const company = await settings.companyName(trx);
  const url = frontendUrl(config, `/benutzer/${notice.id}`);
  const content =
    event === 'account.registered'
      ? adminRegistrationMail({ account, url, autoEnabled: !waiting, company })
      : event === 'account.verified'
        ? adminEmailVerifiedMail({ account, url, waiting, company })
        : adminAccountDeletedMail({
            account,
            when: new Date(),
            restorableUntil: restorableUntil(nowIso()),
            company,
          });
  const who = account.company ? `${account.name} (${account.company})` : account.name;
  const title = {
    'account.registered': `Neue Registrierung: ${who}`,
    'account.verified': `E-Mail-Adresse bestätigt: ${who}`,
    'account.deleted': `Konto gelöscht: ${who}`,
  }[event];
  const body =
    event === 'account.registered'
      ? `${account.profile ? `Profil „${account.profile}“. ` : ''}${waiting ? 'Wartet auf die Bestätigung der E-Mail-Adresse, danach auf Freischaltung.' : 'Automatisch freigeschaltet.'}`
      : event === 'account.deleted'
        ? `${account.email} hat das eigene Konto gelöscht. Wiederherstellen ist bis zum ${formatDate(restorableUntil(nowIso()))} möglich.`
        : waiting
          ? 'Wartet jetzt auf Ihre Freischaltung.'
          : 'Das Konto ist bereits freigeschaltet.';

  const recipients = await notificationRecipients(trx);
  if (!recipients.length) return;
  const now = nowIso();
  await trx
    .insertInto('notifications')
    .values(
      recipients.map((r) => ({
        recipient_id: r.id,
        type: event,
        // A deleted account stays restorable for 30 days; the purge clears the link.
        subject_user_id: notice.id,
        title: title.slice(0, 300),
        body: body.slice(0, 1000),
        created_at: now,
      })),
    )
    .execute();
  for (const r of recipients)
    await enqueueMail(trx, { purpose: `admin.${event}`, to: r.email, content });
}

/** `/api/admin/notifications`: the signed-in admin's own notifications. */
export function notificationsAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, guards, config } = ctx;
  const guard = async (req: Request, res: Response) =>
    (await guards.requirePermission(req, res, PERMISSIONS.adminPanel)).user.id as number;

  router.get('/', async (req, res) => {
    const me = await guard(req, res);
    const query = queryOf(req);
    const page = pageRequest(query);
    const base = db.selectFrom('notifications').where('recipient_id', '=', me);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const unread = await unreadCount(db, me);
    const rows = await db
      .selectFrom('notifications as n')
      .leftJoin('users as by', 'by.id', 'n.done_by')
      .select([
        'n.id',
        'n.type',
        'n.subject_user_id',
        'n.title',
        'n.body',
        'n.read_at',
        'n.created_at',
        'n.done_at',
        'n.done_action',
        'by.id as done_by_id',
        'by.firstname as done_by_firstname',
        'by.lastname as done_by_lastname',
      ])
      .where('n.recipient_id', '=', me)
      .orderBy('n.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    res.setHeader('Cache-Control', 'private, no-store');
    const body = paginate(
      rows.map(notificationOf),
      total,
      page,
      pageLinker(apiUrl(config, '/admin/notifications'), query, page.size),
    );
    res.json({ ...body, meta: { ...body.meta, unread } } satisfies AdminNotificationPage);
  });

  router.get('/unread', async (req, res) => {
    const me = await guard(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ unread: await unreadCount(db, me) } satisfies UnreadNotifications);
  });

  router.post('/read-all', async (req, res) => {
    const me = await guard(req, res);
    await db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('recipient_id', '=', me)
      .where('read_at', 'is', null)
      .execute();
    res.json({ unread: 0 } satisfies UnreadNotifications);
  });

  router.post('/:id/read', async (req, res) => {
    const me = await guard(req, res);
    const id = idParam(req.params.id);
    // Someone else's notification is as unknown as a missing one.
    const result = id
      ? await db
          .updateTable('notifications')
          .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(nowIso())) }))
          .where('id', '=', id)
          .where('recipient_id', '=', me)
          .executeTakeFirst()
      : null;
    if (!result || !Number(result.numUpdatedRows)) throw notFound();
    res.json({ unread: await unreadCount(db, me) } satisfies UnreadNotifications);
  });

  return router;
}

/** A notification row with the name of whoever acted on its account. */
function notificationOf(row: {
  id: number;
  type: string;
  subject_user_id: number | null;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
  done_at: string | null;
  done_action: string | null;
  done_by_id: number | null;
  done_by_firstname: string | null;
  done_by_lastname: string | null;
}): AdminNotification {
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
