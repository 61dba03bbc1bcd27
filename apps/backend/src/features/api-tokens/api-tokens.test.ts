// Personal API tokens (issue 33, item 2; decision 058): made in a signed-in session, the secret
// shown once and kept only as a hash; `Authorization: Bearer` reaches the content APIs with the
// person's roles and no more rights than the token's scopes, never the own account, the sign-in
// or the administration; expired, revoked, wrong and blocked tokens are refused; in the audit log.
import type { ApiTokenList, NewApiToken } from '@frischkontor/contract';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  DEMO_PASSWORD,
  DIALECTS,
  type Client,
  type TestServer,
  withServerAndAdmin,
} from '../../../test/harness';
import { tokenMayReach } from '../../accounts/api-tokens';
import { API_TOKEN_MESSAGES } from '.';

describe.each(DIALECTS)('personal API tokens (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  /** The wiki's editor: roles Personal and Wiki-Redaktion, rights to write and publish. */
  let editor: Client;
  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));
  beforeAll(async () => {
    editor = server.client();
    await editor.login('personal@example.com');
  });

  const make = async (body: Record<string, unknown>, client = editor) => {
    const res = await client.post('/api/user/tokens', { password: DEMO_PASSWORD, ...body });
    expect(res.status, res.text).toBe(201);
    return res.body.data as NewApiToken;
  };
  /** A request signed with the token only: no cookie, no XSRF token, no origin. */
  const bearer = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });

  it('shows the secret once, keeps its hash, and lists the rights a token may carry', async () => {
    const list = (await editor.get('/api/user/tokens')).body as ApiTokenList;
    expect(list.scopes.map((s) => s.name)).toEqual(
      expect.arrayContaining(['app.wiki.write', 'app.wiki.publish']),
    );
    expect(list.scopes.every((s) => s.name.startsWith('app.') && s.label)).toBe(true);
    const token = await make({ name: 'Warenwirtschaft', scopes: ['app.wiki.write'], days: 30 });
    expect(token.token).toMatch(new RegExp(`^${token.id}\\|[A-Za-z0-9_-]{40}$`));
    expect(token.scopes).toEqual(['app.wiki.write']);
    expect(Date.parse(token.expires_at!) - Date.parse(token.created_at)).toBe(30 * 86_400_000);
    const listed = ((await editor.get('/api/user/tokens')).body as ApiTokenList).data;
    expect(listed.find((t) => t.id === token.id)).toEqual({
      id: token.id,
      name: 'Warenwirtschaft',
      scopes: ['app.wiki.write'],
      expires_at: token.expires_at,
      last_used_at: null,
      created_at: token.created_at,
    });
    expect(JSON.stringify(listed)).not.toContain(token.token.split('|')[1]);
    const stored = await server.backend.ctx.db
      .selectFrom('api_tokens')
      .select('token_hash')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token.token.split('|')[1]);
  });

  it('reaches the content APIs with the person’s roles and its scopes, nothing else', async () => {
    const reader = await make({ name: 'Nur lesen', scopes: [], days: 7 });
    const writer = await make({ name: 'Schreiben', scopes: ['app.wiki.write'], days: 7 });
    const read = await bearer(reader.token, '/api/wiki/articles');
    expect(read.status).toBe(200);
    const article = { title: `Per Token ${Date.now()}`, category: 'Allgemeines', body: 'Text.' };
    const refused = await bearer(reader.token, '/api/wiki/articles', {
      method: 'POST',
      body: JSON.stringify(article),
    });
    expect(refused.status).toBe(403);
    const written = await bearer(writer.token, '/api/wiki/articles', {
      method: 'POST',
      body: JSON.stringify(article),
    });
    expect(written.status, await written.clone().text()).toBe(201);
    // Never the own account, the sign-in or the administration.
    for (const path of ['/api/user', '/api/user/tokens', '/api/session', '/api/admin/users'])
      expect((await bearer(writer.token, path)).status, path).toBe(401);
    const login = await bearer(writer.token, '/api/logout', { method: 'POST' });
    expect([401, 419]).toContain(login.status);
    // Its last use is kept.
    const listed = ((await editor.get('/api/user/tokens')).body as ApiTokenList).data;
    expect(listed.find((t) => t.id === writer.id)?.last_used_at).toEqual(expect.any(String));
  });

  it('refuses a wrong, an expired and a revoked token, and a blocked account’s', async () => {
    const token = await make({ name: 'Wird widerrufen', scopes: [], days: 7 });
    const secret = token.token.split('|')[1]!;
    const wrong = `${token.id}|${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    // The bell's list: a session's (a guest gets 401, where the wiki would say 404).
    expect((await bearer(token.token, '/api/notifications')).status).toBe(200);
    expect((await bearer(wrong, '/api/notifications')).status).toBe(401);
    expect((await bearer('nonsense', '/api/notifications')).status).toBe(401);

    const expiring = await make({ name: 'Läuft ab', scopes: [], days: 7 });
    await server.backend.ctx.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();
    expect((await bearer(expiring.token, '/api/notifications')).status).toBe(401);

    expect((await editor.delete(`/api/user/tokens/${token.id}`)).status).toBe(204);
    expect((await bearer(token.token, '/api/notifications')).status).toBe(401);
    // Another person's token is not found.
    const other = await make({ name: 'Fremd', scopes: [], days: 7 });
    expect((await admin.delete(`/api/user/tokens/${other.id}`)).status).toBe(404);

    const customer = server.client();
    await customer.login('kunde@example.com');
    const own = await make({ name: 'Shop', days: 7 }, customer);
    expect((await bearer(own.token, '/api/media/domain/spezifikationen')).status).toBe(200);
    const id = (await customer.get('/api/user')).body.user.id as number;
    expect((await admin.post(`/api/admin/users/${id}/block`, { reason: 'Test' })).status).toBe(200);
    // A block ends every session and revokes the tokens; lifting it brings none back.
    expect((await bearer(own.token, '/api/media/domain/spezifikationen')).status).toBe(401);
    await admin.post(`/api/admin/users/${id}/unblock`);
    expect((await bearer(own.token, '/api/media/domain/spezifikationen')).status).toBe(401);

    const actions = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'in', ['account.token_created', 'account.token_revoked'])
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account.token_created', 'account.token_revoked']),
    );
    expect(JSON.stringify(actions)).not.toContain(secret);
  });

  it('answers bad input with German field errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', days: 30 }, 'name', API_TOKEN_MESSAGES.name],
      [{ name: 'x'.repeat(101), days: 30 }, 'name', API_TOKEN_MESSAGES.name],
      [{ name: 'Admin', scopes: ['system.admin'], days: 30 }, 'scopes.0', API_TOKEN_MESSAGES.scope],
      [
        { name: 'Blog', scopes: ['app.blog.publish'], days: 30 },
        'scopes.0',
        API_TOKEN_MESSAGES.scope,
      ],
      [{ name: 'Ewig', days: 10_000 }, 'days', API_TOKEN_MESSAGES.days],
      [{ name: 'Text', scopes: 'app.wiki.write', days: 30 }, 'scopes', API_TOKEN_MESSAGES.scope],
      [
        { name: 'Falsch', days: 30, password: 'geraten' },
        'password',
        API_TOKEN_MESSAGES.wrongPassword,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await editor.post('/api/user/tokens', { password: DEMO_PASSWORD, ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]?.[0], JSON.stringify(res.body)).toBe(message);
    }
  });

  it('never reaches past its paths by a trick of the address', async () => {
    for (const path of [
      '/api/user/tokens/8\\..\\..\\..\\wiki',
      '/api/wiki/%2e%2e/user',
      '/api/wiki/..%2fuser',
      '/api/wiki/..%5Cuser',
      '/api//wiki/articles',
      '/api/wiki/./articles',
      '/api/wiki/../user',
      '/api/WIKI/articles',
      '/api/wikipedia',
      '/api/admin/media',
      '/konto/auth/profile',
    ])
      expect(tokenMayReach(path), path).toBe(false);
    for (const path of ['/api/wiki', '/api/wiki/articles?body=1', '/api/media/domain/a%20b.pdf'])
      expect(tokenMayReach(path), path).toBe(true);
    expect(tokenMayReach('/intern-api/wiki/articles', '/intern-api')).toBe(true);

    const token = await make({ name: 'Pfade', scopes: [], days: 7 });
    // Express would route this to DELETE /user/tokens/:id; the token is no session there. Sent
    // as it is (fetch would resolve the dots before sending).
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const req = httpRequest(
          {
            hostname,
            port,
            path,
            method: 'DELETE',
            headers: { Authorization: `Bearer ${token.token}`, Accept: 'application/json' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
    // Refused as a request without a session (no XSRF token: 419); a token taken for a session
    // there would have reached the route (its id unreadable: 404).
    expect(await raw(`/api/user/tokens/${token.id}\\..\\..\\..\\wiki`)).toBe(419);
    expect(await raw(`/api/wiki/..%2fuser/tokens/${token.id}`)).not.toBe(204);
    expect((await bearer(token.token, '/api/notifications')).status).toBe(200);
  });

  it('ends with every recovery of the account; an account asked for a new password still revokes them', async () => {
    const email = `schluessel-${dialect}@example.com`;
    const id = await addAccount(server, email, ['Personal']);
    const person = server.client();
    await person.login(email);
    const first = await make({ name: 'Vor dem Passwortwechsel', days: 7 }, person);
    const changed = await person.patch('/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'Neues-Passwort-am-Deich-9',
      password_confirmation: 'Neues-Passwort-am-Deich-9',
    });
    expect(changed.status).toBe(204);
    expect((await bearer(first.token, '/api/notifications')).status).toBe(401);

    const second = await person.post('/api/user/tokens', {
      name: 'Vor der Sperre des Zugangs',
      days: 7,
      password: 'Neues-Passwort-am-Deich-9',
    });
    expect(second.status).toBe(201);
    expect(
      (await admin.put(`/api/admin/users/${id}/password-change`, { required: true })).status,
    ).toBe(200);
    expect((await bearer(second.body.data.token, '/api/notifications')).status).toBe(401);
    // Asked for a new password, the person still sees the list (and could revoke).
    expect((await person.get('/api/user/tokens')).status).toBe(200);
    expect(
      (await person.post('/api/user/tokens', { name: 'x', days: 7, password: 'x' })).status,
    ).toBe(403);

    const audit = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'account.token_created')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit.map((a) => JSON.parse(String(a.details)).id)).toEqual(
      expect.arrayContaining([first.id, second.body.data.id]),
    );
  });

  it('offers only rights a token can use: an admin’s list has no administration rights', async () => {
    const list = (await admin.get('/api/user/tokens')).body as ApiTokenList;
    expect(list.scopes.map((s) => s.name).sort()).toEqual(
      [
        'app.blog.publish',
        'app.blog.write',
        'app.jobs.publish',
        'app.jobs.write',
        'app.news.write',
        'app.readings.manage',
        'app.wiki.admin',
        'app.wiki.publish',
        'app.wiki.write',
      ].sort(),
    );
  });
});
