// The signed-in user's own account: profile and password.
import {
  STAFF_OWN_FIELDS,
  type OwnAccount,
  type PasswordChange,
  type AccountUser,
  type ProfileUpdate,
} from '@frischkontor/contract';
import { Router, type RequestHandler } from 'express';
import { staffOwnSchema } from '@frischkontor/contract/staff';
import { z } from 'zod';
import { loadAccount, searchTextOf } from '../../accounts/account';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import { fieldError } from '../../http/errors';
import {
  bodyOf,
  optionalText,
  passwordInput,
  requestSchema,
  text,
  validate,
} from '../../http/validation';
import { audit, auditActor, userTarget } from '../audit';
import { assertNewPassword, mailPasswordChanged } from '../auth';
import type { Settings } from '../settings';
import { ownAccountRouter } from './own-account';

export { EMAIL_TAKEN, onEmailChanged, rethrowTaken, UNVERIFIED } from './email-change';
export { deviceSessionOf, publicSessionId } from './own-account';

const profileSchema = requestSchema<ProfileUpdate>()(
  z
    .object({
      firstname: text('Vorname', 100),
      lastname: text('Nachname', 100),
      company: optionalText('Firma', 200),
    })
    .extend(staffOwnSchema.shape),
);

/** The own fields a profile change may touch besides the names and the company. */
const OWN_STAFF_FIELDS = STAFF_OWN_FIELDS;

const passwordSchema = requestSchema<PasswordChange>()(
  z.object({
    current_password: passwordInput('Aktuelles Passwort'),
    password: passwordInput('Neues Passwort'),
    password_confirmation: z.unknown(),
  }),
);

export function accountRouter(ctx: AppContext, settings: Settings, nudgeMail: () => void): Router {
  const router = Router();
  const { db, guards, sessions, limits, logger } = ctx;

  // A blocked user may still read their own profile (and see why they are blocked).
  const readProfile: RequestHandler = async (req, res) => {
    const auth = await guards.requireUser(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ user: auth.user } satisfies OwnAccount);
  };
  router.get('/user', readProfile);
  router.get('/user/profile', readProfile);

  router.patch('/user/profile', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const input = validate(profileSchema, bodyOf(req));
    const userId = auth.user.id as number;
    // Left out they stay; the consent is stored as 0 or 1.
    const staff = Object.fromEntries(
      OWN_STAFF_FIELDS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
    ) as Partial<Pick<AccountUser, (typeof OWN_STAFF_FIELDS)[number]>>;
    const { directory_mobile: consent, ...fields } = staff;
    const next = {
      firstname: input.firstname,
      lastname: input.lastname,
      company: input.company ?? auth.user.company,
      ...fields,
    };
    const before = auth.user as unknown as Record<string, unknown>;
    const after: Record<string, unknown> = { ...next, ...staff };
    const changed = Object.keys(after).filter(
      (key) => (before[key] ?? null) !== (after[key] ?? null),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          ...next,
          ...(consent !== undefined ? { directory_mobile: consent ? 1 : 0 } : {}),
          search_text: searchTextOf({ ...auth.user, ...next }),
          updated_at: nowIso(),
        })
        .where('id', '=', userId)
        .execute();
      if (changed.length)
        await audit(
          trx,
          auditActor(req, auth.user),
          'account.profile_updated',
          userTarget(auth.user),
          {
            fields: changed,
          },
        );
    });
    res.json({ user: (await loadAccount(db, userId))! } satisfies OwnAccount);
  });

  router.patch('/user/password', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const input = validate(passwordSchema, bodyOf(req));
    const userId = auth.user.id as number;
    await limits.hit('login', `password:${userId}`);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!(await verifyPassword(row?.password_hash ?? null, input.current_password)))
      throw fieldError('current_password', 'Das aktuelle Passwort ist nicht korrekt.');
    assertNewPassword(input.password, input.password_confirmation, auth.user);
    // The same password again changes nothing, least of all when an admin asked for a new one.
    if (input.password === input.current_password)
      throw fieldError('password', 'Das neue Passwort muss sich vom bisherigen unterscheiden.');
    const passwordHash = await hashPassword(input.password);
    // Every other device signs in again; this one continues with a new session token.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        // A new password set by the person is what an admin asked for (decision 057).
        .set({ password_hash: passwordHash, password_change_required: 0, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      await sessions.endAllFor(userId, null, trx);
      await audit(
        trx,
        auditActor(req, auth.user),
        'account.password_changed',
        userTarget(auth.user),
      );
      await mailPasswordChanged(trx, ctx, settings, {
        id: userId,
        email: auth.user.email,
        firstname: auth.user.firstname,
        lastname: auth.user.lastname,
      });
    });
    await sessions.start(req, res, userId, {
      remember: auth.remember,
      tfaVerified: auth.tfaVerified,
    });
    nudgeMail();
    logger.info({ user: userId }, 'Passwort geändert');
    res.status(204).end();
  });

  router.use(ownAccountRouter(ctx, settings, nudgeMail));
  return router;
}
