// The news' weekly digest (issue 32, item 1; decision 055): due on Monday from 7 o'clock in
// Hamburg; once a week per person who asked for it, with the items of the last seven days
// addressed to them that they have not read; nothing for those who did not ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  DIALECTS,
  mailsTo,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { digestWeek, isoWeek, sendNewsDigests } from './digest';
import { WAREHOUSE_ROLE } from './seed';

describe('the digest week', () => {
  it('counts ISO weeks, across the turn of the year', () => {
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });

  it('is due on Monday from 7 o’clock in Hamburg, and later in the week', () => {
    // 30 November 2026 is a Monday; Hamburg is UTC+1 in winter.
    expect(digestWeek(new Date('2026-11-30T05:59:00Z'))).toBeNull();
    expect(digestWeek(new Date('2026-11-30T06:00:00Z'))).toBe('2026-W49');
    expect(digestWeek(new Date('2026-12-02T03:00:00Z'))).toBe('2026-W49');
  });
});

describe.each(DIALECTS)('the news digest (%s)', (dialect) => {
  let server: TestServer;
  let writer: Client;
  let warehouse: Client;
  let staff: Client;

  beforeAll(async () => {
    server = await startServer(dialect);
    writer = await as(server, 'marketing@example.com');
    warehouse = await as(server, 'leser@example.com');
    staff = await as(server, 'personal@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const publish = async (title: string, fields: Record<string, unknown>) => {
    const made = await writer.post('/api/news/posts', {
      title,
      body: `Text zu „${title}“.`,
      status: 'published',
      fields,
    });
    expect(made.status).toBe(201);
    return made.body.data.slug as string;
  };
  const digests = async (to: string) =>
    (await mailsTo(server, to)).filter((m) => /Mitteilung(en)? der Woche$/.test(m.subject));

  it('goes once a week to those who asked, with their unread items of the week', async () => {
    const settings = await warehouse.put('/api/notifications/settings', { digest: true });
    expect(settings.body).toEqual({ data: { mail: true, digest: true } });
    await publish('Neue Kühlzelle im Lager', { audience: 'roles', roles: [WAREHOUSE_ROLE] });
    const read = await publish('Parkplätze gesperrt', { audience: 'staff' });
    await publish('Nur für Kunden: Liefertage', { audience: 'customers' });
    expect((await warehouse.post(`/api/news/posts/${read}/read`, {})).status).toBe(200);

    const { ctx, settings: store, news } = server.backend;
    // Now, unless it is Monday before 7 o'clock: then that morning.
    const at = digestWeek(new Date()) ? new Date() : new Date(Date.now() + 8 * 3_600_000);
    const sent = await sendNewsDigests(ctx, store, news, at);
    expect(sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await digests('leser@example.com');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Neue Kühlzelle im Lager');
    expect(mail!.text).not.toContain('Parkplätze gesperrt');
    expect(mail!.text).not.toContain('Nur für Kunden');
    // Once a week: the next run sends nothing more.
    expect(await sendNewsDigests(ctx, store, news, new Date(at.getTime() + 60_000))).toBe(0);
    expect(await digests('leser@example.com')).toHaveLength(1);
    // Nobody who did not ask gets one.
    expect(await digests('personal@example.com')).toEqual([]);
    expect((await staff.get('/api/notifications/settings')).body.data.digest).toBe(false);
  });
});
