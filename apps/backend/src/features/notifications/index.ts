// Admins are told of new registrations and confirmed addresses: a mail and a notification in
// the panel (unread badge, list, mark as read). Who is told: holders of `app.notify.accounts`
// whose own account is usable (verified, enabled, not blocked). A notification is done once
// anyone acts on its account (accounts/notices.ts, decision 041): it is no longer news.
import { formatDate, PERMISSIONS, type AccountEvent } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { frontendUrl, type AppContext } from '../../context';
import { restorableUntil } from '../../accounts/deletion';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
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

export { notificationsAdminRouter, notificationsRouter } from './inbox';
