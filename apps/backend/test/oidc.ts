// OpenID providers for the tests of the sign-in with the company's provider (decision 060).
// `startOidcProvider`: a real one, the npm registry's oidc-provider, on this machine, with a
// sign-in page of its own (an e-mail address and „Mit zweitem Faktor“) and consent given at once.
// `startForgedIssuer`: an issuer that signs what the test asks for (another audience, an expired
// token), which no correct provider issues, to show that the backend refuses it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface ProviderPerson {
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's people by e-mail; an address not here signs in with its address alone. */
  people: Map<string, ProviderPerson>;
  stop(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startOidcProvider(options: {
  redirectUri: string;
  postLogoutUri: string;
}): Promise<TestProvider> {
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, ProviderPerson>();
  const clientId = 'frischkontor-test';
  const clientSecret = 'test-only-client-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // The claims in the ID token itself (openid-client reads them there).
    conformIdTokenClaims: false,
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // amr: how the person signed in (RFC 8176), as Entra ID sends it in every ID token.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'groups'],
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['test-only-cookie-key-0123456789'] },
    interactions: { url: (_ctx, interaction) => `/anmeldung/${interaction.uid}` },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const person: ProviderPerson = people.get(id) ?? { email: id };
        const given = person.given_name ?? 'Erika';
        const family = person.family_name ?? 'Muster';
        return {
          sub: id,
          email: person.email,
          email_verified: person.email_verified ?? true,
          given_name: given,
          family_name: family,
          name: `${given} ${family}`,
          ...(person.groups ? { groups: person.groups } : {}),
        };
      },
    }),
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/anmeldung\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      if (req.method === 'POST') {
        const form = await formOf(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const amr = form.get('mfa') === 'ja' ? ['pwd', 'mfa'] : ['pwd'];
        await provider.interactionFinished(req, res, { login: { accountId: email, amr } });
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="de"><head><title>Test-Anbieter: Anmelden</title><link rel="icon" href="data:,"></head>
<body><main><h1>Test-Anbieter</h1>
<form method="post" action="/anmeldung/${escape(match[1]!)}">
<label>E-Mail <input name="email" type="email" autocomplete="username" required></label>
<label><input name="mfa" type="checkbox" value="ja"> Mit zweitem Faktor</label>
<button>Anmelden</button></form></main></body></html>`);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the forged issuer gets wrong in the ID token it signs. */
export interface Forgery {
  audience?: string;
  /** Seconds from now the token expires (negative: already expired). */
  expiresIn?: number;
  /** Another nonce than the one the sign-in asked for. */
  nonce?: string;
}

/**
 * An issuer with discovery, keys and a token endpoint that signs an ID token as `forgery` says:
 * its authorization endpoint sends the browser straight back with a code and the sign-in's state.
 */
export async function startForgedIssuer(options: {
  redirectUri: string;
  clientId: string;
  forgery: () => Forgery;
}): Promise<Omit<TestProvider, 'people'>> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'forged', alg: 'RS256', use: 'sig' };
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const nonces = new Map<string, string>();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/auth') {
      const code = `code-${nonces.size + 1}`;
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(options.redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.statusCode = 303;
      res.setHeader('Location', back.href);
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      void formOf(req).then(async (form) => {
        const forgery = options.forgery();
        const now = Math.floor(Date.now() / 1000);
        const idToken = await new SignJWT({
          email: 'gefaelscht@example.com',
          email_verified: true,
          nonce: forgery.nonce ?? nonces.get(form.get('code') ?? '') ?? '',
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
          .setIssuer(issuer)
          .setSubject('forged-subject')
          .setAudience(forgery.audience ?? options.clientId)
          .setIssuedAt(now - 600)
          .setExpirationTime(now + (forgery.expiresIn ?? 300))
          .sign(privateKey);
        json({ access_token: 'forged', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  return {
    issuer,
    clientId: options.clientId,
    clientSecret: 'forged-secret-0123456789',
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
