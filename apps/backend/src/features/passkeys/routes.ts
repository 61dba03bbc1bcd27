// Passkeys (issue 16, item 7; decision 032): signing in with a passkey instead of password and
// code (user verification required, so it is a complete, two-factor sign-in), confirming a
// password sign-in with one, and managing one's passkeys (add, list, rename, remove).
import { formatDate, type PasskeyRename } from '@frischkontor/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { restorableUntil } from '../../accounts/deletion';
import { deviceOf } from '../../accounts/device';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import { isUniqueViolation, nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { deviceAccountOf, rememberDevice } from '../../http/known-device';
import type { Auth } from '../../http/session';
import { bodyOf, flag, idParam, requestSchema, validate } from '../../http/validation';
import { countSignIn, refuseOverLimit, signInSucceeded } from '../../accounts/sign-in-limits';
import { audit, auditActor, userTarget } from '../audit';
import { linkPendingIdentity } from '../oidc';
import { enqueueMail, passkeyChangedMail } from '../mail';
import type { Settings } from '../settings';
import { confirmOwnPassword, passwordSchema } from '../two-factor';
import { createWebAuthn } from './webauthn';
import { PASSKEY_MESSAGES } from './messages';
import {
  authenticationResponse,
  browserAnswer,
  listed,
  MAX_PASSKEYS,
  passkeyName,
  registrationResponse,
} from './schema';

export function passkeysRouter(ctx: AppContext, settings: Settings, nudgeMail: () => void): Router {
  const router = Router();
  const { db, config, keys, sessions, guards, limits, logger } = ctx;
  const webauthn = createWebAuthn(config, db, keys);

  const ownPasskeys = (userId: number) =>
    db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const ownPasskey = async (auth: Auth, value: unknown) => {
    const id = idParam(value);
    const row = id
      ? await db
          .selectFrom('passkeys')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', auth.user.id as number)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return row;
  };

  /** The mail about an added or removed passkey, queued by the change's transaction. */
  async function mailChange(
    trx: Kysely<DB>,
    auth: Auth,
    passkey: string,
    change: 'added' | 'removed',
  ) {
    await enqueueMail(trx, {
      purpose: `account.passkey-${change}`,
      to: auth.user.email,
      content: passkeyChangedMail({
        name: auth.user.name,
        passkey,
        change,
        when: new Date(),
        profileUrl: frontendUrl(config, '/auth/profile#passkeys'),
        company: await settings.companyName(trx),
      }),
    });
  }

  async function refuse(
    req: Request,
    user: {
      id: number | string;
      email: string;
      firstname?: string;
      lastname?: string;
      name?: string;
    } | null,
    reason: string,
    message: string = PASSKEY_MESSAGES.failed,
  ): Promise<never> {
    await audit(db, auditActor(req, user), 'auth.passkey_failed', user ? userTarget(user) : null, {
      reason,
    });
    throw new HttpError(422, message, { reason: 'passkey_failed' });
  }

  /** The stored passkey and its account for a credential the browser names. */
  const findByCredential = (credentialId: string) =>
    db
      .selectFrom('passkeys as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.id',
        'p.name',
        'p.credential_id',
        'p.public_key',
        'p.counter',
        'p.transports',
        'u.id as user_id',
        'u.email',
        'u.firstname',
        'u.lastname',
        'u.deleted_at',
      ])
      .where('p.credential_id', '=', credentialId)
      .executeTakeFirst();

  async function storeUse(
    trx: Kysely<DB>,
    id: number,
    result: { counter: number; backed_up: number; device_type: string },
  ) {
    await trx
      .updateTable('passkeys')
      .set({
        counter: result.counter,
        backed_up: result.backed_up,
        device_type: result.device_type,
        last_used_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
  }

  // Sign-in, step 1: a challenge for whatever passkey the browser offers (also as autofill).
  router.post('/passkeys/authentication-options', async (req, res) => {
    await limits.hit('passkeyOptions', req.ip ?? 'unknown');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await webauthn.authenticationOptions('authentication', {}));
  });

  // Sign-in, step 2: limited as the password sign-in is (decision 010), per address and
  // passkey, and per address over all.
  router.post('/passkeys/authenticate', async (req, res) => {
    const input = validate(z.object({ remember: flag() }), bodyOf(req));
    const response = browserAnswer(
      authenticationResponse,
      bodyOf(req).response,
    ) as unknown as AuthenticationResponseJSON;
    const found = await findByCredential(response.id);
    const ip = req.ip ?? 'unknown';
    const attempt = await countSignIn(limits, {
      ip,
      subject: `passkey:${response.id.slice(0, 100)}`,
      known: !!found,
    });
    const user = found
      ? {
          id: found.user_id,
          email: found.email,
          firstname: found.firstname,
          lastname: found.lastname,
        }
      : null;
    const failed = async (reason: string, message?: string) => {
      logger.info({ ip }, 'Anmeldung mit Passkey fehlgeschlagen');
      ctx.metrics.signInFailures.inc({ method: 'passkey' });
      refuseOverLimit(attempt);
      return refuse(req, user, reason, message);
    };
    if (!found) return failed('Passkey unbekannt', PASSKEY_MESSAGES.unknown);
    const result = await webauthn.verifyAuthentication(response, found, 'authentication', {});
    if (!result) return failed('Prüfung fehlgeschlagen');
    await signInSucceeded(limits, attempt);
    if (found.deleted_at) {
      await audit(db, auditActor(req), 'auth.passkey_failed', userTarget(user!), {
        reason: 'Konto gelöscht',
      });
      throw new HttpError(
        422,
        `Dieses Konto wurde gelöscht. Die Verwaltung kann es bis zum ${formatDate(restorableUntil(found.deleted_at))} wiederherstellen.`,
        { reason: 'deleted' },
      );
    }
    const device = await deviceAccountOf(db, found.user_id);
    if (device) rememberDevice(res, config, keys, device);
    // The passkey verified the person (user verification required): a two-factor sign-in.
    await sessions.start(
      req,
      res,
      found.user_id,
      { remember: input.remember, tfaVerified: true },
      async (trx) => {
        await storeUse(trx, found.id, result);
        await trx
          .updateTable('users')
          .set({ last_login_at: nowIso() })
          .where('id', '=', found.user_id)
          .execute();
        await audit(trx, auditActor(req, user), 'auth.passkey_login', userTarget(user!), {
          passkey: found.name,
          remember: input.remember,
        });
      },
    );
    await linkPendingIdentity(ctx, { settings, nudge: nudgeMail }, req, res, found.user_id);
    logger.info({ user: found.user_id }, 'Mit Passkey angemeldet');
    res.status(204).end();
  });

  // After a password: a passkey of this account as the second factor (2FA pending, or a
  // role that requires one).
  router.post('/passkeys/second-factor-options', async (req, res) => {
    const auth = await guards.requireSession(req, res);
    const own = await ownPasskeys(auth.user.id as number);
    if (!own.length) throw new HttpError(409, PASSKEY_MESSAGES.none);
    await limits.hit('passkeyOptions', req.ip ?? 'unknown');
    res.setHeader('Cache-Control', 'no-store');
    res.json(
      await webauthn.authenticationOptions(
        'second-factor',
        { userId: auth.user.id as number, sessionId: auth.sessionId },
        own,
      ),
    );
  });

  router.post('/verify-tfa-passkey', async (req, res) => {
    const auth = await guards.requireSession(req, res);
    const response = browserAnswer(
      authenticationResponse,
      bodyOf(req).response,
    ) as unknown as AuthenticationResponseJSON;
    if (auth.tfaVerified) {
      res.status(204).end();
      return;
    }
    await limits.hit('twoFactor', `session:${auth.sessionId}`);
    const userId = auth.user.id as number;
    const found = await findByCredential(response.id);
    const result =
      found && found.user_id === userId
        ? await webauthn.verifyAuthentication(response, found, 'second-factor', {
            userId,
            sessionId: auth.sessionId,
          })
        : null;
    if (!found || !result) {
      return refuse(req, auth.user, found ? 'Prüfung fehlgeschlagen' : 'Passkey unbekannt');
    }
    await db.transaction().execute(async (trx) => {
      await storeUse(trx, found.id, result);
      await audit(trx, auditActor(req, auth.user), 'auth.passkey_verified', userTarget(auth.user), {
        passkey: found.name,
      });
    });
    await limits.reset('twoFactor', `session:${auth.sessionId}`);
    const device = await deviceAccountOf(db, userId);
    if (device) rememberDevice(res, config, keys, device);
    await sessions.rotate(req, res, auth, { tfaVerified: true });
    await linkPendingIdentity(ctx, { settings, nudge: nudgeMail }, req, res, userId);
    res.status(204).end();
  });

  router.get('/user/passkeys', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: (await ownPasskeys(auth.user.id as number)).map(listed) });
  });

  // Adding one: the password first (a passkey signs in on its own), then the browser's ceremony.
  router.post('/user/passkeys/registration-options', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const { password } = validate(passwordSchema, bodyOf(req));
    await confirmOwnPassword(ctx, auth, password);
    const userId = auth.user.id as number;
    const own = await ownPasskeys(userId);
    if (own.length >= MAX_PASSKEYS) throw new HttpError(409, PASSKEY_MESSAGES.tooMany);
    await limits.hit('passkeyOptions', req.ip ?? 'unknown');
    res.setHeader('Cache-Control', 'no-store');
    res.json(
      await webauthn.registrationOptions(
        { id: userId, email: auth.user.email, name: auth.user.name },
        auth.sessionId,
        await settings.companyName(),
        own,
      ),
    );
  });

  router.post('/user/passkeys', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const body = bodyOf(req);
    const response = browserAnswer(registrationResponse, body.response);
    const input = validate(z.object({ name: passkeyName.optional() }), {
      ...body,
      // Without a name: the device it was made on, as the sessions list names it.
      name:
        typeof body.name === 'string' && body.name.trim()
          ? body.name
          : `Passkey auf ${deviceOf(req.get('user-agent') ?? null).label}`.slice(0, 100),
    });
    const userId = auth.user.id as number;
    const stored = await webauthn.verifyRegistration(
      response as unknown as RegistrationResponseJSON,
      { userId, sessionId: auth.sessionId },
    );
    if (!stored) throw new HttpError(422, PASSKEY_MESSAGES.notAdded, { reason: 'passkey_failed' });
    const name = input.name!;
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('passkeys')
          .values({ ...stored, user_id: userId, name, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, auditActor(req, auth.user), 'passkey.added', userTarget(auth.user), {
          name,
          synced: stored.device_type === 'multiDevice',
        });
        await mailChange(trx, auth, name, 'added');
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, PASSKEY_MESSAGES.duplicate);
      throw error;
    }
    nudgeMail();
    // The new passkey is a second factor of this sign-in too (a role may require one).
    if (!auth.tfaVerified) await sessions.rotate(req, res, auth, { tfaVerified: true });
    logger.info({ user: userId }, 'Passkey hinzugefügt');
    const row = await db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    res.status(201).json({ data: listed(row) });
  });

  router.patch('/user/passkeys/:id', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const passkey = await ownPasskey(auth, req.params.id);
    const { name } = validate(
      requestSchema<PasskeyRename>()(z.object({ name: passkeyName })),
      bodyOf(req),
    );
    if (name !== passkey.name)
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('passkeys').set({ name }).where('id', '=', passkey.id).execute();
        await audit(trx, auditActor(req, auth.user), 'passkey.renamed', userTarget(auth.user), {
          name: { from: passkey.name, to: name },
        });
      });
    res.json({ data: listed({ ...passkey, name }) });
  });

  router.delete('/user/passkeys/:id', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const passkey = await ownPasskey(auth, req.params.id);
    const { password } = validate(passwordSchema, bodyOf(req));
    await confirmOwnPassword(ctx, auth, password);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('passkeys').where('id', '=', passkey.id).execute();
      await audit(trx, auditActor(req, auth.user), 'passkey.removed', userTarget(auth.user), {
        name: passkey.name,
      });
      await mailChange(trx, auth, passkey.name, 'removed');
    });
    nudgeMail();
    logger.info({ user: auth.user.id }, 'Passkey entfernt');
    res.status(204).end();
  });

  return router;
}
