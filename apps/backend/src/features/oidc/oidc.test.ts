// Sign-in with the company's OpenID provider (issue 33, item 1; decision 060), against a real
// provider on this machine (oidc-provider): a new account for the company's domain with its
// roles, an existing account linked only after its password, the provider's second factor, a
// blocked account staying blocked; a changed state, a replayed answer and a foreign domain
// refused; and, from an issuer that forges them, an ID token for another audience, an expired
// one and one with another nonce refused.
import { accountStatus } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  mailsTo,
  as,
  type Client,
  DEMO_PASSWORD,
  DIALECTS,
  startServer,
  type TestServer,
} from '../../../test/harness';
import {
  startForgedIssuer,
  startOidcProvider,
  type Forgery,
  type ProviderPerson,
} from '../../../test/oidc';

/** The backend's public address as the provider knows it (requests to it go to the test server). */
const BACKEND = 'http://backend.test';
const CALLBACK = `${BACKEND}/api/auth/oidc/callback`;

function oidcEnv(issuer: string, clientId: string, clientSecret: string) {
  return {
    BACKEND_URL: BACKEND,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_ALLOWED_DOMAINS: 'hallberg.example',
    OIDC_GROUP_ROLES: 'qs-team=wiki-redaktion',
  };
}

/** The provider's side of the browser: its own cookies, its sign-in form filled in. */
async function atProvider(start: string, email: string, mfa: boolean): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(BACKEND)) return url.slice(BACKEND.length);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      init = {};
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      body: new URLSearchParams({ email, ...(mfa ? { mfa: 'ja' } : {}) }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('provider never sent the browser back');
}

/** Where the sign-in with the provider ends: the sign-in page's address, with `?oidc=` if refused. */
async function signInWith(
  client: Client,
  email: string,
  { mfa = false, intended = '/intern' }: { mfa?: boolean; intended?: string } = {},
) {
  const start = await client.get(`/api/auth/oidc/start?intended=${encodeURIComponent(intended)}`);
  expect(start.status).toBe(303);
  const callback = await atProvider(start.headers.get('location')!, email, mfa);
  const answer = await client.get(callback);
  expect(answer.status).toBe(303);
  return { callback, location: new URL(answer.headers.get('location')!) };
}

const outcomeOf = (location: URL) => location.searchParams.get('oidc');

describe.each(DIALECTS)('sign-in with the company’s provider (%s)', (dialect) => {
  let server: TestServer;
  let stopProvider: () => Promise<void>;
  let people: Map<string, ProviderPerson>;

  beforeAll(async () => {
    const provider = await startOidcProvider({
      redirectUri: CALLBACK,
      postLogoutUri: 'http://localhost:3000',
    });
    stopProvider = provider.stop;
    people = provider.people;
    server = await startServer(dialect, {
      env: oidcEnv(provider.issuer, provider.clientId, provider.clientSecret),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stopProvider?.();
  });

  const session = async (client: Client) => {
    const answer = await client.get('/api/session');
    return answer.status === 200 ? answer.body : null;
  };

  it('creates an account for the company’s domain with the default role and the groups’ roles', async () => {
    people.set('neu@hallberg.example', { email: 'neu@hallberg.example', groups: ['qs-team'] });
    const client = server.client();
    const { location } = await signInWith(client, 'neu@hallberg.example', { mfa: true });
    expect(location.pathname).toBe('/konto/auth/login');
    expect(outcomeOf(location)).toBeNull();
    expect(location.searchParams.get('intended')).toBe('/intern');
    const me = await session(client);
    expect(me.user.email).toBe('neu@hallberg.example');
    expect(me.user.roles.map((r: { name: string }) => r.name).sort()).toEqual([
      'Personal',
      'wiki-redaktion',
    ]);
    expect(me.session.tfa_verified).toBe(true);
    expect(accountStatus(me.user)).toBe('active');
    const admin = await as(server, 'admin@example.com');
    const log = await admin.get('/api/admin/audit?q=neu@hallberg.example');
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['account.oidc_created', 'auth.oidc_login']),
    );

    // The next sign-in finds the same account, without the second factor this time.
    const again = server.client();
    await signInWith(again, 'neu@hallberg.example');
    const next = await session(again);
    expect(next.user.id).toBe(me.user.id);
    expect(next.session.tfa_verified).toBe(false);
  });

  it('a group left at the provider takes its role away at the next sign-in; roles an admin gave stay', async () => {
    const roles = async (client: Client) =>
      ((await session(client)).user.roles as { name: string }[]).map((r) => r.name).sort();
    // Given by the group: taken away with it.
    people.set('wechsel@hallberg.example', {
      email: 'wechsel@hallberg.example',
      groups: ['qs-team'],
    });
    const first = server.client();
    await signInWith(first, 'wechsel@hallberg.example');
    expect(await roles(first)).toEqual(['Personal', 'wiki-redaktion']);
    const { db } = server.backend.ctx;
    const id = (await session(first)).user.id as number;
    const roleId = async (name: string) =>
      (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow())
        .id;
    await db
      .insertInto('user_roles')
      .values({ user_id: id, role_id: await roleId('marketing') })
      .execute();
    // An admin took the group's role away while the person is still in the group: the group
    // gives it again at the next sign-in.
    await db
      .deleteFrom('user_roles')
      .where('user_id', '=', id)
      .where('role_id', '=', await roleId('wiki-redaktion'))
      .execute();
    const again = server.client();
    await signInWith(again, 'wechsel@hallberg.example');
    expect(await roles(again)).toEqual(['Personal', 'marketing', 'wiki-redaktion']);
    people.set('wechsel@hallberg.example', { email: 'wechsel@hallberg.example', groups: [] });
    const second = server.client();
    await signInWith(second, 'wechsel@hallberg.example');
    expect(await roles(second)).toEqual(['Personal', 'marketing']);
    const admin = await as(server, 'admin@example.com');
    const log = await admin.get('/api/admin/audit?q=wechsel@hallberg.example');
    expect(log.body.data.map((e: { action: string }) => e.action)).toContain(
      'user.roles_from_groups',
    );

    // Held before the group gave it: an admin's, and it stays when the group is left.
    await addAccount(server, 'dauer@hallberg.example', ['Personal', 'wiki-redaktion']);
    people.set('dauer@hallberg.example', { email: 'dauer@hallberg.example', groups: ['qs-team'] });
    const linking = server.client();
    await signInWith(linking, 'dauer@hallberg.example');
    await linking.login('dauer@hallberg.example', DEMO_PASSWORD);
    const inGroup = server.client();
    await signInWith(inGroup, 'dauer@hallberg.example');
    people.set('dauer@hallberg.example', { email: 'dauer@hallberg.example', groups: [] });
    const leftGroup = server.client();
    await signInWith(leftGroup, 'dauer@hallberg.example');
    expect(await roles(leftGroup)).toEqual(['Personal', 'wiki-redaktion']);
  });

  it('refuses a person of another domain, and creates nothing', async () => {
    const client = server.client();
    const { location } = await signInWith(client, 'fremd@example.org');
    expect(outcomeOf(location)).toBe('kein-konto');
    expect(await session(client)).toBeNull();
    const { db } = server.backend.ctx;
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'fremd@example.org').execute(),
    ).toEqual([]);
  });

  it('links an existing account only after its password, then signs it in directly', async () => {
    await addAccount(server, 'bestand@hallberg.example', ['Personal']);
    const client = server.client();
    const first = await signInWith(client, 'bestand@hallberg.example');
    expect(outcomeOf(first.location)).toBe('verknuepfen');
    expect(await session(client)).toBeNull();
    // A wrong password links nothing.
    expect(
      (
        await client.post('/api/login', {
          login: 'bestand@hallberg.example',
          password: 'falsch-falsch',
        })
      ).status,
    ).toBe(422);
    const { db } = server.backend.ctx;
    const links = () =>
      db
        .selectFrom('oidc_identities')
        .select('email')
        .where('email', '=', 'bestand@hallberg.example')
        .execute();
    expect(await links()).toEqual([]);
    await client.login('bestand@hallberg.example', DEMO_PASSWORD);
    expect(await links()).toHaveLength(1);
    // The holder is told, in case it was not them.
    const [notice] = await mailsTo(server, 'bestand@hallberg.example');
    expect(notice?.subject).toBe('Ihr Konto ist jetzt mit der Anmeldung über Microsoft verbunden');
    expect(notice?.text).toContain('Wenn nicht, ändern Sie bitte sofort Ihr Passwort');

    const later = server.client();
    const second = await signInWith(later, 'bestand@hallberg.example');
    expect(outcomeOf(second.location)).toBeNull();
    expect((await session(later)).user.email).toBe('bestand@hallberg.example');
  });

  it('a link waiting for another account’s password links nothing', async () => {
    await addAccount(server, 'eins@hallberg.example', ['Personal']);
    await addAccount(server, 'zwei@hallberg.example', ['Personal']);
    const client = server.client();
    expect(outcomeOf((await signInWith(client, 'eins@hallberg.example')).location)).toBe(
      'verknuepfen',
    );
    await client.login('zwei@hallberg.example', DEMO_PASSWORD);
    const { db } = server.backend.ctx;
    expect(
      await db
        .selectFrom('oidc_identities')
        .select('email')
        .where('email', 'in', ['eins@hallberg.example', 'zwei@hallberg.example'])
        .execute(),
    ).toEqual([]);
  });

  it('trusts only an address the provider vouches for, and links no unconfirmed account', async () => {
    people.set('unbestaetigt@hallberg.example', {
      email: 'unbestaetigt@hallberg.example',
      email_verified: false,
    });
    const client = server.client();
    expect(outcomeOf((await signInWith(client, 'unbestaetigt@hallberg.example')).location)).toBe(
      'keine-adresse',
    );
    // Someone registered the employee's address and never confirmed it: no link, no session.
    const id = await addAccount(server, 'vorab@hallberg.example', ['Personal']);
    const { db } = server.backend.ctx;
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', id).execute();
    const other = server.client();
    expect(outcomeOf((await signInWith(other, 'vorab@hallberg.example')).location)).toBe(
      'unbestaetigt',
    );
    expect(await session(other)).toBeNull();
  });

  it('keeps a blocked account blocked', async () => {
    const admin = await as(server, 'admin@example.com');
    const client = server.client();
    await signInWith(client, 'gesperrt@hallberg.example');
    const me = await session(client);
    expect(
      (await admin.post(`/api/admin/users/${me.user.id}/block`, { reason: 'Test' })).status,
    ).toBe(200);
    const again = server.client();
    await signInWith(again, 'gesperrt@hallberg.example');
    const blocked = await session(again);
    expect(accountStatus(blocked.user)).toBe('blocked');
    expect((await again.get('/api/user/tokens')).status).toBe(403);
  });

  it('refuses a changed state and an answer sent twice', async () => {
    const client = server.client();
    const start = await client.get('/api/auth/oidc/start');
    const callback = await atProvider(
      start.headers.get('location')!,
      'zustand@hallberg.example',
      false,
    );
    const changed = callback.replace(/state=[^&]+/, 'state=anders');
    const refused = await client.get(changed);
    expect(outcomeOf(new URL(refused.headers.get('location')!))).toBe('fehler');
    expect(await session(client)).toBeNull();

    // The same answer again: the flow is used up (and the provider's code with it).
    const replayer = server.client();
    const flow = await signInWith(replayer, 'wieder@hallberg.example');
    expect(outcomeOf(flow.location)).toBeNull();
    const twice = await replayer.get(flow.callback);
    expect(outcomeOf(new URL(twice.headers.get('location')!))).toBe('abgelaufen');
  });

  it('offers the provider’s sign-out, back to the website', async () => {
    const answer = await server.client().get('/api/auth/oidc/logout');
    expect(answer.status).toBe(303);
    const target = new URL(answer.headers.get('location')!);
    expect(target.pathname).toBe('/session/end');
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000');
  });
});

describe('ID tokens no correct provider issues are refused', () => {
  let server: TestServer;
  let stopIssuer: () => Promise<void>;
  let forgery: Forgery = {};

  beforeAll(async () => {
    const issuer = await startForgedIssuer({
      redirectUri: CALLBACK,
      clientId: 'frischkontor-test',
      forgery: () => forgery,
    });
    stopIssuer = issuer.stop;
    server = await startServer('sqlite', {
      env: oidcEnv(issuer.issuer, issuer.clientId, issuer.clientSecret),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stopIssuer?.();
  });

  it.each<[string, Forgery]>([
    ['for another audience', { audience: 'another-client' }],
    ['expired', { expiresIn: -120 }],
    ['for another sign-in (nonce)', { nonce: 'another-nonce' }],
  ])('an ID token %s', async (_, wrong) => {
    forgery = wrong;
    const client = server.client();
    const start = await client.get('/api/auth/oidc/start');
    const back = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const answer = await client.get(back.headers.get('location')!.slice(BACKEND.length));
    expect(outcomeOf(new URL(answer.headers.get('location')!))).toBe('fehler');
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('signs in when nothing is forged (the double itself works)', async () => {
    forgery = {};
    const client = server.client();
    const start = await client.get('/api/auth/oidc/start');
    const back = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const answer = await client.get(back.headers.get('location')!.slice(BACKEND.length));
    // The forged person's domain is not the company's: refused as no account, after the token passed.
    expect(outcomeOf(new URL(answer.headers.get('location')!))).toBe('kein-konto');
  });
});
