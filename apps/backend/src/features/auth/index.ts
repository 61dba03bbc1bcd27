// Sign-in, sign-out, registration, e-mail verification and password reset (Helium's routes).
import { Router } from 'express';
import { z } from 'zod';
import { passwordProblems, hashPassword, verifyPassword } from '../../accounts/passwords';
import { searchTextOf } from '../../accounts/account';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import { isUniqueViolation, nowIso } from '../../db';
import { fieldError, HttpError, ValidationError } from '../../http/errors';
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
import { enqueueMail, existingAccountMail, passwordResetMail, verificationMail } from '../mail';
import type { Settings } from '../settings';
import { checkVerificationLink, verificationUrl } from './email-verification';
import { consumeResetToken, createResetToken, resetUrl } from './password-reset';

export { verificationUrl } from './email-verification';
export { createResetToken, resetUrl } from './password-reset';

export const AUTH_MESSAGES = {
  badCredentials: 'Diese Zugangsdaten sind uns nicht bekannt.',
  registered:
    'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gerade geschickt haben.',
  registrationClosed: 'Die Registrierung ist derzeit nicht möglich.',
  resetSent:
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  resetInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  verificationSent: 'Wir haben Ihnen einen neuen Bestätigungslink geschickt.',
  passwordMismatch: 'Die Passwortbestätigung stimmt nicht überein.',
} as const;

const loginSchema = z.object({
  login: email('E-Mail-Adresse'),
  password: passwordInput(),
  remember: flag(),
});

const registerSchema = z.object({
  firstname: text('Vorname', 100),
  lastname: text('Nachname', 100),
  company: text('Firma', 200),
  customer_number: optionalText('Kundennummer', 50),
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
        tfa_verified: auth.tfaEnabled && auth.tfaVerified,
      },
    });
  });

  router.post('/login', async (req, res) => {
    const input = validate(loginSchema, bodyOf(req));
    const ip = req.ip ?? 'unknown';
    await limits.hit('loginIp', ip);
    await limits.hit('login', `${ip}|${input.login}`);
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', input.login)
      .executeTakeFirst();
    const valid = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !valid) {
      logger.info({ ip }, 'Anmeldung fehlgeschlagen');
      throw fieldError('login', AUTH_MESSAGES.badCredentials);
    }
    await limits.reset('login', `${ip}|${input.login}`);
    await sessions.start(req, res, user.id, { remember: input.remember, tfaVerified: false });
    logger.info({ user: user.id }, 'Angemeldet');
    res.status(204).end();
  });

  router.post('/logout', async (req, res) => {
    await sessions.end(req, res);
    res.status(204).end();
  });

  router.post('/register', async (req, res) => {
    const input = validate(registerSchema, bodyOf(req));
    if (!(await settings.get<boolean>('policy_allow_registration')))
      throw new HttpError(403, AUTH_MESSAGES.registrationClosed);
    await limits.hit('register', req.ip ?? 'unknown');
    assertNewPassword(input.password, input.password_confirmation, input);
    // Hash in every case, so a known address answers as fast as a new one.
    const passwordHash = await hashPassword(input.password);
    const company = String((await settings.get('company_name')) ?? '');
    const intended = typeof input.intended === 'string' ? input.intended : null;

    const notifyExisting = async () => {
      const existing = await db
        .selectFrom('users')
        .select(['id', 'email', 'firstname', 'lastname'])
        .where('email', '=', input.email)
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
      .executeTakeFirst();
    if (exists) {
      await notifyExisting();
    } else {
      const now = nowIso();
      try {
        const autoEnable = !!(await settings.get<boolean>('policy_auto_enable'));
        const created = await db
          .insertInto('users')
          .values({
            email: input.email,
            password_hash: passwordHash,
            firstname: input.firstname,
            lastname: input.lastname,
            company: input.company,
            customer_number: input.customer_number,
            search_text: searchTextOf(input),
            enabled_at: autoEnable ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning(['id', 'email'])
          .executeTakeFirstOrThrow();
        await enqueueMail(db, {
          purpose: 'account.verify',
          to: created.email,
          content: verificationMail({
            name: `${input.firstname} ${input.lastname}`,
            url: verificationUrl(config, keys, created, intended),
            company,
          }),
        });
        logger.info({ user: created.id }, 'Registriert');
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
      await db
        .updateTable('users')
        .set({ email_verified_at: nowIso(), updated_at: nowIso() })
        .where('id', '=', user.id)
        .execute();
      logger.info({ user: user.id }, 'E-Mail-Adresse bestätigt');
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
    res.status(202).json({ message: AUTH_MESSAGES.verificationSent });
  });

  router.post('/forgot-password', async (req, res) => {
    const input = validate(z.object({ email: email() }), bodyOf(req));
    await limits.hit('forgotPassword', req.ip ?? 'unknown');
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (user) {
      const token = await createResetToken(db, user.id);
      await enqueueMail(db, {
        purpose: 'account.reset',
        to: user.email,
        content: passwordResetMail({
          name: `${user.firstname} ${user.lastname}`,
          url: resetUrl(config, token, user.email),
          company: String((await settings.get('company_name')) ?? ''),
        }),
      });
      nudgeMail();
    }
    res.json({ message: AUTH_MESSAGES.resetSent });
  });

  router.post('/reset-password', async (req, res) => {
    const input = validate(resetSchema, bodyOf(req));
    await limits.hit('resetPassword', req.ip ?? 'unknown');
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname', 'email_verified_at'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    assertNewPassword(input.password, input.password_confirmation, user ?? input);
    if (!user || !(await consumeResetToken(db, user.id, input.token)))
      throw fieldError('email', AUTH_MESSAGES.resetInvalid);
    const now = nowIso();
    await db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(input.password),
        // The link reached this mailbox, which is what a verification proves.
        email_verified_at: user.email_verified_at ?? now,
        updated_at: now,
      })
      .where('id', '=', user.id)
      .execute();
    await sessions.endAllFor(user.id);
    logger.info({ user: user.id }, 'Passwort zurückgesetzt');
    res.json({ message: AUTH_MESSAGES.resetDone });
  });

  return router;
}
