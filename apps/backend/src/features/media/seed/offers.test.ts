// The demo's flyers follow the calendar: a fresh installation always has a current offer.
import { describe, expect, it } from 'vitest';
import { offerFileName, offerWeeks, weekDates } from './catalogue';

describe('offer weeks', () => {
  it('are four weeks of archive, this week and next, by ISO week in Hamburg', () => {
    const weeks = offerWeeks(new Date('2026-11-28T12:00:00Z'));
    expect(weeks.map((w) => w.week)).toEqual([44, 45, 46, 47, 48, 49]);
    const current = weeks.find((w) => w.offset === 0)!;
    expect(weekDates(current)).toEqual({ from: '2026-11-23', until: '2026-11-28' });
    expect(offerFileName(current)).toBe('KW 48 – Angebote 23.–28.11.2026.pdf');
    expect(offerFileName(weeks[5]!)).toBe('KW 49 – Angebote 30.11.–05.12.2026.pdf');
  });

  it('start the week on Monday in Hamburg, even while it is still Sunday in UTC', () => {
    const weeks = offerWeeks(new Date('2026-11-29T23:30:00Z'));
    expect(weeks.find((w) => w.offset === 0)!.week).toBe(49);
  });

  it('count 53 weeks in 2026 and start again at 1', () => {
    const weeks = offerWeeks(new Date('2026-12-31T09:00:00Z'));
    expect(weeks.slice(-2).map((w) => [w.week, weekDates(w).from])).toEqual([
      [53, '2026-12-28'],
      [1, '2027-01-04'],
    ]);
  });
});
