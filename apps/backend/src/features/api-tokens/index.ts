// Personal API tokens (issue 33, item 2; decision 058): the own tokens listed, made (the secret
// shown once) and revoked, signed in with a session; using them is the session module's
// (`Authorization: Bearer`, accounts/api-tokens.ts).
import {
  API_TOKEN_DAYS,
  API_TOKEN_MAX,
  type ApiTokenList,
  type ApiTokenView,
  type NewApiToken,
} from '@frischkontor/contract';
import { Router } from 'express';
import { z } from 'zod';
import { grantableScopes, newTokenSecret, scopesOf } from '../../accounts/api-tokens';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { verifyPassword } from '../../accounts/passwords';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { bodyOf, idParam, passwordInput, validate } from '../../http/validation';
import { sha256 } from '../../security/keys';
import { audit, auditActor, userTarget } from '../audit';
import { PERMISSION_LABELS } from '../roles';

export const API_TOKEN_MESSAGES = {
  name: 'Bitte geben Sie dem Token einen Namen (höchstens 100 Zeichen).',
  scope: 'Dieses Recht können Sie keinem Token geben.',
  days: `Gültig für ${API_TOKEN_DAYS.join(', ')} Tage.`,
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  tooMany: `Sie haben schon ${API_TOKEN_MAX} Tokens. Bitte widerrufen Sie zuerst eines, das Sie nicht mehr brauchen.`,
} as const;

type TokenRow = Pick<
  DB['api_tokens'],
  'name' | 'token_hash' | 'expires_at' | 'last_used_at' | 'created_at'
> & { id: number; scopes: string };

function viewOf(row: TokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    expires_at: row.expires_at,
    last_used_at: row.last_used_at,
    created_at: row.created_at,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function apiTokensRouter(ctx: AppContext): Router {
  const { db, guards, limits } = ctx;
  const router = Router();

  const newTokenInput = (scopes: readonly string[]) =>
    z.object({
      name: z
        .string({ error: API_TOKEN_MESSAGES.name })
        .trim()
        .min(1, API_TOKEN_MESSAGES.name)
        .max(100, API_TOKEN_MESSAGES.name),
      scopes: z
        .array(
          z.string().refine((s) => scopes.includes(s), API_TOKEN_MESSAGES.scope),
          {
            error: API_TOKEN_MESSAGES.scope,
          },
        )
        .max(scopes.length)
        .default([]),
      days: z.union(
        API_TOKEN_DAYS.map((d) => z.literal(d)),
        { error: API_TOKEN_MESSAGES.days },
      ),
      password: passwordInput(),
    });

  const ownRows = (userId: number) =>
    db
      .selectFrom('api_tokens')
      .select(['id', 'name', 'token_hash', 'scopes', 'expires_at', 'last_used_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();

  /**
   * `GET /api/user/tokens`: the own tokens and the rights a new one may carry. Also for an account
   * that may do little else (asked for a new password): it sees and revokes its tokens.
   */
  router.get('/user/tokens', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const rows = await ownRows(auth.user.id);
    res.json({
      data: rows.map(viewOf),
      scopes: grantableScopes(auth.user).map((name) => ({
        name,
        label: PERMISSION_LABELS[name] ?? name,
      })),
    } satisfies ApiTokenList);
  });

  /**
   * `POST /api/user/tokens {name, scopes, days, password}`: 201 with the token, shown this once.
   * The password again, as for backup codes: a stolen session alone makes no lasting key.
   */
  router.post('/user/tokens', async (req, res) => {
    const auth = await guards.requireFullAccount(req, res);
    const input = validate(newTokenInput(grantableScopes(auth.user)), bodyOf(req));
    await limits.hit('login', `password:${auth.user.id}`);
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', auth.user.id)
      .executeTakeFirst();
    if (!(await verifyPassword(stored?.password_hash ?? null, input.password)))
      throw fieldError('password', API_TOKEN_MESSAGES.wrongPassword);
    // Only wrong passwords count towards the limit.
    await limits.reward('login', `password:${auth.user.id}`);
    const secret = newTokenSecret();
    const now = new Date();
    const created = await db.transaction().execute(async (trx) => {
      // Expired tokens go; the rest count towards the limit.
      await trx
        .deleteFrom('api_tokens')
        .where('user_id', '=', auth.user.id)
        .where('expires_at', '<=', nowIso(now))
        .execute();
      const { count } = await trx
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', auth.user.id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= API_TOKEN_MAX) throw new HttpError(422, API_TOKEN_MESSAGES.tooMany);
      const row = await trx
        .insertInto('api_tokens')
        .values({
          user_id: auth.user.id,
          name: input.name,
          token_hash: sha256(secret),
          scopes: JSON.stringify([...new Set(input.scopes)].sort()),
          expires_at: nowIso(new Date(now.getTime() + input.days * DAY_MS)),
          last_used_at: null,
          created_at: nowIso(now),
        })
        .returning([
          'id',
          'name',
          'token_hash',
          'scopes',
          'expires_at',
          'last_used_at',
          'created_at',
        ])
        .executeTakeFirstOrThrow();
      await audit(trx, auditActor(req, auth.user), 'account.token_created', userTarget(auth.user), {
        id: row.id,
        name: row.name,
        scopes: scopesOf(row.scopes),
        days: input.days,
      });
      return row;
    });
    res.status(201).json({
      data: { ...viewOf(created), token: `${created.id}|${secret}` } satisfies NewApiToken,
    });
  });

  /** `DELETE /api/user/tokens/{id}`: revoked at once; another person's token is not found. */
  router.delete('/user/tokens/:id', async (req, res) => {
    const auth = await guards.requireActiveUser(req, res);
    const id = idParam(req.params.id);
    const row = id
      ? await db
          .selectFrom('api_tokens')
          .select(['id', 'name'])
          .where('id', '=', id)
          .where('user_id', '=', auth.user.id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('api_tokens').where('id', '=', row.id).execute();
      await audit(trx, auditActor(req, auth.user), 'account.token_revoked', userTarget(auth.user), {
        id: row.id,
        name: row.name,
      });
    });
    res.status(204).end();
  });

  return router;
}
