import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionResponse, User } from '@frischkontor/contract';
import {
  accessGroup,
  attachKeptPages,
  KeptPages,
  keptPageOf,
  keptPagesMiddleware,
  rendersWithoutViewer,
  type KeptPage,
} from '~/platform/page-store/kept-pages.server';
import {
  AccessTableError,
  assertAccessTable,
  normalizePattern,
  routeGuards as guardsFor,
} from './pipeline.server';
import { access } from '~/wiring/access.server';
import { forgetWikiVersion } from '~/features/wiki/index.server';
import { viewerContext } from '~/platform/context/viewer';
import { requireRole, requireViewer } from './viewer.server';

const routeGuards = guardsFor(access);

// A stand-in for the backend's GET /api/session: the cookie names the account state.
// (The browser tests run the same matrix against the real backend.)
const base: User = {
  id: 1,
  email: 'x@example.com',
  name: 'Erika Muster',
  email_verified_at: '2026-01-01',
  enabled_at: '2026-01-01',
  blocked_at: null,
  permissions: [],
  roles: [],
};
const signedIn = { authenticated: true, tfa_enabled: false, tfa_verified: false };
const states: Record<string, SessionResponse | null> = {
  guest: null,
  tfaPending: {
    user: base,
    session: { authenticated: true, tfa_enabled: true, tfa_verified: false },
  },
  unverified: { user: { ...base, email_verified_at: null }, session: signedIn },
  pending: { user: { ...base, enabled_at: null }, session: signedIn },
  blocked: {
    user: { ...base, blocked_at: '2026-02-02', blocked_reason: 'Offene Rechnungen' },
    session: signedIn,
  },
  noRole: { user: base, session: signedIn },
  /** Staff whose role requires a second factor this password sign-in did not have. */
  twoFactorSetup: {
    user: { ...base, roles: [{ id: 2, name: 'Personal' }] },
    session: { ...signedIn, tfa_required: true },
  },
  twoFactorDone: {
    user: { ...base, roles: [{ id: 2, name: 'Personal' }] },
    session: { ...signedIn, tfa_required: true, tfa_verified: true },
  },
  kunde: { user: { ...base, roles: [{ id: 1, name: 'Kunde' }] }, session: signedIn },
  personal: { user: { ...base, roles: [{ id: 2, name: 'Personal' }] }, session: signedIn },
  admin: { user: { ...base, permissions: ['system.admin'] }, session: signedIn },
};

let server: Server;
/** The wiki's content version the stand-in answers (GET /api/wiki/version). */
let wikiVersion = '78.80';

beforeAll(async () => {
  server = createServer((req, res) => {
    const state = /state=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'guest';
    if (state === 'down') return req.socket.destroy();
    if (req.url === '/api/wiki/version' && state === 'personal')
      return res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ data: { version: wikiVersion } }));
    if (req.url !== '/api/session') return res.writeHead(404).end();
    const body = states[state];
    if (!body)
      return res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end('{"message":"Nicht angemeldet."}');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.WEBSITE_URL = 'http://localhost:3000';
  process.env.FRONTEND_URL = 'http://localhost:8000';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Outcome = {
  status: number;
  location?: string;
  kind?: string;
  during?: string;
  message?: string;
};

async function guard(
  path: string,
  pattern: string,
  state: string,
  params: Record<string, string> = {},
): Promise<Outcome> {
  const url = new URL(`http://localhost:3000${path}`);
  const request = new Request(url, { headers: { cookie: `state=${state}` } });
  try {
    await routeGuards(
      { request, url, params, pattern, context: new RouterContextProvider() } as never,
      async () => new Response('page', { status: 200 }),
    );
    return { status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') ?? undefined };
    const t = thrown as { type?: string; data?: unknown; init?: { status?: number } };
    if (t.type === 'DataWithResponseInit') {
      const d = t.data as { kind?: string; during?: string } | string;
      return {
        status: t.init?.status ?? 0,
        kind: typeof d === 'string' ? undefined : d.kind,
        during: typeof d === 'string' ? undefined : d.during,
        message: typeof d === 'string' ? d : undefined,
      };
    }
    throw thrown;
  }
}

const login = (path: string) =>
  `http://localhost:8000/konto/auth/login?intended=${encodeURIComponent(`http://localhost:3000${path}`)}`;

describe('guard outcomes (docs/backend-contract.md#guard-outcomes)', () => {
  it.each([
    ['guest', { status: 302, location: login('/intern/wiki') }],
    ['tfaPending', { status: 302, location: login('/intern/wiki') }],
    ['unverified', { status: 302, location: '/intern/profil' }],
    ['pending', { status: 302, location: '/intern/profil' }],
    ['blocked', { status: 403, kind: 'blocked' }],
    ['noRole', { status: 403, kind: 'forbidden' }],
    ['kunde', { status: 403, kind: 'forbidden' }],
    ['twoFactorSetup', { status: 302, location: '/intern/profil' }],
    ['twoFactorDone', { status: 200 }],
    ['personal', { status: 200 }],
    ['admin', { status: 200 }],
  ])('a personal route for %s', async (state, expected) => {
    expect(await guard('/intern/wiki', 'intern/wiki', state)).toMatchObject(expected);
  });

  it.each([
    ['guest', { status: 302, location: login('/intern') }],
    ['unverified', { status: 302, location: '/intern/profil' }],
    ['blocked', { status: 403, kind: 'blocked' }],
    ['noRole', { status: 200 }],
  ])('an auth route for %s', async (state, expected) => {
    expect(await guard('/intern', 'intern', state)).toMatchObject(expected);
  });

  it('a restricted account may open its profile', async () => {
    expect(await guard('/intern/profil', 'intern/profil', 'pending')).toEqual({ status: 200 });
    expect(await guard('/intern/profil', 'intern/profil', 'twoFactorSetup')).toEqual({
      status: 200,
    });
    expect(await guard('/intern/profil', 'intern/profil', 'blocked')).toMatchObject({
      status: 403,
      kind: 'blocked',
    });
  });

  it.each([
    ['guest', 200],
    ['tfaPending', 200],
    ['noRole', 302],
    ['blocked', 302],
    ['admin', 302],
  ])('/login for %s', async (state, status) => {
    const outcome = await guard('/login', 'login', state);
    expect(outcome.status).toBe(status);
    if (status === 302) expect(outcome.location).toBe('/intern');
  });

  it('keeps the query in the intended address, encoded once', async () => {
    const outcome = await guard('/intern/wiki?q=vpn', 'intern/wiki', 'guest');
    expect(outcome.location).toBe(login('/intern/wiki?q=vpn'));
  });

  it('answers 503, never a redirect, when the backend does not answer', async () => {
    expect(await guard('/intern/wiki', 'intern/wiki', 'down')).toMatchObject({
      status: 503,
      kind: 'backend-unavailable',
      // Who asks could not be checked: the page says the sign-in is away.
      during: 'sign-in',
    });
    // The guest page keeps working without the backend.
    expect(await guard('/login', 'login', 'down')).toEqual({ status: 200 });
  });

  it('validation runs first: an unknown job is a 404 "Page Not Found: {path}"', async () => {
    expect(
      await guard('/karriere/gibt-es-nicht', 'karriere/:slug', 'guest', { slug: 'gibt-es-nicht' }),
    ).toEqual({
      status: 404,
      kind: undefined,
      message: 'Page Not Found: /karriere/gibt-es-nicht',
    });
  });

  it('route rules redirect old addresses', async () => {
    expect(await guard('/agb', '*', 'guest', { '*': 'agb' })).toMatchObject({
      status: 301,
      location: '/agbs',
    });
  });
});

describe('requireViewer and requireRole: one idiom for middlewares and loaders', () => {
  function args(state: string, path = '/intern') {
    const url = new URL(`http://localhost:3000${path}`);
    const request = new Request(url, { headers: { cookie: `state=${state}` } });
    return { request, url, context: new RouterContextProvider() };
  }

  it('return the typed account and keep it in the router context', async () => {
    const a = args('personal');
    const viewer = await requireViewer(a);
    expect(viewer.user.name).toBe('Erika Muster');
    expect(viewer.session.authenticated).toBe(true);
    expect(a.context.get(viewerContext)).toBe(viewer);
    expect(await requireRole(a, 'personal')).toBe(viewer);
  });

  it('throw the guard outcomes', async () => {
    await expect(requireViewer(args('guest'))).rejects.toMatchObject({ status: 302 });
    await expect(requireViewer(args('pending'))).rejects.toMatchObject({ status: 302 });
    await expect(requireViewer(args('blocked'))).rejects.toMatchObject({ init: { status: 403 } });
    await expect(requireRole(args('kunde'), 'personal')).rejects.toMatchObject({
      data: { kind: 'forbidden' },
      init: { status: 403 },
    });
    await expect(requireViewer(args('down'))).rejects.toMatchObject({ init: { status: 503 } });
  });

  it('the guards put the viewer into the context before any loader runs', async () => {
    const url = new URL('http://localhost:3000/intern/wiki');
    const context = new RouterContextProvider();
    let seen: unknown;
    await routeGuards(
      {
        request: new Request(url, { headers: { cookie: 'state=personal' } }),
        url,
        params: {},
        pattern: 'intern/wiki',
        context,
      } as never,
      async () => ((seen = context.get(viewerContext)), new Response('page')),
    );
    expect(seen).toMatchObject({ user: { roles: [{ name: 'Personal' }] } });
  });
});

describe('patterns as React Router reports them', () => {
  it('normalises to the table form', () => {
    expect(normalizePattern('intern/wiki/:slug')).toBe('/intern/wiki/:slug');
    expect(normalizePattern('/')).toBe('/');
    expect(normalizePattern('')).toBe('/');
    expect(normalizePattern('*')).toBe('/*');
  });

  it('fails closed: an intranet address without a rule is refused', async () => {
    expect(await guard('/intern/neu', 'intern/neu', 'admin')).toMatchObject({ status: 404 });
  });
});

describe('the access table is checked at start-up', () => {
  it('refuses unknown middleware names', () => {
    expect(() =>
      assertAccessTable(['/x'], { '/x': { middleware: ['auth', 'nobody' as never] } }),
    ).toThrow(AccessTableError);
  });

  it('refuses rules for routes that do not exist', () => {
    expect(() => assertAccessTable(['/x'], { '/y': { middleware: ['auth'] } })).toThrow(
      /unknown route pattern/,
    );
  });

  it('refuses an intranet route without auth', () => {
    expect(() => assertAccessTable(['/intern/neu'], {})).toThrow(/no "auth" middleware/);
  });
});

describe('the real route configuration', () => {
  it('has a rule with "auth" for every /intern route, in the form React Router reports patterns', async () => {
    const { default: routes } = await import('~/routes');
    type Entry = { path?: string; children?: Entry[] };
    const patterns: string[] = [];
    const walk = (entries: Entry[], parents: string[]) => {
      for (const e of entries) {
        const chain = e.path ? [...parents, e.path] : parents;
        // React Router joins the paths of the matched routes without a leading slash.
        patterns.push(chain.join('/').replace(/\/\/+/g, '/') || '/');
        walk(e.children ?? [], chain);
      }
    };
    walk(routes as Entry[], []);
    const intranet = patterns.filter((p) => /^intern(\/|$)/.test(p));
    expect(intranet.length).toBeGreaterThanOrEqual(9);
    expect(() => assertAccessTable(patterns, access)).not.toThrow();
    const params = { slug: 'krankmeldung-und-arbeitsunfaehigkeit', file: 'banner-it.svg' };
    for (const pattern of intranet) {
      const path = `/${pattern.replace(':slug', params.slug).replace(':file', params.file)}`;
      expect(await guard(path, pattern, 'guest', params), path).toMatchObject({ status: 302 });
    }
  });
});

describe('kept pages (decision 009): the store is asked only after the guards passed', () => {
  interface Run {
    path?: string;
    pattern?: string;
    /** The raw request's address: a data request's ends in `.data`. */
    requestPath?: string;
    stored?: KeptPage;
  }

  const stored = { status: 200, headers: [], body: Buffer.from('kept'), expiresAt: 0 };

  async function run(state: string, options: Run = {}) {
    const { path = '/intern/wiki', pattern = 'intern/wiki' } = options;
    const requestPath = options.requestPath ?? path;
    const store = new KeptPages();
    const asked: string[] = [];
    vi.spyOn(store, 'lookup').mockImplementation((key) => (asked.push(key), options.stored));
    const context = new RouterContextProvider();
    attachKeptPages(context, store);
    const url = new URL(`http://localhost:3000${path}`);
    const request = new Request(`http://localhost:3000${requestPath}`, {
      headers: { cookie: `state=${state}` },
    });
    const args = { request, url, params: {}, pattern, context } as never;
    let rendered = false;
    let response: Response | void = undefined;
    try {
      // The root's middleware chain: the guards, then the kept pages, then the page.
      response = await routeGuards(
        args,
        async () =>
          (await keptPagesMiddleware(args, async () => ((rendered = true), new Response('page'))))!,
      );
    } catch {
      // a refusal: what it is, the guard outcome tests say
    }
    return { kept: keptPageOf(context), context, asked, rendered, response };
  }

  it('keys the page by access group and address, then renders it without naming the viewer', async () => {
    const { kept, context, asked, rendered } = await run('personal', {
      path: '/intern/wiki?q=vpn',
    });
    expect(kept?.key).toBe(`78.80|${accessGroup(states.personal!.user!)}|/intern/wiki?q=vpn`);
    expect(asked).toEqual([kept?.key]);
    expect(rendered).toBe(true);
    expect(rendersWithoutViewer(context)).toBe(true);
  });

  it("puts the wiki's content version into the key: an edit is a new page (decision 029)", async () => {
    const before = await run('personal');
    wikiVersion = '78.81';
    forgetWikiVersion();
    const after = await run('personal');
    expect(before.kept?.key).toMatch(/^78\.80\|/);
    expect(after.kept?.key).toBe(before.kept?.key.replace(/^78\.80/, '78.81'));
  });

  it('answers with the stored page instead of rendering', async () => {
    const { kept, rendered, response } = await run('personal', { stored });
    expect(kept?.hit).toBe(stored);
    expect(rendered).toBe(false);
    expect(response?.status).toBe(200);
  });

  it.each(['guest', 'tfaPending', 'unverified', 'blocked', 'noRole', 'kunde'])(
    'never asks the store for %s',
    async (state) => {
      const { kept, asked, rendered } = await run(state, { stored });
      expect(asked).toEqual([]);
      expect(kept).toBeNull();
      expect(rendered).toBe(false);
    },
  );

  it('leaves data requests and routes that are not shared alone', async () => {
    const data = await run('personal', { requestPath: '/intern/wiki.data', stored });
    expect(data.asked).toEqual([]);
    expect(data.rendered).toBe(true);
    expect(rendersWithoutViewer(data.context)).toBe(false);
    const profile = await run('personal', { path: '/intern/profil', pattern: 'intern/profil' });
    expect(profile.kept).toBeNull();
    expect(profile.rendered).toBe(true);
  });
});

describe('access groups', () => {
  const person = (over: Partial<User>): User => ({ ...base, ...over });

  it('ignore who someone is and the order of roles and permissions', () => {
    const a = person({
      id: 7,
      email: 'a@example.com',
      name: 'A',
      roles: [
        { id: 2, name: 'Personal' },
        { id: 1, name: 'Kunde' },
      ],
      permissions: ['system.view.users', 'system.access.media'],
    });
    const b = {
      ...a,
      id: 8,
      email: 'b@example.com',
      name: 'B',
      roles: [...a.roles].reverse(),
      permissions: [...a.permissions].reverse(),
    };
    expect(accessGroup(a)).toBe(accessGroup(b));
    expect(accessGroup(a)).not.toContain('a@example.com');
  });

  it('differ with any role or permission', () => {
    const staff = person({ roles: [{ id: 2, name: 'Personal' }] });
    expect(accessGroup(staff)).not.toBe(accessGroup(person({})));
    expect(accessGroup(staff)).not.toBe(accessGroup({ ...staff, permissions: ['system.admin'] }));
  });
});
