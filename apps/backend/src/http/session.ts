// Database-backed sessions: the cookie carries a random token, the table only its SHA-256.
// Reading a session costs two indexed, prepared queries and writes at most once a minute.
import type { AccountUser } from '@frischkontor/contract';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { roleGrantsQuery, toAccountUser } from '../accounts/account';
import { parseBearer, scopedUser, scopesOf, tokenMayReach } from '../accounts/api-tokens';
import type { Config } from '../config';
import { nowIso } from '../db';
import { preparedLookup } from '../db/prepared';
import type { DB } from '../db/schema';
import { randomToken, safeEqual, sha256, type Keys } from '../security/keys';
import { parseCookies, setCookie } from './cookies';

export const SESSION_COOKIE = 'hallberg_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const IDLE_MS = 2 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface Auth {
  /** SHA-256 of the cookie's token: the row's id. */
  sessionId: string;
  user: AccountUser;
  tfaEnabled: boolean;
  /** This session's sign-in had a second factor: a TOTP or backup code, or a passkey. */
  tfaVerified: boolean;
  /** A role of the account requires that. */
  tfaRequired: boolean;
  remember: boolean;
  /** A personal API token signed the request, not a session cookie (decision 058). */
  via?: 'token';
}

export interface StartOptions {
  remember: boolean;
  tfaVerified: boolean;
}

const cookieCache = new WeakMap<Request, Map<string, string>>();

export function cookiesOf(req: Request): Map<string, string> {
  let cookies = cookieCache.get(req);
  if (!cookies) {
    cookies = parseCookies(req.headers.cookie);
    cookieCache.set(req, cookies);
  }
  return cookies;
}

export function createSessions(config: Config, db: Kysely<DB>, keys: Keys) {
  const memo = new WeakMap<Request, Promise<Auth | null>>();
  const sessionById = preparedLookup(db, (id: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select(['s.tfa_verified', 's.remember', 's.last_activity'])
      .where('s.id', '=', id)
      .where('u.deleted_at', 'is', null),
  );
  const grantsOf = preparedLookup(db, (userId: number) => roleGrantsQuery(db, userId));
  const tokenById = preparedLookup(db, (id: number) =>
    db
      .selectFrom('api_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .selectAll('u')
      .select(['t.token_hash', 't.scopes', 't.expires_at', 't.last_used_at'])
      .where('t.id', '=', id)
      .where('u.deleted_at', 'is', null),
  );
  const cookieBase = { secure: config.secureCookies, domain: config.sessionCookieDomain };

  function lifetime(remember: boolean) {
    return remember ? REMEMBER_MS : IDLE_MS;
  }

  function setSessionCookie(res: Response, token: string, remember: boolean) {
    setCookie(res, SESSION_COOKIE, token, {
      ...cookieBase,
      httpOnly: true,
      maxAge: remember ? REMEMBER_MS / 1000 : null,
    });
  }

  function csrfToken(binding: string): string {
    const nonce = randomToken(18);
    return `${nonce}.${keys.hmac('csrf', `${nonce}|${binding}`)}`;
  }

  /** Sets a fresh XSRF-TOKEN cookie, bound to the session (or to "guest"). */
  function issueCsrf(res: Response, sessionId: string | null) {
    setCookie(res, XSRF_COOKIE, csrfToken(sessionId ?? 'guest'), {
      ...cookieBase,
      httpOnly: false,
      maxAge: REMEMBER_MS / 1000,
    });
  }

  async function loadByToken(token: string | undefined, res: Response): Promise<Auth | null> {
    if (!token || token.length > 128) return null;
    const id = sha256(token);
    const [row] = await sessionById(id);
    if (!row) return null;
    const remember = row.remember === 1;
    const last = Date.parse(row.last_activity);
    const now = Date.now();
    if (!Number.isFinite(last) || now - last > lifetime(remember)) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    if (now - last > TOUCH_EVERY_MS) {
      await db
        .updateTable('sessions')
        .set({ last_activity: nowIso() })
        .where('id', '=', id)
        .execute();
      if (remember) setSessionCookie(res, token, true);
    }
    const grants = await grantsOf(row.id);
    const user = toAccountUser(row, grants);
    return {
      sessionId: id,
      user,
      tfaEnabled: user.tfa_enabled,
      tfaVerified: row.tfa_verified === 1,
      tfaRequired: user.tfa_required,
      remember,
    };
  }

  /**
   * A personal API token in `Authorization: Bearer` (decision 058): only where tokens reach, only
   * unexpired, its last use written at most once a minute. Second factor: the token was made in
   * a session that had what the account needs.
   */
  async function loadByBearer(req: Request): Promise<Auth | null> {
    const bearer = parseBearer(req.get('authorization'));
    if (!bearer || !tokenMayReach(req.originalUrl, config.backendPrefix)) return null;
    const [row] = await tokenById(bearer.id);
    if (!row || !safeEqual(sha256(bearer.secret), row.token_hash)) return null;
    const now = Date.now();
    // An expiry that cannot be read has passed.
    if (!(Date.parse(row.expires_at ?? '') > now)) return null;
    if (!row.last_used_at || now - Date.parse(row.last_used_at) > TOUCH_EVERY_MS)
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: nowIso() })
        .where('id', '=', bearer.id)
        .execute();
    const user = scopedUser(toAccountUser(row, await grantsOf(row.id)), scopesOf(row.scopes));
    return {
      sessionId: `token:${bearer.id}`,
      user,
      tfaEnabled: user.tfa_enabled,
      tfaVerified: true,
      tfaRequired: user.tfa_required,
      remember: false,
      via: 'token',
    };
  }

  /** The request's session, read once per request: the cookie's, else an API token's. */
  function auth(req: Request, res: Response): Promise<Auth | null> {
    let pending = memo.get(req);
    if (!pending) {
      const cookie = cookiesOf(req).get(SESSION_COOKIE);
      pending = loadByToken(cookie, res).then((session) =>
        session || cookie ? session : loadByBearer(req),
      );
      memo.set(req, pending);
    }
    return pending;
  }

  async function deleteCurrent(req: Request) {
    const token = cookiesOf(req).get(SESSION_COOKIE);
    if (token && token.length <= 128)
      await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
  }

  /** Signs a user in with a new session (never reusing the old token) and a new CSRF token. */
  async function start(
    req: Request,
    res: Response,
    userId: number,
    options: StartOptions,
    /** Runs in the transaction that stores the session (the audit entry of a sign-in). */
    also?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<Auth | null> {
    await deleteCurrent(req);
    const token = randomToken(32);
    const id = sha256(token);
    const now = nowIso();
    const insert = (executor: Kysely<DB>) =>
      executor
        .insertInto('sessions')
        .values({
          id,
          user_id: userId,
          tfa_verified: options.tfaVerified ? 1 : 0,
          remember: options.remember ? 1 : 0,
          ip: req.ip?.slice(0, 64) ?? null,
          user_agent: req.get('user-agent')?.slice(0, 300) ?? null,
          created_at: now,
          last_activity: now,
        })
        .execute();
    if (also)
      await db.transaction().execute(async (trx) => {
        await insert(trx);
        await also(trx);
      });
    else await insert(db);
    setSessionCookie(res, token, options.remember);
    issueCsrf(res, id);
    // Later reads in this request see the new session.
    const fresh = loadByToken(token, res);
    memo.set(req, fresh);
    return fresh;
  }

  /** Same user, new token: after 2FA and password changes. */
  async function rotate(
    req: Request,
    res: Response,
    current: Auth,
    changes: Partial<StartOptions> = {},
  ) {
    return start(req, res, current.user.id as number, {
      remember: changes.remember ?? current.remember,
      tfaVerified: changes.tfaVerified ?? current.tfaVerified,
    });
  }

  async function end(req: Request, res: Response) {
    await deleteCurrent(req);
    setCookie(res, SESSION_COOKIE, '', { ...cookieBase, httpOnly: true, maxAge: 0 });
    issueCsrf(res, null);
    memo.set(req, Promise.resolve(null));
  }

  /**
   * Ends the user's sessions (but one); pass a transaction to end them with another change.
   * Ending all of them (a new password, a reset link, a block, an admin's reset) also revokes the
   * API tokens: a token must not outlive the recovery of an account (decision 058).
   */
  async function endAllFor(
    userId: number,
    exceptSessionId: string | null = null,
    executor: Kysely<DB> = db,
  ) {
    let query = executor.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
    if (!exceptSessionId)
      await executor.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
  }

  /** Header equals the cookie, and the token was made by us for this session. */
  async function csrfValid(req: Request, res: Response): Promise<boolean> {
    const header = req.get('x-xsrf-token');
    const cookie = cookiesOf(req).get(XSRF_COOKIE);
    if (!header || !cookie || header.length > 200 || !safeEqual(header, cookie)) return false;
    const dot = cookie.indexOf('.');
    if (dot <= 0) return false;
    const current = await auth(req, res);
    const nonce = cookie.slice(0, dot);
    return keys.verifyHmac(
      'csrf',
      `${nonce}|${current?.sessionId ?? 'guest'}`,
      cookie.slice(dot + 1),
    );
  }

  /** Drops sessions idle past their lifetime. */
  async function purgeExpired() {
    const now = Date.now();
    await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('remember', '=', 0),
            eb('last_activity', '<', nowIso(new Date(now - IDLE_MS))),
          ]),
          eb('last_activity', '<', nowIso(new Date(now - REMEMBER_MS))),
        ]),
      )
      .execute();
  }

  return { auth, start, rotate, end, endAllFor, issueCsrf, csrfValid, purgeExpired };
}

export type Sessions = ReturnType<typeof createSessions>;
