// The signed-in person's own account beyond profile and password: their sessions, a copy of
// their data (GDPR Art. 15/20) and deleting the account.
import {
  isAdmin,
  type AccountDeletion,
  type DeviceSession,
  type EmailChange,
  type EmailChangeAnswer,
  type OwnDeviceSession,
  type SessionsEnded,
} from '@frischkontor/contract';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { loadAccount } from '../../accounts/account';
import { restorableUntil, softDelete } from '../../accounts/deletion';
import { deviceOf } from '../../accounts/device';
import { verifyPassword } from '../../accounts/passwords';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../http/errors';
import type { Auth } from '../../http/session';
import { bodyOf, email, passwordInput, requestSchema, validate } from '../../http/validation';
import { sha256 } from '../../security/keys';
import { audit, auditActor, userTarget } from '../audit';
import { accountDeletedMail, enqueueMail } from '../mail';
import { notifyAdmins } from '../notifications';
import { onEmailChanged, rethrowTaken, UNVERIFIED } from './email-change';
import type { Settings } from '../settings';
import { secondFactorMatches } from '../two-factor';
import { readerDataOf } from '../wiki-readers';

export const OWN_ACCOUNT_MESSAGES = {
  currentSession: 'Diese Sitzung beenden Sie mit „Abmelden“.',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  codeRequired:
    'Bitte geben Sie einen Code aus Ihrer Authenticator-App oder einen Backup-Code ein.',
  invalidCode: 'Der Code ist ungültig oder wurde bereits verwendet.',
  sameEmail: 'Das ist bereits Ihre E-Mail-Adresse.',
  emailChanging:
    'An Ihre neue E-Mail-Adresse ist ein Bestätigungslink unterwegs; er ist 60 Minuten gültig. Bis Sie ihn öffnen, ist Ihr Konto eingeschränkt.',
  adminCannotDelete:
    'Ein Administrationskonto kann nicht selbst gelöscht werden. Bitte wenden Sie sich an eine andere Administratorin oder einen anderen Administrator.',
} as const;

/** The session's address in the API: a hash of its row id, which is a hash of the cookie. */
export const publicSessionId = (sessionId: string) => sha256(`session:${sessionId}`).slice(0, 32);

type SessionListRow = Pick<
  DB['sessions'],
  'id' | 'ip' | 'user_agent' | 'created_at' | 'last_activity'
>;

/** A session as the lists show it: the own list and the admins' list of a person's sessions. */
export function deviceSessionOf(row: SessionListRow): DeviceSession {
  return {
    id: publicSessionId(row.id),
    device: deviceOf(row.user_agent),
    ip: row.ip,
    created_at: row.created_at,
    last_activity: row.last_activity,
  };
}

async function sessionsOf(db: Kysely<DB>, auth: Auth) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_activity'])
    .where('user_id', '=', auth.user.id)
    .orderBy('last_activity', 'desc')
    .execute();
  return rows.map((row) => ({
    sessionId: row.id,
    view: {
      ...deviceSessionOf(row),
      current: row.id === auth.sessionId,
      user_agent: row.user_agent,
    } satisfies OwnDeviceSession,
  }));
}

const deleteSchema = requestSchema<AccountDeletion>()(
  z.object({
    password: passwordInput(),
    code: z.string().trim().max(50).optional(),
  }),
);

const emailSchema = requestSchema<EmailChange>()(
  deleteSchema.extend({ email: email('Neue E-Mail-Adresse') }),
);

const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** The password, and the second factor when 2FA is on: what deleting or re-addressing the account asks for. */
async function confirmIdentity(
  ctx: AppContext,
  auth: Auth,
  input: { password: string; code?: string | undefined },
): Promise<void> {
  const userId = auth.user.id as number;
  await ctx.limits.hit('twoFactor', `password:${userId}`);
  const stored = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!(await verifyPassword(stored?.password_hash ?? null, input.password)))
    throw fieldError('password', OWN_ACCOUNT_MESSAGES.wrongPassword);
  if (auth.tfaEnabled) {
    if (!input.code) throw fieldError('code', OWN_ACCOUNT_MESSAGES.codeRequired);
    if (!(await secondFactorMatches(ctx.db, ctx.keys, userId, input.code)))
      throw fieldError('code', OWN_ACCOUNT_MESSAGES.invalidCode);
  }
}

export function ownAccountRouter(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, guards, sessions, limits, logger } = ctx;

  router.get('/user/sessions', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: (await sessionsOf(db, auth)).map((s) => s.view) });
  });

  // Every session but this one.
  router.delete('/user/sessions', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const others = (await sessionsOf(db, auth)).filter((s) => !s.view.current).length;
    await db.transaction().execute(async (trx) => {
      await sessions.endAllFor(auth.user.id as number, auth.sessionId, trx);
      await audit(
        trx,
        auditActor(req, auth.user),
        'account.sessions_ended',
        userTarget(auth.user),
        {
          ended: others,
        },
      );
    });
    logger.info({ user: auth.user.id, ended: others }, 'Andere Sitzungen beendet');
    res.json({ ended: others } satisfies SessionsEnded);
  });

  router.delete('/user/sessions/:id', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const target = (await sessionsOf(db, auth)).find((s) => s.view.id === req.params.id);
    if (!target) throw notFound();
    if (target.view.current) throw new HttpError(409, OWN_ACCOUNT_MESSAGES.currentSession);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('id', '=', target.sessionId).execute();
      await audit(trx, auditActor(req, auth.user), 'account.session_ended', userTarget(auth.user), {
        device: target.view.device.label,
        ip: target.view.ip,
      });
    });
    logger.info({ user: auth.user.id }, 'Sitzung beendet');
    res.status(204).end();
  });

  // A blocked account may still take its data with it.
  router.get('/user/export', async (req, res) => {
    const auth = await guards.requireUser(req, res);
    const userId = auth.user.id as number;
    const [row, account, sessionList] = await Promise.all([
      db
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
          'phone',
          'salutation',
          'department',
          'job_title',
          'employee_number',
          'location',
          'phone_extension',
          'mobile',
          'directory_mobile',
          // Notes about a person are their data too (GDPR Art. 15); the panel says so at the field.
          'admin_note',
          'registration_profile',
          'email_verified_at',
          'enabled_at',
          'blocked_at',
          'blocked_reason',
          'tfa_enabled_at',
          'created_at',
          'updated_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      loadAccount(db, userId),
      sessionsOf(db, auth),
    ]);
    // What was sent under an address belongs to whoever confirmed it: anyone can register with
    // someone else's address and sign in before confirming it.
    const byAddress = row.email_verified_at ? row.email : null;
    const [about, own, submissions, mails, revisions, passkeys] = await Promise.all([
      db
        .selectFrom('notifications')
        .select(['type', 'title', 'body', 'created_at'])
        .where('subject_user_id', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('notifications')
        .select(['type', 'title', 'body', 'read_at', 'created_at'])
        .where('recipient_id', '=', userId)
        .orderBy('id')
        .execute(),
      byAddress
        ? db
            .selectFrom('form_submissions')
            .select(['id', 'type', 'name', 'email', 'topic', 'data', 'ip', 'created_at'])
            .where('email', '=', byAddress)
            .orderBy('id')
            .execute()
        : [],
      // Subjects only: the texts hold links with tokens.
      byAddress
        ? db
            .selectFrom('mail_queue')
            .select(['purpose', 'subject', 'state', 'created_at', 'sent_at'])
            .where('recipient', '=', byAddress)
            .orderBy('id')
            .execute()
        : [],
      db
        .selectFrom('wiki_revisions as r')
        .innerJoin('wiki_articles as a', 'a.id', 'r.article_id')
        .select(['a.slug', 'r.version', 'r.title', 'r.note', 'r.created_at'])
        .where('r.author_id', '=', userId)
        .orderBy('r.id')
        .execute(),
      // Names and times; never the keys.
      db
        .selectFrom('passkeys')
        .select(['name', 'device_type', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ]);
    const wikiReading = await readerDataOf(db, userId);
    const now = nowIso();
    await audit(db, auditActor(req, auth.user), 'account.exported', userTarget(auth.user));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="meine-daten-${now.slice(0, 10)}.json"`,
    );
    res.json({
      exported_at: now,
      profile: { ...row, tfa_enabled: row.tfa_enabled_at !== null },
      roles: account?.roles.map((r) => r.name) ?? [],
      permissions: account?.permissions ?? [],
      sessions: sessionList.map((s) => s.view),
      notifications_about_me: about,
      my_notifications: own,
      form_submissions: submissions.map((s) => ({ ...s, data: parseJson(s.data) })),
      mails,
      wiki_revisions: revisions,
      wiki_reading: wikiReading,
      passkeys,
    });
  });

  // The same change an admin makes (see email-change.ts), confirmed with password (and 2FA code).
  router.put('/user/email', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const input = validate(emailSchema, bodyOf(req));
    const userId = auth.user.id as number;
    if (input.email === auth.user.email) throw fieldError('email', OWN_ACCOUNT_MESSAGES.sameEmail);
    await confirmIdentity(ctx, auth, input);
    await limits.hit('verificationMail', `user:${userId}`);
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            email: input.email,
            ...UNVERIFIED,
            updated_at: nowIso(),
          })
          .where('id', '=', userId)
          .execute();
        await audit(
          trx,
          auditActor(req, auth.user),
          'account.email_changed',
          userTarget(auth.user),
          {
            from: auth.user.email,
            to: input.email,
          },
        );
        await onEmailChanged(trx, ctx, settings, {
          user: { id: userId, name: auth.user.name, email: input.email },
          from: auth.user.email,
          bySelf: true,
        });
      });
    } catch (error) {
      rethrowTaken(error);
    }
    nudgeMail();
    logger.info({ user: userId }, 'Eigene E-Mail-Adresse geändert');
    res.json({
      user: (await loadAccount(db, userId))!,
      message: OWN_ACCOUNT_MESSAGES.emailChanging,
    } satisfies EmailChangeAnswer);
  });

  router.delete('/user', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const input = validate(deleteSchema, bodyOf(req));
    const userId = auth.user.id as number;
    if (isAdmin(auth.user)) throw new HttpError(409, OWN_ACCOUNT_MESSAGES.adminCannotDelete);
    await confirmIdentity(ctx, auth, input);
    // A soft delete: an admin can restore the account for RESTORE_DAYS, then it is purged.
    await db.transaction().execute(async (trx) => {
      await softDelete(trx, userId, userId);
      await audit(trx, auditActor(req, auth.user), 'account.deleted', userTarget(auth.user));
      await enqueueMail(trx, {
        purpose: 'account.deleted',
        to: auth.user.email,
        content: accountDeletedMail({
          restorableUntil: restorableUntil(nowIso()),
          name: auth.user.name,
          when: new Date(),
          byAdmin: false,
          company: await settings.companyName(trx),
        }),
      });
      await notifyAdmins(trx, ctx, settings, 'account.deleted', userId);
    });
    await sessions.end(req, res);
    nudgeMail();
    logger.info({ user: userId }, 'Eigenes Konto gelöscht');
    res.status(204).end();
  });

  return router;
}
