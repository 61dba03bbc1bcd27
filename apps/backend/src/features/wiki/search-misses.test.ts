// „Suchen ohne Treffer“ (issue 32, item 6): searches counted per day and outcome, never who
// asked; staff who read the wiki count, only wiki admins read the list; bad input in German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DIALECTS, startServer, type Client, type TestServer } from '../../../test/harness';

describe.each(DIALECTS)('wiki searches without hits (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let reader: Client;
  let customer: Client;
  let guest: Client;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await as(server, 'admin@example.com');
    reader = await as(server, 'leser@example.com');
    customer = await as(server, 'kunde@example.com');
    guest = await as(server, null);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('counts searches as written, without who asked, and lists them for wiki admins', async () => {
    for (const query of ['Kita Zuschuss', '  kita   zuschuss ', 'Kita Zuschuss'])
      expect((await reader.post('/api/wiki/searches', { query, outcome: 'none' })).status).toBe(
        204,
      );
    await admin.post('/api/wiki/searches', { query: 'homeoffice', outcome: 'refined' });
    await reader.post('/api/wiki/searches', { query: 'kita zuschuss', outcome: 'refined' });
    const list = await admin.get('/api/wiki/searches/misses');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ query: 'kita zuschuss', none: 3, refined: 1 });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ query: 'homeoffice', none: 0, refined: 1 }),
    );
    // Nothing names a person.
    const stored = await server.backend.ctx.db
      .selectFrom('wiki_search_misses')
      .selectAll()
      .execute();
    expect(Object.keys(stored[0]!).sort()).toEqual(['count', 'day', 'outcome', 'query']);
  });

  it('lets only wiki readers count and only wiki admins read, before anything else', async () => {
    // As everywhere in the wiki: whoever may not read it finds nothing (404).
    expect((await guest.post('/api/wiki/searches', { query: 'x', outcome: 'none' })).status).toBe(
      404,
    );
    expect(
      (await customer.post('/api/wiki/searches', { query: 'x', outcome: 'none' })).status,
    ).toBe(404);
    expect((await reader.get('/api/wiki/searches/misses')).status).toBe(403);
    expect((await customer.get('/api/wiki/searches/misses')).status).toBe(404);
  });

  it('refuses what is no search with a German message', async () => {
    const empty = await reader.post('/api/wiki/searches', { query: '   ', outcome: 'none' });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('Bitte die Suche angeben');
    const long = await reader.post('/api/wiki/searches', {
      query: 'x'.repeat(101),
      outcome: 'none',
    });
    expect(long.status).toBe(422);
    const outcome = await reader.post('/api/wiki/searches', { query: 'x', outcome: 'egal' });
    expect(outcome.status).toBe(422);
    expect(JSON.stringify(outcome.body)).toContain('Ergebnis');
  });
});
