// What readers do with the wiki (decision 035): favourites and „Zuletzt angesehen“ per person,
// „War dieser Artikel hilfreich?“ and „Fehler melden“ reaching the author (or the publishers when
// the author is gone), what writers see of them, and 404 for anything the person may not read.
import { ROLES, WIKI_RECENT_COUNT } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_AUTHOR_ROLE, WIKI_EDITOR_ROLE } from '../../seed';
import {
  addAccount,
  as,
  DIALECTS,
  mailsTo,
  startServer,
  userIdOf,
  type Client,
  type TestServer,
} from '../../../test/harness';

const SAMPLE = 'abfahrtskontrolle-kuehlfahrzeug';
const OTHERS = [
  'staplerregeln',
  'urlaub-beantragen',
  'einfrier-und-auftauleitfaden',
  'konditionen-und-rabattfreigaben',
  'arbeitskleidung-und-kaelteschutz',
  'angebotsflyer-erstellen',
];

const article = (title: string, fields: Record<string, unknown> = {}) => ({
  title,
  description: 'Lager, Kühlkette',
  category: 'Lager',
  tags: ['Kühlkette'],
  body: 'Ein Absatz.',
  ...fields,
});

describe.each(DIALECTS)('wiki readers (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let staff: Client;
  let colleague: Client;
  let author: Client;
  let publisher: Client;
  let outsiders: [string, Client][];

  const notices = async (email: string) =>
    server.backend.ctx.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipient_id')
      .select(['n.type', 'n.title', 'n.body'])
      .where('u.email', '=', email)
      .orderBy('n.id')
      .execute();

  /** An article autor@ writes and personal@ publishes: autor@ is its author. */
  async function publishedByAuthor(title: string) {
    const created = await author.post('/api/wiki/articles', article(title));
    expect(created.status).toBe(201);
    const path = `/api/wiki/articles/${created.body.data.slug}`;
    await author.post(`${path}/status`, { status: 'review' });
    expect((await publisher.post(`${path}/status`, { status: 'published' })).status).toBe(200);
    return { slug: created.body.data.slug as string, path };
  }

  beforeAll(async () => {
    server = await startServer(dialect, { seedWiki: true });
    await addAccount(server, 'kollegin@example.com', [ROLES.personal]);
    await addAccount(server, 'vertrieb@example.com', [ROLES.personal, 'vertrieb']);
    admin = await as(server, 'admin@example.com');
    staff = await as(server, 'leser@example.com');
    colleague = await as(server, 'kollegin@example.com');
    author = await as(server, 'autor@example.com');
    publisher = await as(server, 'personal@example.com');
    outsiders = [
      ['guest', await as(server, null)],
      ['customer', await as(server, 'kunde@example.com')],
      ['no role', await as(server, 'ohnerolle@example.com')],
    ];
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps favourites per person, on the server, and lists them by title', async () => {
    expect((await staff.get('/api/wiki/me')).body.data).toEqual({ favorites: [], recent: [] });
    const on = await staff.put(`/api/wiki/articles/${SAMPLE}/favorite`);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ favorite: true });
    // Twice is the same as once.
    await staff.put(`/api/wiki/articles/${SAMPLE}/favorite`);
    await staff.put('/api/wiki/articles/staplerregeln/favorite');
    const lists = (await staff.get('/api/wiki/me')).body.data;
    expect(lists.favorites.map((f: { slug: string }) => f.slug)).toEqual([SAMPLE, 'staplerregeln']);
    expect(lists.favorites[0]).toMatchObject({
      title: 'Abfahrtskontrolle Kühlfahrzeug',
      category: 'Logistik',
    });
    // Another session of the same person (another device) sees the same; a colleague does not.
    const otherDevice = await as(server, 'leser@example.com');
    expect((await otherDevice.get('/api/wiki/me')).body.data.favorites).toHaveLength(2);
    expect((await colleague.get('/api/wiki/me')).body.data.favorites).toEqual([]);

    const off = await otherDevice.delete('/api/wiki/articles/staplerregeln/favorite');
    expect(off.body.data).toEqual({ favorite: false });
    expect(
      (await staff.get('/api/wiki/me')).body.data.favorites.map((f: { slug: string }) => f.slug),
    ).toEqual([SAMPLE]);
  });

  it('remembers the articles a person opened, newest first, each once', async () => {
    for (const slug of [SAMPLE, ...OTHERS, SAMPLE]) {
      const opened = await colleague.post(`/api/wiki/articles/${slug}/views`);
      expect([slug, opened.status]).toEqual([slug, 200]);
    }
    const { recent } = (await colleague.get('/api/wiki/me')).body.data;
    expect(recent).toHaveLength(WIKI_RECENT_COUNT);
    expect(recent.map((r: { slug: string }) => r.slug)).toEqual(
      [SAMPLE, ...OTHERS.slice(1).reverse()].slice(0, WIKI_RECENT_COUNT),
    );
    // Opening answers what the person has done with the article.
    await colleague.put(`/api/wiki/articles/${SAMPLE}/favorite`);
    const state = await colleague.post(`/api/wiki/articles/${SAMPLE}/views`);
    expect(state.body.data).toEqual({ favorite: true, vote: null, watching: false });
    expect((await staff.get('/api/wiki/me')).body.data.recent).toEqual([]);
  });

  it('answers 404 to anyone who may not read the wiki or the article, and forgets what they may no longer read', async () => {
    const calls = (slug: string): [string, string, unknown?][] => [
      ['POST', `/api/wiki/articles/${slug}/views`],
      ['PUT', `/api/wiki/articles/${slug}/favorite`],
      ['DELETE', `/api/wiki/articles/${slug}/favorite`],
      ['POST', `/api/wiki/articles/${slug}/feedback`, { helpful: false, comment: 'Fehlt was.' }],
      ['POST', `/api/wiki/articles/${slug}/reports`, { text: 'Die Telefonnummer stimmt nicht.' }],
      ['GET', `/api/wiki/articles/${slug}/feedback`],
      ['POST', `/api/wiki/articles/${slug}/reports/1/resolve`],
    ];
    for (const [who, client] of outsiders) {
      expect([who, (await client.get('/api/wiki/me')).status]).toEqual([who, 404]);
      for (const [method, path, json] of calls(SAMPLE)) {
        const res = await client.request(method, path, { json });
        expect([who, method, path, res.status]).toEqual([who, method, path, 404]);
      }
    }

    // Limited to a role: staff without it get what an unknown address gets.
    const created = await admin.post('/api/wiki/articles', {
      ...article('Rabattstaffeln Großkunden', { category: 'Vertrieb' }),
      status: 'published',
    });
    const slug = created.body.data.slug as string;
    await staff.put(`/api/wiki/articles/${slug}/favorite`);
    await staff.post(`/api/wiki/articles/${slug}/views`);
    expect(
      (await staff.get('/api/wiki/me')).body.data.favorites.map((f: { slug: string }) => f.slug),
    ).toContain(slug);
    const limited = await admin.patch(`/api/wiki/articles/${slug}`, {
      version: created.body.data.version,
      visibility: ['vertrieb'],
    });
    expect(limited.status).toBe(200);
    const unknown = await staff.post('/api/wiki/articles/gibt-es-nicht/views');
    for (const [method, path, json] of calls(slug)) {
      const res = await staff.request(method, path, { json });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.body).toEqual(unknown.body);
    }
    const lists = (await staff.get('/api/wiki/me')).body.data;
    expect(JSON.stringify(lists)).not.toContain(slug);
    const sales = await as(server, 'vertrieb@example.com');
    expect((await sales.put(`/api/wiki/articles/${slug}/favorite`)).status).toBe(200);

    // A draft is read by writers only.
    const draft = await author.post('/api/wiki/articles', article('Entwurf für Leser'));
    const draftPath = `/api/wiki/articles/${draft.body.data.slug}`;
    expect((await staff.post(`${draftPath}/views`)).status).toBe(404);
    expect((await author.post(`${draftPath}/views`)).status).toBe(200);
  });

  it('counts a bare „Ja“, and mails the author a comment or a „Nein“ with a notification', async () => {
    const { slug, path } = await publishedByAuthor('Rückmeldung Kühlkette');
    const mailsBefore = (await mailsTo(server, 'autor@example.com')).length;

    const yes = await staff.post(`${path}/feedback`, { helpful: true });
    expect(yes.status).toBe(201);
    expect(yes.body.data).toMatchObject({ helpful: true, comment: null });
    expect(await mailsTo(server, 'autor@example.com')).toHaveLength(mailsBefore);

    // A comment after „Ja“ keeps the answer and reaches the author.
    const comment = await staff.post(`${path}/feedback`, {
      helpful: true,
      comment: 'Endlich steht drin, wo die Thermometer liegen.',
    });
    expect(comment.body.data).toMatchObject({ helpful: true });
    let mails = await mailsTo(server, 'autor@example.com');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({
      subject: 'Rückmeldung zum Wiki-Artikel „Rückmeldung Kühlkette“: hilfreich',
      reply_to: 'leser@example.com',
    });
    expect(mails.at(-1)!.text).toContain('Lena Lehmann fand Ihren Wiki-Artikel');
    expect(mails.at(-1)!.text).toContain('„Endlich steht drin, wo die Thermometer liegen.“');
    expect(mails.at(-1)!.text).toContain(`/intern/wiki/${slug}/versionen#rueckmeldungen`);
    expect((await notices('autor@example.com')).at(-1)).toEqual({
      type: 'wiki.feedback',
      title: 'Rückmeldung zum Wiki-Artikel „Rückmeldung Kühlkette“: hilfreich',
      body: 'Endlich steht drin, wo die Thermometer liegen.',
    });

    // „Nein“ reaches the author once, with or without a comment.
    await colleague.post(`${path}/feedback`, { helpful: false });
    await colleague.post(`${path}/feedback`, { helpful: false });
    mails = await mailsTo(server, 'autor@example.com');
    expect(mails).toHaveLength(mailsBefore + 2);
    expect(mails.at(-1)!.subject).toBe(
      'Rückmeldung zum Wiki-Artikel „Rückmeldung Kühlkette“: nicht hilfreich',
    );
    // The author's own answer tells nobody.
    await author.post(`${path}/feedback`, { helpful: false, comment: 'Selbst gelesen.' });
    expect(await mailsTo(server, 'autor@example.com')).toHaveLength(mailsBefore + 2);

    // Changing one's answer replaces it: one answer per person.
    await staff.post(`${path}/feedback`, { helpful: false, comment: 'Doch nicht: Tabelle fehlt.' });
    const overview = await author.get(`${path}/feedback`);
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({ helpful: 0, not_helpful: 3 });
    expect(
      overview.body.data.comments.map((c: { comment: string; by: { name: string } }) => [
        c.by.name,
        c.comment,
      ]),
    ).toEqual([
      ['Lena Lehmann', 'Doch nicht: Tabelle fehlt.'],
      ['Alma Albers', 'Selbst gelesen.'],
    ]);
    // Readers see their own answer when they open the article, not the others'.
    expect((await staff.post(`${path}/views`)).body.data.vote).toMatchObject({
      helpful: false,
      comment: 'Doch nicht: Tabelle fehlt.',
    });
    // Writers get the figures with the article, readers do not.
    expect((await publisher.post(`${path}/views`)).body.data.feedback).toEqual({
      helpful: 0,
      not_helpful: 3,
      open_reports: 0,
    });
    expect((await staff.post(`${path}/views`)).body.data.feedback).toBeUndefined();
    const refused = await staff.get(`${path}/feedback`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Die Rückmeldungen zu einem Artikel sehen nur Personen, die im Wiki schreiben.',
    );
  });

  it('sends an error report to the author, and to the publishers when the author is gone', async () => {
    const { path } = await publishedByAuthor('Fehler Kühlkette');
    const short = await staff.post(`${path}/reports`, { text: 'falsch' });
    expect(short.status).toBe(422);
    expect(short.body.errors.text).toEqual(['Bitte den Fehler in ein paar Worten beschreiben.']);
    const empty = await staff.post(`${path}/reports`, {});
    expect(empty.body.errors.text).toEqual(['Bitte das Feld „Fehlerbeschreibung“ ausfüllen.']);

    const sent = await staff.post(`${path}/reports`, {
      text: 'Im zweiten Schritt steht 7 °C, richtig sind 4 °C.',
    });
    expect(sent.status).toBe(201);
    const mails = await mailsTo(server, 'autor@example.com');
    expect(mails.at(-1)).toMatchObject({
      subject: 'Fehler gemeldet im Wiki-Artikel „Fehler Kühlkette“',
      reply_to: 'leser@example.com',
    });
    expect(mails.at(-1)!.text).toContain('Im zweiten Schritt steht 7 °C, richtig sind 4 °C.');
    expect((await notices('autor@example.com')).at(-1)?.type).toBe('wiki.report');

    // The author no longer writes in the wiki: the publishers hear of it (not the reader).
    const { db } = server.backend.ctx;
    const authorId = await userIdOf(server, 'autor@example.com');
    const writerRole = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', WIKI_AUTHOR_ROLE)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('user_roles')
      .where('user_id', '=', authorId)
      .where('role_id', '=', writerRole.id)
      .execute();
    try {
      const before = (await mailsTo(server, 'autor@example.com')).length;
      await staff.post(`${path}/reports`, { text: 'Die Abbildung zeigt das alte Thermometer.' });
      expect(await mailsTo(server, 'autor@example.com')).toHaveLength(before);
      for (const email of ['personal@example.com', 'admin@example.com']) {
        const last = (await mailsTo(server, email)).at(-1);
        expect([email, last?.subject]).toEqual([
          email,
          'Fehler gemeldet im Wiki-Artikel „Fehler Kühlkette“',
        ]);
        expect(last!.text).toContain('nicht mehr im Wiki schreibt');
      }
      expect(await mailsTo(server, 'leser@example.com')).toEqual([]);
    } finally {
      await db
        .insertInto('user_roles')
        .values({ user_id: authorId, role_id: writerRole.id })
        .execute();
    }

    // An imported article has no author: its reports go to the publishers.
    const before = (await mailsTo(server, 'personal@example.com')).length;
    await staff.post(`/api/wiki/articles/${SAMPLE}/reports`, {
      text: 'Die Checkliste nennt den alten Reifendruck.',
    });
    expect(await mailsTo(server, 'personal@example.com')).toHaveLength(before + 1);
  });

  it('lets those who may edit the article mark a report as done', async () => {
    const { path } = await publishedByAuthor('Erledigt Kühlkette');
    const sent = await staff.post(`${path}/reports`, { text: 'Der Link zum Formular ist kaputt.' });
    const id = sent.body.data.id as number;
    // A published article is changed by publishers only, so only they close its reports.
    const refused = await author.post(`${path}/reports/${id}/resolve`);
    expect(refused.status).toBe(403);
    expect((await staff.post(`${path}/reports/${id}/resolve`)).status).toBe(403);
    const done = await publisher.post(`${path}/reports/${id}/resolve`);
    expect(done.status).toBe(200);
    expect(done.body.data.reports[0]).toMatchObject({
      id,
      text: 'Der Link zum Formular ist kaputt.',
      by: { name: 'Lena Lehmann' },
      resolved_by: { name: 'Paul Petersen' },
    });
    expect(done.body.data.reports[0].resolved_at).toEqual(expect.any(String));
    expect((await publisher.post(`${path}/reports/999999/resolve`)).status).toBe(404);
    // A report of another article is not this article's.
    const other = await staff.post(`/api/wiki/articles/${SAMPLE}/reports`, {
      text: 'Noch ein Fehler in der Liste.',
    });
    expect((await publisher.post(`${path}/reports/${other.body.data.id}/resolve`)).status).toBe(
      404,
    );
  });

  it('checks input, CSRF and origin like the rest of the API, and limits how much one person sends', async () => {
    const path = `/api/wiki/articles/${SAMPLE}`;
    const bad = await staff.post(`${path}/feedback`, { helpful: 'vielleicht' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.helpful).toEqual([
      'Bitte angeben, ob der Artikel hilfreich war (true oder false).',
    ]);
    const long = await staff.post(`${path}/feedback`, { helpful: true, comment: 'x'.repeat(1001) });
    expect(long.body.errors.comment).toEqual([
      'Das Feld „Kommentar“ darf höchstens 1000 Zeichen lang sein.',
    ]);
    expect((await staff.put(`${path}/favorite`, undefined, { csrf: false })).status).toBe(419);
    const foreign = server.client({ origin: 'https://evil.example' });
    await foreign.login('leser@example.com').catch(() => undefined);
    expect((await foreign.post(`${path}/reports`, { text: 'Von außen geschickt.' })).status).toBe(
      403,
    );

    const sender = await as(server, 'kollegin@example.com');
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await sender.post(`${path}/feedback`, { helpful: i % 2 === 0 })).status;
    expect(status).toBe(429);
  });

  it('puts what a person did as a reader into their data download, and forgets it with the account', async () => {
    const person = await addAccount(server, 'geht@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    const leaving = await as(server, 'geht@example.com');
    await leaving.put(`/api/wiki/articles/${SAMPLE}/favorite`);
    await leaving.post(`/api/wiki/articles/${SAMPLE}/views`);
    await leaving.post(`/api/wiki/articles/${SAMPLE}/feedback`, {
      helpful: false,
      comment: 'Bitte Winterreifen ergänzen.',
    });
    const own = await leaving.get('/api/user/export');
    expect(own.status).toBe(200);
    const reading = JSON.parse(own.text).wiki_reading;
    expect(reading.favorites.map((f: { slug: string }) => f.slug)).toEqual([SAMPLE]);
    expect(reading.views.map((f: { slug: string }) => f.slug)).toEqual([SAMPLE]);
    expect(reading.votes).toMatchObject([
      { slug: SAMPLE, helpful: false, comment: 'Bitte Winterreifen ergänzen.' },
    ]);

    const { db } = server.backend.ctx;
    await db.deleteFrom('users').where('id', '=', person).execute();
    const left = async (table: 'wiki_favorites' | 'wiki_views') =>
      db.selectFrom(table).select('user_id').where('user_id', '=', person).execute();
    expect(await left('wiki_favorites')).toEqual([]);
    expect(await left('wiki_views')).toEqual([]);
    // The answer stays with the article, without the person.
    const overview = await admin.get(`/api/wiki/articles/${SAMPLE}/feedback`);
    expect(overview.body.data.comments).toContainEqual(
      expect.objectContaining({ comment: 'Bitte Winterreifen ergänzen.', by: null }),
    );
  });
});
