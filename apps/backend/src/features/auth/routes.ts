// Sign-in, sign-out, registration and e-mail verification (Helium's routes); the password reset's
// routes in password-reset-routes.ts.
import {
  formatDate,
  type AccountSessionResponse,
  type MessageAnswer,
} from '@frischkontor/contract';
import { Router } from 'express';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { searchTextOf } from '../../accounts/account';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import { isUniqueViolation, nowIso } from '../../db';
import { fieldError, HttpError, ValidationError } from '../../http/errors';
import { isKnownDevice, rememberDevice } from '../../http/known-device';
import { slowdownMs } from '../../http/rate-limit';
import { bodyOf, idParam, queryOf, validate } from '../../http/validation';
import { enqueueMail, existingAccountMail, verificationMail } from '../mail';
import { notifyAdmins } from '../notifications';
import { linkPendingIdentity } from '../oidc';
import { applyProfile, grantProfileRoles, readProfiles } from '../registration';
import type { Settings } from '../settings';
import { audit, auditActor, userTarget } from '../audit';
import { restorableUntil } from '../../accounts/deletion';
import { countSignIn, refuseOverLimit, signInSucceeded } from '../../accounts/sign-in-limits';
import { checkVerificationLink, verificationUrl } from './email-verification';
import { resetUrl } from './password-reset';
import { AUTH_MESSAGES } from './messages';
import { assertNewPassword } from './new-password';
import { loginSchema, registerSchema } from './schema';
import { passwordResetRoutes } from './password-reset-routes';

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
      ctx.metrics.signInFailures.inc({ method: 'password' });
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
        `Dieses Konto wurde gelöscht. Die Verwaltung kann es bis zum ${formatDate(restorableUntil(user.deleted_at))} wiederherstellen.`,
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
    // A link to the company's provider waiting for this proof (decision 060); with a second
    // factor, once that is given too.
    if (!user.tfa_enabled_at)
      await linkPendingIdentity(ctx, { settings, nudge: nudgeMail }, req, res, user.id);
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

  passwordResetRoutes(router, ctx, settings, nudgeMail);

  return router;
}
