import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  reviewDateOf,
  reviewMonthsOf,
  reviewStateOf,
  reviewNotice,
} from './wiki-review-dates.ts';

describe('review dates of wiki articles', () => {
  it('adds months to a calendar day, keeping the end of a shorter month', () => {
    expect(addMonths('2026-03-14', 12)).toBe('2027-03-14');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-29', 2)).toBe('2027-01-29');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reviews hygiene-bound categories every 6 months, the others every 12', () => {
    expect(reviewMonthsOf('Fleisch')).toBe(6);
    expect(reviewMonthsOf('Lager')).toBe(6);
    expect(reviewMonthsOf('IT')).toBe(12);
    expect(reviewMonthsOf('keine Kategorie')).toBe(12);
  });

  it('starts from the Hamburg day an article was written on', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Hamburg.
    expect(reviewDateOf('Fleisch', '2026-12-31T23:30:00Z')).toBe('2027-07-01');
    expect(reviewDateOf('IT', '2026-03-14T08:00:00Z')).toBe('2027-03-14');
  });

  it('calls a date past overdue, one within 14 days due, later ones fine', () => {
    expect(reviewStateOf('2026-11-28', '2026-11-29')).toBe('overdue');
    expect(reviewStateOf('2026-11-29', '2026-11-29')).toBe('due');
    expect(reviewStateOf('2026-12-13', '2026-11-29')).toBe('due');
    expect(reviewStateOf('2026-12-14', '2026-11-29')).toBe('ok');
  });

  it('words the readers’ notice with the day in German', () => {
    expect(reviewNotice('2026-03-14')).toBe(
      'Dieser Artikel sollte bis zum 14. März 2026 geprüft werden.',
    );
  });
});
