// Sign-in with the company's OpenID provider (issue 33, item 1; decision 060): the authorization
// code flow with PKCE, state and nonce (openid-client checks the ID token: signature, issuer,
// audience, expiry, nonce). The browser's way: „Mit Microsoft anmelden“ on the sign-in page →
// /auth/oidc/start → the provider → /auth/oidc/callback → the sign-in page, which goes on as
// after a password (the second factor, a new password an admin asked for, the intended page).
import { Router, type Request, type Response } from 'express';
import * as client from 'openid-client';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import { nowIso } from '../../db';
import { HttpError } from '../../http/errors';
import type { OidcConfig } from '../../oidc-config';
import { audit, auditActor, userTarget } from '../audit';
import { personOf, resolvePerson } from './accounts';
import { oidcProvider } from './client';
import { flowCookie, linkCookie } from './cookies';

/** What the sign-in page says for `?oidc=` (its words live there, by these codes). */
export type OidcOutcome =
  | 'abgelaufen'
  | 'abgebrochen'
  | 'fehler'
  | 'nicht-erreichbar'
  | 'verknuepfen'
  | 'kein-konto'
  | 'keine-adresse'
  | 'geloescht'
  | 'unbestaetigt';

const REFUSALS = {
  'no-account': 'kein-konto',
  'no-email': 'keine-adresse',
  deleted: 'geloescht',
  unverified: 'unbestaetigt',
} as const;

/** The errors a provider may send back (RFC 6749, OpenID Connect); anything else is „other“. */
const PROVIDER_ERRORS = new Set([
  'access_denied',
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
]);

export function oidcRouter(ctx: AppContext): Router {
  const router = Router();
  const { config, keys, db, sessions, limits, logger } = ctx;
  const oidc: OidcConfig | null = config.oidc;
  const provider = oidc && oidcProvider(oidc);
  const callbackUrl = `${config.backendUrl}${config.backendPrefix}/auth/oidc/callback`;

  /** Back to the sign-in page, with what happened and where the person wanted to go. */
  const toSignIn = (res: Response, outcome: OidcOutcome | null, intended: string | null) => {
    const params = new URLSearchParams();
    if (outcome) params.set('oidc', outcome);
    if (intended) params.set('intended', intended);
    const query = params.toString();
    res.redirect(303, `${frontendUrl(config, '/auth/login')}${query ? `?${query}` : ''}`);
  };

  const intendedOf = (req: Request) => {
    const value = req.query.intended;
    return typeof value === 'string' && value.length <= 2000 ? value : null;
  };

  router.get('/auth/oidc/start', async (req, res) => {
    await limits.hit('oidc', req.ip ?? 'unknown');
    if (!oidc || !provider)
      throw new HttpError(404, 'Die Anmeldung mit einem Firmenkonto ist nicht eingerichtet.');
    const intended = intendedOf(req);
    let server: client.Configuration;
    try {
      server = await provider.get();
    } catch (error) {
      logger.error({ err: error }, 'OpenID-Anbieter nicht erreichbar');
      toSignIn(res, 'nicht-erreichbar', intended);
      return;
    }
    const verifier = client.randomPKCECodeVerifier();
    const flow = { state: client.randomState(), nonce: client.randomNonce(), verifier, intended };
    flowCookie.write(res, config, keys, flow);
    const target = client.buildAuthorizationUrl(server, {
      redirect_uri: callbackUrl,
      scope: oidc.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    res.redirect(303, target.href);
  });

  router.get('/auth/oidc/callback', async (req, res) => {
    await limits.hit('oidc', req.ip ?? 'unknown');
    if (!oidc || !provider)
      throw new HttpError(404, 'Die Anmeldung mit einem Firmenkonto ist nicht eingerichtet.');
    // Read once and cleared at once: the same answer sent again finds no flow.
    const flow = flowCookie.take(req, res, config, keys);
    const refuse = async (outcome: OidcOutcome, reason: string) => {
      logger.info({ reason }, 'Anmeldung mit dem Firmenkonto abgelehnt');
      ctx.metrics.signInFailures.inc({ method: 'oidc' });
      await audit(db, auditActor(req), 'auth.oidc_failed', null, { reason });
      toSignIn(res, outcome, flow?.intended ?? null);
    };
    if (!flow) return refuse('abgelaufen', 'Kein oder abgelaufener Anmeldevorgang');
    if (typeof req.query.error === 'string')
      return refuse(
        'abgebrochen',
        `Anbieter: ${PROVIDER_ERRORS.has(req.query.error) ? req.query.error : 'other'}`,
      );

    let server: client.Configuration;
    try {
      server = await provider.get();
    } catch (error) {
      logger.error({ err: error }, 'OpenID-Anbieter nicht erreichbar');
      toSignIn(res, 'nicht-erreichbar', flow.intended);
      return;
    }
    const current = new URL(callbackUrl);
    current.search = new URL(req.originalUrl, 'http://callback').search;
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(server, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'unbekannt';
      return refuse('fehler', reason);
    }
    if (!claims) return refuse('fehler', 'Kein ID-Token');
    // The configured issuer itself (openid-client fills a template such as Entra's {tenantid}).
    if (
      claims.iss !== server.serverMetadata().issuer ||
      claims.iss.replace(/\/$/, '') !== oidc.issuer.replace(/\/$/, '')
    )
      return refuse('fehler', `Fremder Aussteller: ${claims.iss.slice(0, 200)}`);

    const person = personOf(claims);
    const resolution = await resolvePerson(db, oidc, person, auditActor(req));
    if (resolution.kind === 'refused')
      return refuse(REFUSALS[resolution.reason], resolution.reason);
    if (resolution.kind === 'prove') {
      linkCookie.write(res, config, keys, {
        issuer: person.issuer,
        subject: person.subject,
        email: resolution.email,
      });
      toSignIn(res, 'verknuepfen', flow.intended);
      return;
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('id', '=', resolution.userId)
      .executeTakeFirstOrThrow();
    // The provider's second factor counts as ours; without one, a role that requires it asks
    // for the account's own (the sign-in page's second step).
    await sessions.start(
      req,
      res,
      user.id,
      { remember: false, tfaVerified: person.mfa },
      async (trx) => {
        await trx
          .updateTable('users')
          .set({ last_login_at: nowIso() })
          .where('id', '=', user.id)
          .execute();
        await audit(trx, auditActor(req, user), 'auth.oidc_login', userTarget(user), {
          issuer: person.issuer,
          mfa: person.mfa,
        });
      },
    );
    linkCookie.clear(res, config);
    logger.info({ user: user.id }, 'Mit dem Firmenkonto angemeldet');
    toSignIn(res, null, flow.intended);
  });

  // After signing out here: the provider's own sign-out, which the sign-out page offers.
  router.get('/auth/oidc/logout', async (_req, res) => {
    if (!oidc || !provider)
      throw new HttpError(404, 'Die Anmeldung mit einem Firmenkonto ist nicht eingerichtet.');
    try {
      const server = await provider.get();
      if (server.serverMetadata().end_session_endpoint) {
        const target = client.buildEndSessionUrl(server, {
          client_id: oidc.clientId,
          post_logout_redirect_uri: config.websiteUrl,
        });
        res.redirect(303, target.href);
        return;
      }
    } catch (error) {
      logger.error({ err: error }, 'OpenID-Anbieter nicht erreichbar');
    }
    res.redirect(303, config.websiteUrl);
  });

  return router;
}
