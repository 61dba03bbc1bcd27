// Sign-in, sign-out, registration, e-mail verification and password reset (Helium's routes).
import type {
  AccountSessionResponse,
  MessageAnswer,
  ResetLinkCheck,
  ResetLinkStatus,
} from '@frischkontor/contract';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { passwordProblems, hashPassword, verifyPassword } from '../../accounts/passwords';
import { searchTextOf } from '../../accounts/account';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import { isUniqueViolation, nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { fieldError, HttpError, ValidationError } from '../../http/errors';
import { isKnownDevice, rememberDevice } from '../../http/known-device';
import { slowdownMs } from '../../http/rate-limit';
import {
  accepted,
  bodyOf,
  email,
  flag,
  idParam,
  optionalText,
  passwordInput,
  queryOf,
  text,
  validate,
} from '../../http/validation';
import {
  enqueueMail,
  existingAccountMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from '../mail';
import { notifyAdmins } from '../notifications';
import {
  applyProfile,
  grantProfileRoles,
  readProfiles,
  tradeLicenceInput,
  vatIdInput,
} from '../registration';
import type { Settings } from '../settings';
import { audit, auditActor, userTarget } from '../audit';
import { formatDay, restorableUntil } from '../../accounts/deletion';
import { countSignIn, refuseOverLimit, signInSucceeded } from '../../accounts/sign-in-limits';
import { checkVerificationLink, verificationUrl } from './email-verification';
import { consumeResetToken, createResetToken, resetTokenStatus, resetUrl } from './password-reset';

export { verificationUrl } from './email-verification';
export { createResetToken, INVITATION_DAYS, resetUrl, voidResetTokens } from './password-reset';

export const AUTH_MESSAGES = {
  badCredentials: 'Diese Zugangsdaten sind uns nicht bekannt.',
  registered:
    'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gerade geschickt haben.',
  registrationClosed: 'Die Registrierung ist derzeit nicht möglich.',
  resetSent:
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  resetInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  resetUsed: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  resetExpired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  verificationSent: 'Wir haben Ihnen einen neuen Bestätigungslink geschickt.',
  passwordMismatch: 'Die Passwortbestätigung stimmt nicht überein.',
} as const;

const loginSchema = z.object({
  login: email('E-Mail-Adresse'),
  password: passwordInput(),
  remember: flag(),
});

const registerSchema = z.object({
  /** The registration profile's key; without one, the first profile (Helium's clients send none). */
  profile: z.string().max(40).optional(),
  firstname: text('Vorname', 100),
  lastname: text('Nachname', 100),
  company: optionalText('Firma', 200),
  customer_number: optionalText('Kundennummer', 50),
  vat_id: vatIdInput(),
  trade_licence: tradeLicenceInput(),
  email: email(),
  password: passwordInput(),
  password_confirmation: z.unknown(),
  privacy: accepted('Bitte stimmen Sie der Datenschutzerklärung zu.'),
  intended: z.unknown().optional(),
});

const resetSchema = z.object({
  token: text('Token', 200),
  email: email(),
  password: passwordInput(),
  password_confirmation: z.unknown(),
});

/** Refuses a new password (policy, confirmation) with 422 on the `password` field. */
export function assertNewPassword(
  password: string,
  confirmation: unknown,
  context: Parameters<typeof passwordProblems>[1],
) {
  const problems = passwordProblems(password, context);
  if (confirmation !== password) problems.push(AUTH_MESSAGES.passwordMismatch);
  if (problems.length) throw new ValidationError({ password: problems });
}

/** Every change of a password is confirmed by mail to the holder, queued by the change's transaction. */
export async function mailPasswordChanged(
  trx: Kysely<DB>,
  ctx: AppContext,
  settings: Settings,
  user: { id: number; email: string; firstname: string; lastname: string },
): Promise<void> {
  await enqueueMail(trx, {
    purpose: 'account.password-changed',
    to: user.email,
    content: passwordChangedMail({
      name: `${user.firstname} ${user.lastname}`,
      when: new Date(),
      resetUrl: frontendUrl(ctx.config, '/auth/forgot-password'),
      company: await settings.companyName(trx),
    }),
  });
}

function resetRefusal(status: ResetLinkStatus): string {
  if (status === 'used') return AUTH_MESSAGES.resetUsed;
  if (status === 'expired') return AUTH_MESSAGES.resetExpired;
  return AUTH_MESSAGES.resetInvalid;
}

export function authRouter(ctx: AppContext, settings: Settings, nudgeMail: () => void): Router {
  const router = Router();
  const { db, sessions, limits, config, keys, logger } = ctx;

  router.get('/csrf-cookie', async (req, res) => {
    const auth = await sessions.auth(req, res);
    sessions.issueCsrf(res, auth?.sessionId ?? null);
    res.status(204).end();
  });

  router.get('/session', async (req, res) => {
    const auth = await sessions.auth(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    if (!auth) {
      res.status(401).json({ message: 'Nicht angemeldet.' });
      return;
    }
    res.json({
      user: auth.user,
      session: {
        authenticated: true,
        tfa_enabled: auth.tfaEnabled,
        // Whether this sign-in had a second factor (TOTP, backup code or passkey).
        tfa_verified: auth.tfaVerified,
        tfa_required: auth.tfaRequired,
      },
    } satisfies AccountSessionResponse);
  });

  // OWASP's scheme (decision 010): attempts count before the verdict and a success gives them
  // back; tight per address and account, junk per address for minutes, and per account a
  // growing delay that a known device skips.
  router.post('/login', async (req, res) => {
    const input = validate(loginSchema, bodyOf(req));
    const ip = req.ip ?? 'unknown';
    const user = await db
      .selectFrom('users')
      .select([
        'id',
        'password_hash',
        'email',
        'firstname',
        'lastname',
        'deleted_at',
        'tfa_enabled_at',
      ])
      .where('email', '=', input.login)
      .executeTakeFirst();
    const attempt = await countSignIn(limits, { ip, subject: input.login, known: !!user });
    const earlier = (await limits.hit('loginFailedAccount', input.login)) - 1;
    if (!user || !isKnownDevice(req, keys, user)) {
      const delay = slowdownMs(earlier);
      if (delay) await ctx.wait(delay);
    }
    const valid = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !valid) {
      logger.info({ ip }, 'Anmeldung fehlgeschlagen');
      await audit(
        db,
        auditActor(req),
        'auth.login_failed',
        user ? userTarget(user) : { type: 'user', label: input.login },
        { reason: user ? 'Passwort falsch' : 'Konto unbekannt' },
      );
      refuseOverLimit(attempt);
      throw fieldError('login', AUTH_MESSAGES.badCredentials);
    }
    await signInSucceeded(limits, attempt);
    await limits.reset('loginFailedAccount', input.login);
    // The right password of a deleted account: it may say so (and until when it can come back).
    if (user.deleted_at) {
      await audit(db, auditActor(req), 'auth.login_failed', userTarget(user), {
        reason: 'Konto gelöscht',
      });
      throw fieldError(
        'login',
        `Dieses Konto wurde gelöscht. Die Verwaltung kann es bis zum ${formatDay(restorableUntil(user.deleted_at))} wiederherstellen.`,
      );
    }
    // A known device is one that signed in fully: with a second factor, once that is given too.
    if (!user.tfa_enabled_at) rememberDevice(res, config, keys, user);
    await sessions.start(
      req,
      res,
      user.id,
      { remember: input.remember, tfaVerified: false },
      async (trx) => {
        await trx
          .updateTable('users')
          .set({ last_login_at: nowIso() })
          .where('id', '=', user.id)
          .execute();
        await audit(trx, auditActor(req, user), 'auth.login', userTarget(user), {
          remember: input.remember,
        });
      },
    );
    logger.info({ user: user.id }, 'Angemeldet');
    res.status(204).end();
  });

  router.post('/logout', async (req, res) => {
    await sessions.end(req, res);
    res.status(204).end();
  });

  router.post('/register', async (req, res) => {
    const parsed = validate(registerSchema, bodyOf(req));
    if (!(await settings.get<boolean>('policy_allow_registration')))
      throw new HttpError(403, AUTH_MESSAGES.registrationClosed);
    const profiles = readProfiles(await settings.get('registration_profiles'));
    const profile = parsed.profile ? profiles.find((p) => p.key === parsed.profile) : profiles[0];
    if (!profile)
      throw new ValidationError({
        profile: ['Bitte wählen Sie aus, als wer Sie sich registrieren.'],
      });
    // What the profile asks and the password policy answer together: one round for the person.
    const errors: Record<string, string[]> = {};
    const collect = <T>(check: () => T): T | null => {
      try {
        return check();
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        Object.assign(errors, error.errors);
        return null;
      }
    };
    const input = collect(() => applyProfile(profile, parsed)) ?? parsed;
    if (!Object.keys(errors).length) await limits.hit('register', req.ip ?? 'unknown');
    collect(() => assertNewPassword(input.password, input.password_confirmation, input));
    if (Object.keys(errors).length) throw new ValidationError(errors);
    // Hash in every case, so a known address answers as fast as a new one.
    const passwordHash = await hashPassword(input.password);
    const company = String((await settings.get('company_name')) ?? '');
    const intended = typeof input.intended === 'string' ? input.intended : null;

    const notifyExisting = async () => {
      const existing = await db
        .selectFrom('users')
        .select(['id', 'email', 'firstname', 'lastname'])
        .where('email', '=', input.email)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!existing) return;
      await enqueueMail(db, {
        purpose: 'account.exists',
        to: existing.email,
        content: existingAccountMail({
          name: `${existing.firstname} ${existing.lastname}`,
          resetUrl: resetUrl(config, null, existing.email),
          company,
        }),
      });
    };

    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (exists) {
      await notifyExisting();
    } else {
      const now = nowIso();
      try {
        const autoEnable =
          profile.auto_enable || !!(await settings.get<boolean>('policy_auto_enable'));
        const created = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('users')
            .values({
              email: input.email,
              password_hash: passwordHash,
              firstname: input.firstname,
              lastname: input.lastname,
              company: input.company,
              customer_number: input.customer_number,
              vat_id: input.vat_id,
              trade_licence: input.trade_licence,
              search_text: searchTextOf(input),
              registration_profile: profile.key,
              enabled_at: autoEnable ? now : null,
              created_at: now,
              updated_at: now,
            })
            .returning(['id', 'email'])
            .executeTakeFirstOrThrow();
          // Approved at once: the profile's roles at once too.
          const roles = autoEnable ? await grantProfileRoles(trx, row.id, profile) : [];
          const person = { ...input, id: row.id };
          await audit(trx, auditActor(req, person), 'account.registered', userTarget(person), {
            profile: profile.key,
            ...(autoEnable ? { approved: true, roles } : {}),
          });
          await enqueueMail(trx, {
            purpose: 'account.verify',
            to: row.email,
            content: verificationMail({
              name: `${input.firstname} ${input.lastname}`,
              url: verificationUrl(config, keys, row, intended),
              company,
            }),
          });
          await notifyAdmins(trx, ctx, settings, 'account.registered', row.id);
          return row;
        });
        logger.info({ user: created.id, profile: profile.key }, 'Registriert');
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await notifyExisting();
      }
    }
    nudgeMail();
    res.status(201).json({ message: AUTH_MESSAGES.registered });
  });

  router.get('/email/verify/:id/:hash', async (req, res) => {
    const target = frontendUrl(config, '/auth/verified');
    const id = idParam(req.params.id);
    const user = id
      ? await db
          .selectFrom('users')
          .select(['id', 'email', 'email_verified_at'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    const check = user
      ? checkVerificationLink(config, keys, user, String(req.params.hash), queryOf(req))
      : { ok: false as const };
    res.setHeader('Cache-Control', 'no-store');
    if (!user || !check.ok) {
      res.redirect(302, `${target}?status=invalid`);
      return;
    }
    if (!user.email_verified_at) {
      const verified = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('users')
          .set({ email_verified_at: nowIso(), updated_at: nowIso() })
          .where('id', '=', user.id)
          .where('email_verified_at', 'is', null)
          .executeTakeFirst();
        // A second click at the same moment tells nobody twice.
        if (!Number(updated.numUpdatedRows)) return false;
        await audit(trx, auditActor(req, user), 'account.email_verified', userTarget(user), {
          email: user.email,
        });
        await notifyAdmins(trx, ctx, settings, 'account.verified', user.id);
        return true;
      });
      if (verified) {
        nudgeMail();
        logger.info({ user: user.id }, 'E-Mail-Adresse bestätigt');
      }
    }
    const query = new URLSearchParams({ status: 'verified' });
    if (check.intended) query.set('intended', check.intended);
    res.redirect(302, `${target}?${query.toString()}`);
  });

  router.post('/email/verification-notification', async (req, res) => {
    const auth = await ctx.guards.requireActiveUser(req, res);
    if (auth.user.email_verified_at) {
      res.status(204).end();
      return;
    }
    await limits.hit('verificationMail', `user:${auth.user.id}`);
    const company = String((await settings.get('company_name')) ?? '');
    const intended =
      typeof bodyOf(req).intended === 'string' ? (bodyOf(req).intended as string) : null;
    await enqueueMail(db, {
      purpose: 'account.verify',
      to: auth.user.email,
      content: verificationMail({
        name: auth.user.name,
        url: verificationUrl(
          config,
          keys,
          { id: auth.user.id as number, email: auth.user.email },
          intended,
        ),
        company,
      }),
    });
    nudgeMail();
    res.status(202).json({ message: AUTH_MESSAGES.verificationSent } satisfies MessageAnswer);
  });

  router.post('/forgot-password', async (req, res) => {
    const input = validate(z.object({ email: email() }), bodyOf(req));
    await limits.hit('forgotPassword', req.ip ?? 'unknown');
    // Per address too, known or not (the same answer for both): no mail flood to one inbox.
    await limits.hit('forgotPasswordEmail', input.email);
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (user) {
      await db.transaction().execute(async (trx) => {
        const token = await createResetToken(trx, user);
        await enqueueMail(trx, {
          purpose: 'account.reset',
          to: user.email,
          content: passwordResetMail({
            name: `${user.firstname} ${user.lastname}`,
            url: resetUrl(config, token, user.email),
            company: await settings.companyName(trx),
          }),
        });
      });
      nudgeMail();
    }
    res.json({ message: AUTH_MESSAGES.resetSent } satisfies MessageAnswer);
  });

  /** Whether a reset link can still be used, so its page shows the form or says why not. */
  router.post('/reset-password/status', async (req, res) => {
    const input = validate(z.object({ token: text('Token', 200), email: email() }), bodyOf(req));
    await limits.hit('resetPassword', req.ip ?? 'unknown');
    const user = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: await resetTokenStatus(db, user ?? null, input.token),
    } satisfies ResetLinkCheck);
  });

  router.post('/reset-password', async (req, res) => {
    const input = validate(resetSchema, bodyOf(req));
    await limits.hit('resetPassword', req.ip ?? 'unknown');
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname', 'email_verified_at'])
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    // The token first: without a valid link nobody learns anything about the account
    // (the password policy mentions the holder's name).
    const status = await resetTokenStatus(db, user ?? null, input.token);
    if (!user || status !== 'valid') throw fieldError('email', resetRefusal(status));
    assertNewPassword(input.password, input.password_confirmation, user);
    if (!(await consumeResetToken(db, user, input.token)))
      throw fieldError('email', AUTH_MESSAGES.resetUsed);
    const now = nowIso();
    const passwordHash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          // The link was sent to this address (tokens are bound to it) and reached its mailbox,
          // which is what a verification proves.
          email_verified_at: user.email_verified_at ?? now,
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      await sessions.endAllFor(user.id, null, trx);
      await audit(trx, auditActor(req, user), 'auth.password_reset', userTarget(user));
      await mailPasswordChanged(trx, ctx, settings, user);
    });
    nudgeMail();
    logger.info({ user: user.id }, 'Passwort zurückgesetzt');
    res.json({ message: AUTH_MESSAGES.resetDone } satisfies MessageAnswer);
  });

  return router;
}
