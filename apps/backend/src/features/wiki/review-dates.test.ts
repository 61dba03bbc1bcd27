// Review dates (issue 32, item 3; decision 054): owner and „prüfen bis“ in the article's JSON,
// „Geprüft, unverändert“ without a new revision, the due lists, who may set what, and one
// reminder per due period.
import { addDays, addMonths, hamburgDay, ROLES } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_EDITOR_ROLE } from '../../seed';
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
import { remindReviewOwners } from './index';

const today = hamburgDay();

const article = (title: string, category = 'Fleisch') => ({
  title,
  description: 'Prüfdatum',
  category,
  body: '## Ablauf\n\nKerntemperatur messen.',
  status: 'published',
});

describe.each(DIALECTS)('wiki review dates (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let publisher: Client;
  let author: Client;
  let reader: Client;
  let authorId: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    await addAccount(server, 'redaktion@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    admin = await as(server, 'admin@example.com');
    publisher = await as(server, 'redaktion@example.com');
    author = await as(server, 'autor@example.com');
    reader = await as(server, 'leser@example.com');
    authorId = await userIdOf(server, 'autor@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const create = async (title: string, category?: string) => {
    const res = await publisher.post('/api/wiki/articles', article(title, category));
    expect(res.status).toBe(201);
    return res.body.data.slug as string;
  };

  it('owns a new article by its creator and dates it by the category', async () => {
    const meat = await create('Hackfleisch kühlen');
    const it_ = await create('Drucker einrichten', 'IT');
    const one = (await reader.get(`/api/wiki/articles/${meat}`)).body.data;
    expect(one.review).toMatchObject({
      owner: { name: expect.any(String) },
      review_by: addMonths(today, 6),
      review_by_set: false,
      reviewed_at: null,
    });
    const other = (await reader.get(`/api/wiki/articles/${it_}`)).body.data;
    expect(other.review.review_by).toBe(addMonths(today, 12));
  });

  it('lets publishers set owner and day, refusing bad input in German', async () => {
    const slug = await create('Wareneingang Geflügel');
    const path = `/api/wiki/articles/${slug}/review-date`;
    const set = await publisher.put(path, { owner_id: authorId, review_by: '2027-01-15' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      owner: { id: authorId },
      review_by: '2027-01-15',
      review_by_set: true,
    });
    const bad = await publisher.put(path, { owner_id: 'x', review_by: '2027-02-30' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.review_by[0]).toMatch(/JJJJ-MM-TT/);
    expect(bad.body.errors.owner_id[0]).toMatch(/Zahl/);
    // A reader who does not write cannot own it.
    const readerId = await userIdOf(server, 'leser@example.com');
    const notWriter = await publisher.put(path, { owner_id: readerId });
    expect(notWriter.status).toBe(422);
    expect(notWriter.body.errors.owner_id[0]).toMatch(/im Wiki schreiben/);
    const past = await publisher.put(path, { review_by: addDays(today, -1) });
    expect(past.status).toBe(422);
    expect(past.body.errors.review_by[0]).toMatch(/ab heute/);
    // The reader may not; neither may a writer on a published article.
    expect((await reader.put(path, { review_by: '2027-03-01' })).status).toBe(403);
    expect((await author.put(path, { review_by: '2027-03-01' })).status).toBe(403);
    expect((await (await as(server, null)).put(path, { review_by: '2027-03-01' })).status).toBe(
      404,
    );
    const log = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target_label'])
      .where('action', '=', 'wiki.review_date_set')
      .execute();
    expect(log).toEqual([
      { action: 'wiki.review_date_set', target_label: 'Wareneingang Geflügel' },
    ]);
  });

  it('names who may own an article to writers', async () => {
    const owners = await author.get('/api/wiki/review-dates/owners');
    expect(owners.status).toBe(200);
    const names = (owners.body.data as { id: number; name: string }[]).map((o) => o.id);
    expect(names).toContain(authorId);
    expect(names).not.toContain(await userIdOf(server, 'leser@example.com'));
    expect((await reader.get('/api/wiki/review-dates/owners')).status).toBe(403);
  });

  it('renews the day without a new revision when the owner confirms it unchanged', async () => {
    const slug = await create('Kerntemperatur Rind');
    await publisher.put(`/api/wiki/articles/${slug}/review-date`, {
      owner_id: authorId,
      review_by: today,
    });
    const before = (await reader.get(`/api/wiki/articles/${slug}`)).body.data;
    const versionBefore = (await reader.get('/api/wiki/version')).body.data.version;
    // Only the owner or a publisher confirms.
    expect((await reader.post(`/api/wiki/articles/${slug}/reviewed`, {})).status).toBe(403);
    const done = await author.post(`/api/wiki/articles/${slug}/reviewed`, {});
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      review_by: addMonths(today, 6),
      reviewed_by: { id: authorId },
      reviewed_at: expect.any(String),
    });
    const after = (await reader.get(`/api/wiki/articles/${slug}`)).body.data;
    expect(after.version).toBe(before.version);
    expect(after.updated_at).toBe(before.updated_at);
    const revisions = (await publisher.get(`/api/wiki/articles/${slug}/revisions`)).body.data;
    expect(revisions).toHaveLength(1);
    // Kept pages follow the content version: the notice goes away.
    expect((await reader.get('/api/wiki/version')).body.data.version).not.toBe(versionBefore);
    const log = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'wiki.reviewed')
      .execute();
    expect(log).toEqual([{ action: 'wiki.reviewed', actor_id: authorId }]);
  });

  it('lists the owner’s due articles, and every one to wiki admins by category and owner', async () => {
    const overdue = await create('Messer schärfen', 'Werkstatt');
    const due = await create('Stapler laden', 'Lager');
    const later = await create('Schulung planen', 'Allgemeines');
    const { db } = server.backend.ctx;
    const ids = await db.selectFrom('wiki_articles').select(['id', 'slug']).execute();
    const idOf = (slug: string) => ids.find((r) => r.slug === slug)!.id;
    for (const [slug, day] of [
      [overdue, addDays(today, -3)],
      [due, addDays(today, 5)],
    ] as const)
      await db
        .insertInto('wiki_review_dates')
        .values({
          article_id: idOf(slug),
          owner_id: authorId,
          review_by: day,
          reviewed_at: null,
          reviewed_by: null,
          reminded_for: null,
          version: 1,
        })
        .execute();
    const mine = (await author.get('/api/wiki/review-dates')).body.data as {
      slug: string;
      state: string;
    }[];
    expect(mine.map((a) => [a.slug, a.state])).toEqual([
      [overdue, 'overdue'],
      [due, 'due'],
    ]);
    expect(mine.some((a) => a.slug === later)).toBe(false);
    expect((await author.get('/api/wiki/review-dates?scope=all')).status).toBe(403);
    const all = await admin.get('/api/wiki/review-dates?scope=all&category=Werkstatt');
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: { slug: string }) => a.slug)).toEqual([overdue]);
    const byOwner = await admin.get(`/api/wiki/review-dates?scope=all&owner=${authorId}`);
    expect(byOwner.body.data.map((a: { slug: string }) => a.slug)).toContain(due);
    const wrong = await admin.get('/api/wiki/review-dates?scope=alle&category=Keine');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.category[0]).toMatch(/Kategorie/);
  });

  it('reminds the owner once per due period', async () => {
    const slug = await create('Reinigungsplan Kühlhaus', 'Lager');
    await publisher.put(`/api/wiki/articles/${slug}/review-date`, {
      owner_id: authorId,
      review_by: addDays(today, 3),
    });
    const { ctx, settings, wiki } = server.backend;
    const subject = 'Bitte prüfen: „Reinigungsplan Kühlhaus“';
    const count = async () =>
      (await mailsTo(server, 'autor@example.com')).filter((m) => m.subject === subject).length;
    await remindReviewOwners(ctx, settings, () => {}, wiki);
    await remindReviewOwners(ctx, settings, () => {}, wiki);
    expect(await count()).toBe(1);
    const [mail] = (await mailsTo(server, 'autor@example.com')).filter(
      (m) => m.subject === subject,
    );
    expect(mail?.text).toContain(`/intern/wiki/${slug}`);
    // Renewed, the next period brings the next reminder (once it is due again).
    await author.post(`/api/wiki/articles/${slug}/reviewed`, {});
    await remindReviewOwners(ctx, settings, () => {}, wiki);
    expect(await count()).toBe(1);
  });
});

describe('the demo wiki’s review dates', () => {
  it('gives every seeded article an owner and a day, a few overdue and a few due soon', async () => {
    const server = await startServer('sqlite', { seedWiki: true });
    try {
      const admin = await as(server, 'admin@example.com');
      const all = (await admin.get('/api/wiki/articles')).body.data as {
        review: { owner: unknown; review_by_set: boolean };
      }[];
      expect(all.length).toBeGreaterThan(50);
      expect(all.every((a) => a.review.owner && a.review.review_by_set)).toBe(true);
      const due = (await admin.get('/api/wiki/review-dates?scope=all')).body.data as {
        state: string;
      }[];
      expect(due.filter((d) => d.state === 'overdue').length).toBeGreaterThanOrEqual(3);
      expect(due.filter((d) => d.state === 'due').length).toBeGreaterThanOrEqual(3);
      const mine = (await (await as(server, 'autor@example.com')).get('/api/wiki/review-dates'))
        .body.data;
      expect(mine.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
