// Personal API tokens (issue 33, item 2; decision 058): made in a signed-in session, the secret
// shown once and kept only as a hash; `Authorization: Bearer` reaches the content APIs with the
// person's roles and no more rights than the token's scopes, never the own account, the sign-in
// or the administration; expired, revoked, wrong and blocked tokens are refused; in the audit log.
import type { ApiTokenList, NewApiToken } from '@frischkontor/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Client, type TestServer, withServerAndAdmin } from '../../../test/harness';
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

  const make = async (body: Record<string, unknown>) => {
    const res = await editor.post('/api/user/tokens', body);
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
    const own = (await customer.post('/api/user/tokens', { name: 'Shop', days: 7 })).body
      .data as NewApiToken;
    expect((await bearer(own.token, '/api/media/domain/spezifikationen')).status).toBe(200);
    const id = (await customer.get('/api/user')).body.user.id as number;
    expect((await admin.post(`/api/admin/users/${id}/block`, { reason: 'Test' })).status).toBe(200);
    const blocked = await bearer(own.token, '/api/media/domain/spezifikationen');
    expect(blocked.status).toBe(403);
    await admin.post(`/api/admin/users/${id}/unblock`);

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
    ];
    for (const [body, field, message] of cases) {
      const res = await editor.post('/api/user/tokens', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]?.[0], JSON.stringify(res.body)).toBe(message);
    }
  });
});
