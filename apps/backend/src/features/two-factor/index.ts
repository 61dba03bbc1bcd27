// Two-factor authentication: the check after the password, and setting it up or off.
import type {
  BackupCodes,
  PasswordConfirmation,
  TwoFactorCode,
  TwoFactorSetup,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { z } from 'zod';
import { verifyPassword } from '../../accounts/passwords';
import type { AppContext } from '../../context';
import { inTransaction, nowIso } from '../../db';
import { audit, auditActor, userTarget } from '../audit';
import type { DB } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { deviceAccountOf, isKnownDevice, rememberDevice } from '../../http/known-device';
import type { Auth } from '../../http/session';
import { bodyOf, passwordInput, requestSchema, text, validate } from '../../http/validation';
import type { Keys } from '../../security/keys';
import type { Settings } from '../settings';
import { enqueueMail, twoFactorDisabledMail } from '../mail';
import { linkPendingIdentity } from '../oidc';
import { replaceBackupCodes, redeemBackupCode } from './backup-codes';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Der Code ist ungültig oder wurde bereits verwendet.',
  notEnabled: 'Für dieses Konto ist keine Zwei-Faktor-Authentifizierung eingerichtet.',
  alreadyEnabled: 'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet.',
  noSetup: 'Bitte starten Sie die Einrichtung der Zwei-Faktor-Authentifizierung erneut.',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
} as const;

const codeSchema = requestSchema<TwoFactorCode>()(z.object({ code: text('Code', 50) }));
/** The password again, for a change that needs it (here and for passkeys). */
export const passwordSchema = requestSchema<PasswordConfirmation>()(
  z.object({ password: passwordInput() }),
);

/** Turns 2FA off (own request or an admin's reset). */
export async function disableTwoFactor(db: Kysely<DB>, userId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({
        tfa_secret: null,
        tfa_pending_secret: null,
        tfa_enabled_at: null,
        tfa_last_step: null,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('backup_codes').where('user_id', '=', userId).execute();
  });
}

/** Stores the time step, refusing it when another request used the same or a later one. */
async function claimStep(db: Kysely<DB>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ tfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('tfa_last_step', 'is', null), eb('tfa_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A current TOTP code of this account, used up here; false when wrong or used before. */
async function totpMatches(
  db: Kysely<DB>,
  keys: Keys,
  userId: number,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['tfa_secret', 'tfa_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const secret = row?.tfa_secret ? keys.decrypt('totp-secret', row.tfa_secret) : null;
  const step = secret ? await matchTotp(secret, code, row?.tfa_last_step ?? null) : null;
  return step !== null && claimStep(db, userId, step);
}

/** A current TOTP code or an unused backup code of this account (either is used up). */
export async function secondFactorMatches(
  db: Kysely<DB>,
  keys: Keys,
  userId: number,
  code: string,
): Promise<boolean> {
  return (await totpMatches(db, keys, userId, code)) || redeemBackupCode(db, keys, userId, code);
}

/**
 * The signed-in person's password before a change to how they sign in (2FA, backup codes,
 * passkeys): 422 at `password` when wrong; five tries in five minutes, then 429.
 */
export async function confirmOwnPassword(
  ctx: Pick<AppContext, 'db' | 'limits'>,
  auth: Auth,
  password: string,
): Promise<void> {
  await ctx.limits.hit('twoFactor', `password:${auth.user.id}`);
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.user.id as number)
    .executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash ?? null, password)))
    throw fieldError('password', TWO_FACTOR_MESSAGES.wrongPassword);
}

export function encryptSecret(keys: Keys, secret: string): string {
  return keys.encrypt('totp-secret', secret);
}

export function twoFactorRouter(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void = () => {},
): Router {
  const router = Router();
  const { db, keys, sessions, guards, limits, logger } = ctx;

  const confirmPassword = (auth: Auth, password: string) => confirmOwnPassword(ctx, auth, password);

  async function pendingCheck(req: Request, res: Response): Promise<Auth | null> {
    const auth = await guards.requireSession(req, res);
    if (!auth.tfaEnabled) throw fieldError('code', TWO_FACTOR_MESSAGES.notEnabled);
    if (auth.tfaVerified) return null;
    // Counted before the verdict, given back on success (decision 010): per session, and per
    // account over all sessions and sign-ins but the owner's known browser, so a password
    // holder cannot guess faster by opening sessions nor block the owner's usual device.
    await limits.hit('twoFactor', `session:${auth.sessionId}`);
    const device = await deviceAccountOf(db, auth.user.id as number);
    if (!device || !isKnownDevice(req, keys, device))
      await limits.hit('twoFactorAccount', String(auth.user.id));
    return auth;
  }

  async function codeFailed(req: Request, auth: Auth, kind: string): Promise<never> {
    await audit(db, auditActor(req, auth.user), 'auth.two_factor_failed', userTarget(auth.user), {
      kind,
    });
    throw fieldError('code', TWO_FACTOR_MESSAGES.invalidCode);
  }

  async function codeAccepted(res: Response, auth: Auth): Promise<void> {
    const device = await deviceAccountOf(db, auth.user.id as number);
    if (device) rememberDevice(res, ctx.config, keys, device);
    await limits.reset('twoFactor', `session:${auth.sessionId}`);
    await limits.reset('twoFactorAccount', String(auth.user.id));
  }

  router.post('/verify-tfa-totp', async (req, res) => {
    const auth = await pendingCheck(req, res);
    const { code } = validate(codeSchema, bodyOf(req));
    if (!auth) {
      res.status(204).end();
      return;
    }
    const userId = auth.user.id as number;
    if (!(await totpMatches(db, keys, userId, code))) {
      logger.info({ user: userId }, 'Zwei-Faktor-Code abgelehnt');
      return codeFailed(req, auth, 'TOTP');
    }
    await codeAccepted(res, auth);
    await sessions.rotate(req, res, auth, { tfaVerified: true });
    await linkPendingIdentity(ctx, { settings, nudge: nudgeMail }, req, res, userId);
    res.status(204).end();
  });

  router.post('/verify-tfa-backup', async (req, res) => {
    const auth = await pendingCheck(req, res);
    const { code } = validate(codeSchema, bodyOf(req));
    if (!auth) {
      res.status(204).end();
      return;
    }
    const userId = auth.user.id as number;
    if (!(await redeemBackupCode(db, keys, userId, code))) {
      logger.info({ user: userId }, 'Backup-Code abgelehnt');
      return codeFailed(req, auth, 'Backup-Code');
    }
    await codeAccepted(res, auth);
    await sessions.rotate(req, res, auth, { tfaVerified: true });
    await linkPendingIdentity(ctx, { settings, nudge: nudgeMail }, req, res, userId);
    logger.info({ user: userId }, 'Mit Backup-Code angemeldet');
    res.status(204).end();
  });

  router.post('/user/two-factor', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    if (auth.tfaEnabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    await db
      .updateTable('users')
      .set({ tfa_pending_secret: encryptSecret(keys, secret), updated_at: nowIso() })
      .where('id', '=', auth.user.id as number)
      .execute();
    const issuer = String((await settings.get('company_name')) ?? 'Hallberg Frischdienst');
    const url = otpauthUrl(secret, issuer, auth.user.email);
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ secret, otpauth_url: url, qr_svg: qrSvg } satisfies TwoFactorSetup);
  });

  router.post('/user/two-factor/confirm', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const { code } = validate(codeSchema, bodyOf(req));
    if (auth.tfaEnabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyEnabled);
    const userId = auth.user.id as number;
    await limits.hit('twoFactor', `confirm:${userId}`);
    const row = await db
      .selectFrom('users')
      .select('tfa_pending_secret')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.tfa_pending_secret) throw fieldError('code', TWO_FACTOR_MESSAGES.noSetup);
    const step = await matchTotp(keys.decrypt('totp-secret', row.tfa_pending_secret), code, null);
    if (step === null) throw fieldError('code', TWO_FACTOR_MESSAGES.invalidCode);
    const now = nowIso();
    const codes = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          tfa_secret: row.tfa_pending_secret,
          tfa_pending_secret: null,
          tfa_enabled_at: now,
          tfa_last_step: step,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
      await audit(trx, auditActor(req, auth.user), 'two_factor.enabled', userTarget(auth.user));
      return replaceBackupCodes(trx, keys, userId);
    });
    await sessions.rotate(req, res, auth, { tfaVerified: true });
    logger.info({ user: userId }, 'Zwei-Faktor-Authentifizierung eingerichtet');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ backup_codes: codes } satisfies BackupCodes);
  });

  router.delete('/user/two-factor', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const { password } = validate(passwordSchema, bodyOf(req));
    await confirmPassword(auth, password);
    if (auth.tfaEnabled) {
      await db.transaction().execute(async (trx) => {
        await disableTwoFactor(trx, auth.user.id as number);
        await audit(trx, auditActor(req, auth.user), 'two_factor.disabled', userTarget(auth.user));
        await enqueueMail(trx, {
          purpose: 'account.two-factor-disabled',
          to: auth.user.email,
          content: twoFactorDisabledMail({
            name: auth.user.name,
            when: new Date(),
            byAdmin: false,
            company: await settings.companyName(trx),
          }),
        });
      });
      nudgeMail();
    }
    logger.info({ user: auth.user.id }, 'Zwei-Faktor-Authentifizierung ausgeschaltet');
    res.status(204).end();
  });

  router.post('/user/two-factor/backup-codes', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const { password } = validate(passwordSchema, bodyOf(req));
    if (!auth.tfaEnabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.notEnabled);
    await confirmPassword(auth, password);
    const codes = await db.transaction().execute(async (trx) => {
      await audit(
        trx,
        auditActor(req, auth.user),
        'two_factor.backup_codes',
        userTarget(auth.user),
      );
      return replaceBackupCodes(trx, keys, auth.user.id as number);
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ backup_codes: codes } satisfies BackupCodes);
  });

  return router;
}
