// NUL and other control characters never reach the database: PostgreSQL refuses NUL in text
// (a 500 before), and a stored one broke every call that read it back. Stripped at the input
// layer (query, JSON, multipart fields, file names), refused in paths.
import { describe, expect, it } from 'vitest';
import { DIALECTS, type Client, type TestServer, withServerAndAdmin } from '../../test/harness';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NUL = '\u0000';

describe.each(DIALECTS)('control characters in input (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  it('answers searches and filters with NUL and control characters like any other text', async () => {
    const queries = [
      '/api/admin/users?search=a%00b',
      '/api/admin/users?search=%01%02%7f&state=%00&role=%00&sort=%00',
      '/api/admin/users/export?search=a%00b',
      '/api/admin/audit?search=a%00b&action=%00&user=%00',
      '/api/admin/applications?search=a%00b&status=%00',
      '/api/admin/forms?search=a%00b&type=%00',
      '/api/admin/mail/outbox?search=a%00b',
      '/api/admin/notifications?search=%00',
      '/api/media/domain?filter_search=a%00b',
      '/api/wiki/articles?search=a%00b&q=a%00b&category=%00&status=%00',
      '/api/blog/posts?search=a%00b&status=%00',
      '/api/jobs/posts?search=a%00b&status=%00',
    ];
    for (const path of queries) {
      const res = await admin.get(path);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    }
    const found = await admin.get('/api/admin/users?search=Adm%00in');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain('admin@example.com');
  });

  it('answers paths with encoded control characters with 4xx JSON', async () => {
    const paths = [
      '/api/wiki/articles/a%00b',
      '/api/wiki/articles/a%00b/revisions/1',
      '/api/wiki/articles/a%00b/diff?from=1&to=2',
      '/api/blog/posts/a%00b',
      '/api/jobs/posts/a%00b',
      '/api/admin/roles/a%00b',
      '/api/admin/users/1%00',
      '/api/media/domain/a%00b',
      '/api/media/domain/%01',
      '/api/wiki/readers/articles/a%00b',
    ];
    for (const path of paths) {
      const res = await admin.get(path);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
    const put = await admin.put('/api/admin/roles/a%00b', { name: 'x', permissions: [] });
    expect(put.status).toBeLessThan(500);
  });

  it('stores no control character from a JSON body, and a setting with NUL breaks no later call', async () => {
    const saved = await admin.put('/api/admin/settings', {
      company_name: `Hallberg${NUL} Frisch\u0007dienst`,
      hr_email: `karriere${NUL}@example.com`,
    });
    expect(saved.status, saved.text).toBeLessThan(500);
    const settings = await admin.get('/api/admin/settings');
    expect(settings.status).toBe(200);
    expect(JSON.stringify(settings.body)).not.toMatch(/\\u000[0-8]|\\u0007/);

    // Every mail-queuing call reads settings: it must still work.
    const contact = await server.client().post('/api/forms/contact', {
      salutation: 'Frau',
      name: `Hanna${NUL} Hansen`,
      company: 'Restaurant\u0001 Hafenblick',
      email: 'hanna@hafenblick.example',
      phone: '040 123456',
      topic: 'Technischer Kundendienst',
      message: `Die Kühlzelle${NUL} zeigt 9 °C.\nBitte kommen Sie.`,
      privacy: true,
    });
    expect(contact.status, contact.text).toBe(201);

    const wiki = await admin.post('/api/wiki/articles', {
      title: `Hygiene${NUL}plan`,
      category: 'allgemein',
      content: `# Hygiene${NUL}\n\nText\u0008 mit Steuerzeichen.`,
      summary: `Kurz${NUL}`,
    });
    expect(wiki.status, wiki.text).toBeLessThan(500);

    const profile = await admin.put('/api/user/profile', {
      firstname: `Ada${NUL}`,
      lastname: 'Admin\u001f',
      company: `Hallberg${NUL}`,
    });
    expect(profile.status, profile.text).toBeLessThan(500);

    const login = await server.client().post('/api/login', {
      login: `admin${NUL}@example.com`,
      password: `x${NUL}`,
    });
    expect(login.status).toBeLessThan(500);

    const { db } = server.backend.ctx;
    const tables = [
      await db.selectFrom('settings').selectAll().execute(),
      await db.selectFrom('form_submissions').selectAll().execute(),
      await db.selectFrom('mail_queue').selectAll().execute(),
      await db.selectFrom('users').selectAll().execute(),
      await db.selectFrom('wiki_articles').selectAll().execute(),
    ];
    for (const rows of tables)
      for (const row of rows)
        for (const value of Object.values(row))
          if (typeof value === 'string') expect(value).not.toMatch(CONTROL);
  });

  it('strips control characters from multipart fields and file names', async () => {
    const form = new FormData();
    form.set('path', `domain/intranet${NUL}`);
    form.set(
      'file',
      new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]),
      `Plan${NUL}\u0001.pdf`,
    );
    const res = await admin.request('POST', '/api/admin/media/files', { body: form });
    expect(res.status, res.text).toBeLessThan(500);
    const rows = await server.backend.ctx.db
      .selectFrom('media_items')
      .select(['name', 'path'])
      .execute();
    for (const row of rows) {
      expect(row.name).not.toMatch(CONTROL);
      expect(row.path).not.toMatch(CONTROL);
    }
  });
});
