// Two processes, one database: two connections (two Kysely instances) with a holder each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/harness';
import { createLeases } from './leases';
import { migrateToLatest, openDatabase, type Database } from './index';

const HOUR = 60 * 60 * 1000;

describe.each(DIALECTS)('job leases (%s)', (dialect) => {
  let database: TestDatabase;
  let one: Database;
  let two: Database;
  const open = () =>
    openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    one = open();
    await migrateToLatest(one.db, dialect);
    two = open();
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.drop();
  });

  /** A process whose clock stands at `start` plus what `advance` adds. */
  function processOn(db: Database, name: string, start: number) {
    let at = start;
    const leases = createLeases(db.db, dialect, { holder: name, now: () => new Date(at) });
    return { leases, advance: (ms: number) => (at += ms) };
  }

  it('runs a round in one process; the other skips it until the lease runs out', async () => {
    const start = Date.UTC(2026, 10, 1, 8);
    const a = processOn(one, 'a', start);
    const b = processOn(two, 'b', start);
    const ran: string[] = [];
    const job = (who: string) => async () => void ran.push(who);

    expect(await a.leases.runExclusive('round', HOUR, job('a'))).toBe(true);
    b.advance(HOUR / 2);
    expect(await b.leases.runExclusive('round', HOUR, job('b'))).toBe(false);
    // The holder takes its own lease again at its next tick.
    a.advance(HOUR);
    expect(await a.leases.runExclusive('round', HOUR, job('a'))).toBe(true);
    b.advance(HOUR);
    expect(await b.leases.runExclusive('round', HOUR, job('b'))).toBe(false);
    // `a` crashed: its lease runs out, and `b` takes the job over.
    b.advance(HOUR);
    expect(await b.leases.runExclusive('round', HOUR, job('b'))).toBe(true);
    expect(ran).toEqual(['a', 'a', 'b']);
    // Another job's lease is its own.
    expect(await a.leases.runExclusive('other', HOUR, job('a-other'))).toBe(true);
  });

  // SQLite runs in one machine's processes, whose rounds are short; the lease alone guards them.
  if (dialect === 'postgres')
    it('never overlaps a round that outlasts its lease (advisory lock)', async () => {
      const start = Date.UTC(2026, 10, 2, 8);
      const a = processOn(one, 'a', start);
      const b = processOn(two, 'b', start + 2 * HOUR);
      let release = () => {};
      let started = () => {};
      const running = new Promise<void>((resolve) => (started = resolve));
      const long = a.leases.runExclusive(
        'long',
        HOUR,
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
            started();
          }),
      );
      await running;
      let ranTwice = false;
      expect(await b.leases.runExclusive('long', HOUR, async () => void (ranTwice = true))).toBe(
        false,
      );
      release();
      expect(await long).toBe(true);
      expect(ranTwice).toBe(false);
    });

  it('a job that fails reports its error and keeps its lease for the round', async () => {
    const a = processOn(one, 'a', Date.UTC(2026, 10, 3, 8));
    const b = processOn(two, 'b', Date.UTC(2026, 10, 3, 8));
    await expect(
      a.leases.runExclusive('failing', HOUR, () => Promise.reject(new Error('kaputt'))),
    ).rejects.toThrow('kaputt');
    expect(await b.leases.runExclusive('failing', HOUR, async () => {})).toBe(false);
  });
});
