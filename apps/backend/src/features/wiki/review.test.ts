// The review queue (issue 28, item 4): those who publish are told when a writer submits, by a
// notification and a mail each can turn off; the queue lists what waits with author, time and
// comment; a published article names its author and who reviewed it.
import { PERMISSIONS, ROLES } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_EDITOR_ROLE } from '../../seed';
import { ensureRole } from '../roles';
import {
  addAccount,
  as,
  DIALECTS,
  mailsTo,
  startServer,
  type Client,
  type TestServer,
  userIdOf,
} from '../../../test/harness';

const draft = (title: string) => ({
  title,
  description: 'Prüfung',
  category: 'Lager',
  body: '## Ablauf\n\nErst messen, dann einlagern.',
});

describe.each(DIALECTS)('wiki review queue (%s)', (dialect) => {
  let server: TestServer;
  let author: Client;
  let publisher: Client;
  let reader: Client;

  const notices = async (email: string) =>
    server.backend.ctx.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipient_id')
      .select(['n.type', 'n.title', 'n.body'])
      .where('u.email', '=', email)
      .where('n.type', '=', 'review.submitted')
      .orderBy('n.id')
      .execute();

  beforeAll(async () => {
    server = await startServer(dialect);
    await addAccount(server, 'pruefer@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    author = await as(server, 'autor@example.com');
    publisher = await as(server, 'pruefer@example.com');
    reader = await as(server, 'leser@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('tells every publisher of a submission with the comment, by notification and mail', async () => {
    const created = await author.post('/api/wiki/articles', draft('Kühlzelle prüfen'));
    const slug = created.body.data.slug as string;
    const submitted = await author.post(`/api/wiki/articles/${slug}/status`, {
      status: 'review',
      note: 'Bitte vor allem die Temperaturen prüfen.',
    });
    expect(submitted.status).toBe(200);

    const [mail] = (await mailsTo(server, 'pruefer@example.com')).filter((m) =>
      m.subject.includes('Kühlzelle prüfen'),
    );
    expect(mail?.subject).toBe('Zur Prüfung: Wiki-Artikel „Kühlzelle prüfen“');
    expect(mail?.text).toContain('Bitte vor allem die Temperaturen prüfen.');
    expect(mail?.text).toContain(`/intern/wiki/${slug}/bearbeiten`);
    expect(mail?.text).toContain('/intern/wiki/pruefung');
    expect((await notices('pruefer@example.com')).at(-1)).toMatchObject({
      body: 'Bitte vor allem die Temperaturen prüfen.',
    });
    // Neither the author nor a reader who does not publish hears of it.
    expect(await notices('autor@example.com')).toHaveLength(0);
    expect(await notices('leser@example.com')).toHaveLength(0);
  });

  it('lists what waits for review with author, time and comment, to publishers only', async () => {
    const created = await author.post('/api/wiki/articles', draft('Staplerschein erneuern'));
    const slug = created.body.data.slug as string;
    await author.post(`/api/wiki/articles/${slug}/status`, {
      status: 'review',
      note: 'Neu geschrieben.',
    });
    const queue = await publisher.get('/api/wiki/review');
    expect(queue.status).toBe(200);
    const item = queue.body.data.find((i: { slug: string }) => i.slug === slug);
    expect(item).toMatchObject({
      title: 'Staplerschein erneuern',
      submitted: { comment: 'Neu geschrieben.' },
    });
    expect(item.submitted.by.id).toBe(await userIdOf(server, 'autor@example.com'));
    expect(Date.parse(item.submitted.at)).not.toBeNaN();
    expect(queue.body.meta).toMatchObject({ mail: true });
    expect(queue.body.meta.total).toBe(queue.body.data.length);
    expect((await author.get('/api/wiki/review')).status).toBe(403);
    expect((await reader.get('/api/wiki/review')).status).toBe(403);

    // The publisher's status box has the same: who, when, the comment.
    const article = await publisher.get(`/api/wiki/articles/${slug}`);
    expect(article.body.data.submitted).toMatchObject({ comment: 'Neu geschrieben.' });
  });

  it('mails a publisher who turned mail off no more, and still notifies', async () => {
    const off = await publisher.put('/api/wiki/review/mail', { mail: false });
    expect(off.status).toBe(200);
    expect((await publisher.get('/api/wiki/review')).body.meta.mail).toBe(false);
    const before = (await mailsTo(server, 'pruefer@example.com')).length;
    const created = await author.post('/api/wiki/articles', draft('Ohne Mail'));
    await author.post(`/api/wiki/articles/${created.body.data.slug}/status`, { status: 'review' });
    expect(await mailsTo(server, 'pruefer@example.com')).toHaveLength(before);
    expect((await notices('pruefer@example.com')).at(-1)?.title).toContain('Ohne Mail');
    expect((await publisher.put('/api/wiki/review/mail', { mail: 'ja' })).status).toBe(422);
    await publisher.put('/api/wiki/review/mail', { mail: true });
  });

  it('names the author and who reviewed a published article', async () => {
    const created = await author.post('/api/wiki/articles', draft('Etiketten drucken'));
    const slug = created.body.data.slug as string;
    await author.post(`/api/wiki/articles/${slug}/status`, { status: 'review' });
    const published = await publisher.post(`/api/wiki/articles/${slug}/status`, {
      status: 'published',
    });
    expect(published.status).toBe(200);
    const read = await reader.get(`/api/wiki/articles/${slug}`);
    expect(read.body.data.author.id).toBe(await userIdOf(server, 'autor@example.com'));
    expect(read.body.data.reviewed_by.id).toBe(await userIdOf(server, 'pruefer@example.com'));
    expect(read.body.data.submitted).toBeNull();
    const queue = await publisher.get('/api/wiki/review');
    expect(queue.body.data.some((i: { slug: string }) => i.slug === slug)).toBe(false);
  });
});

describe.each(DIALECTS)('blog review (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets a writer who may not publish submit a post, and tells who publishes', async () => {
    const { db } = server.backend.ctx;
    const role = await ensureRole(db, 'blog-schreiben', [PERMISSIONS.blogWrite]);
    const id = await addAccount(server, 'schreiber@example.com', [ROLES.personal]);
    await db.insertInto('user_roles').values({ user_id: id, role_id: role }).execute();
    const writer = await as(server, 'schreiber@example.com');
    const created = await writer.post('/api/blog/posts', {
      title: 'Wildsaison in der Küche',
      description: 'Wild aus der Region.',
      category: 'Gastronomie',
      date: '2026-11-20',
      body: 'Reh und Hirsch aus Schleswig-Holstein.',
    });
    expect(created.status, created.text).toBe(201);
    const slug = created.body.data.slug as string;
    expect(
      (await writer.post(`/api/blog/posts/${slug}/status`, { status: 'published' })).status,
    ).toBe(403);
    const submitted = await writer.post(`/api/blog/posts/${slug}/status`, {
      status: 'review',
      note: 'Bitte die Bilder prüfen.',
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data.submitted).toMatchObject({ comment: 'Bitte die Bilder prüfen.' });
    const [mail] = await mailsTo(server, 'marketing@example.com');
    expect(mail?.subject).toBe('Zur Prüfung: Blogbeitrag „Wildsaison in der Küche“');
    expect(mail?.text).toContain(`/intern/blog/${slug}/bearbeiten`);
    expect(await mailsTo(server, 'schreiber@example.com')).toHaveLength(0);
    const marketing = await as(server, 'marketing@example.com');
    const published = await marketing.post(`/api/blog/posts/${slug}/status`, {
      status: 'published',
    });
    expect(published.body.data.reviewed_by.id).toBe(
      await userIdOf(server, 'marketing@example.com'),
    );
    expect(published.body.data.author.id).toBe(id);
  });
});
