// What the user administration's routes share: the guard, the account a route names, how the
// admin panel shows an account, and the mails to its holder.
import {
  isAdmin,
  PERMISSIONS,
  type AccountUser,
  type AdminUser,
  type AdminUserDetail,
  type Permission,
  type RegistrationProfile,
  type User,
} from '@frischkontor/contract';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { loadAccount, toAccountUser } from '../../accounts/account';
import { restorableUntil } from '../../accounts/deletion';
import type { AppContext } from '../../context';
import type { DB, UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { idParam } from '../../http/validation';
import { enqueueMail, invitationMail, verificationMail, type MailContent } from '../mail';
import { readProfiles, registrationView } from '../registration';
import type { Settings } from '../settings';
import { createResetToken, INVITATION_DAYS, resetUrl, verificationUrl } from '../auth';
import { USER_ADMIN_MESSAGES } from './messages';
import { extrasOf, passkeyCount, roleGrantsOf, type AdminExtras } from './store';

/**
 * What the admin panel shows; e-mail addresses only to admins, the internal note only here, and
 * how the account registered: its profile and the roles an approval gives (decision 041).
 */
function adminUserOf(
  user: AccountUser,
  viewer: User,
  extras: AdminExtras,
  profiles: RegistrationProfile[],
): AdminUser {
  return {
    ...user,
    email: isAdmin(viewer) ? user.email : null,
    registration: registrationView(profiles, user.registration_profile),
    admin_note: extras.admin_note ?? null,
    last_login_at: extras.last_login_at ?? null,
    deleted_at: extras.deleted_at ?? null,
    restorable_until: extras.deleted_at ? restorableUntil(extras.deleted_at).toISOString() : null,
  };
}

export type UserAdmin = ReturnType<typeof userAdmin>;

/** The helpers of one user administration router. */
export function userAdmin(ctx: AppContext, settings: Settings, nudgeMail: () => void) {
  const { db, guards, config } = ctx;

  /** The account the route names; a deleted one only where `deleted` allows it. */
  async function loadTarget(
    value: unknown,
    options: { deleted?: boolean } = {},
  ): Promise<AccountUser & { deleted_at: string | null }> {
    const id = idParam(value);
    const user = id ? await loadAccount(db, id) : null;
    if (!user) throw notFound();
    const { deleted_at } = await extrasOf(db, id!);
    if (deleted_at && !options.deleted) throw new HttpError(409, USER_ADMIN_MESSAGES.deleted);
    return { ...user, deleted_at };
  }

  const profiles = async () => readProfiles(await settings.get('registration_profiles'));

  async function guarded(req: Request, res: Response, permission: Permission) {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.adminPanel, permission);
    return auth.user;
  }

  /**
   * A mail to the account's holder about what an admin did (Sie-form, legal footer), queued by
   * the transaction of the change it reports: both are stored or neither. Nudge after the commit.
   */
  async function mailAccount(
    trx: Kysely<DB>,
    user: Pick<AccountUser, 'email' | 'name'>,
    purpose: string,
    content: (company: string) => MailContent,
  ) {
    await enqueueMail(trx, {
      purpose,
      to: user.email,
      content: content(await settings.companyName(trx)),
    });
  }

  /**
   * An invitation: the person sets the password on the reset page (the link is valid
   * INVITATION_DAYS), which also confirms the address. In the transaction of the new account.
   */
  async function mailInvitation(
    trx: Kysely<DB>,
    person: { id: number; email: string; firstname: string; lastname: string },
  ) {
    const token = await createResetToken(
      trx,
      { id: person.id, email: person.email },
      INVITATION_DAYS * 24 * 60,
    );
    const name = `${person.firstname} ${person.lastname}`;
    await mailAccount(trx, { email: person.email, name }, 'account.invite', (company) =>
      invitationMail({
        name,
        url: resetUrl(config, token, person.email, { invitation: true }),
        days: INVITATION_DAYS,
        company,
      }),
    );
  }

  /** One person as the user page shows them: the list's view and the number of passkeys. */
  async function adminUserDetail(user: AccountUser, actor: User): Promise<AdminUserDetail> {
    const id = user.id as number;
    const passkeys = await passkeyCount(db, id);
    return {
      ...adminUserOf(user, actor, await extrasOf(db, id), await profiles()),
      passkeys,
    };
  }

  async function respond(res: Response, actor: User, id: number, status = 200) {
    const user = await loadAccount(db, id);
    if (!user) throw notFound();
    res.status(status).json({ data: await adminUserDetail(user, actor) });
  }

  /** The verification link for the account's current address (after a change, see `onEmailChanged`). */
  async function mailVerification(trx: Kysely<DB>, user: AccountUser) {
    await mailAccount(trx, user, 'account.verify', (company) =>
      verificationMail({
        name: user.name,
        url: verificationUrl(config, ctx.keys, { id: user.id as number, email: user.email }),
        company,
      }),
    );
  }

  /** The listed accounts with their roles, as the admin panel shows them. */
  async function withRoles(actor: User, rows: UserRow[]) {
    const known = await profiles();
    const grants = await roleGrantsOf(db, rows);
    return rows.map((row) =>
      adminUserOf(
        toAccountUser(
          row,
          grants.filter((g) => g.user_id === row.id),
        ),
        actor,
        row,
        known,
      ),
    );
  }

  return {
    ctx,
    settings,
    nudgeMail,
    intranetUrl: `${config.websiteUrl}/intern`,
    loadTarget,
    profiles,
    guarded,
    mailAccount,
    mailInvitation,
    adminUserDetail,
    respond,
    mailVerification,
    withRoles,
  };
}
