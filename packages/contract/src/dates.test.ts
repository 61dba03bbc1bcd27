import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockSeconds,
  formatDate,
  formatDateTime,
  formatDayAndTime,
  formatShortDate,
  formatStamp,
  formatWeekdayDate,
  hamburgDay,
} from './dates.ts';

// 09:30 in Hamburg in winter (UTC+1); the summer case below (UTC+2).
const WINTER = '2026-03-14T08:30:05Z';

describe('dates as people here read them', () => {
  it('writes a day in words, in figures and with its weekday', () => {
    expect(formatDate(WINTER)).toBe('14. März 2026');
    expect(formatDate(new Date(WINTER))).toBe('14. März 2026');
    expect(formatShortDate(WINTER)).toBe('14.03.2026');
    expect(formatWeekdayDate('2027-02-01')).toBe('Montag, 1. Februar 2027');
  });

  it('writes a moment by Hamburg’s clock, whatever the server’s zone', () => {
    expect(formatDateTime(WINTER)).toBe('14. März 2026 um 09:30 Uhr');
    expect(formatDateTime('2026-07-01T13:10:00Z')).toBe('1. Juli 2026 um 15:10 Uhr');
    expect(formatDayAndTime(WINTER)).toBe('14. März 2026 um 09:30');
    expect(formatStamp(WINTER)).toBe('14.03.2026, 09:30');
    expect(formatClock(WINTER)).toBe('09:30');
    expect(formatClockSeconds(WINTER)).toBe('09:30:05');
  });

  it('reads a calendar day as the day it names, never the day before', () => {
    expect(formatDate('2026-03-14')).toBe('14. März 2026');
    expect(formatShortDate('2026-01-01')).toBe('01.01.2026');
  });

  it('writes nothing for what is not a date', () => {
    expect(formatDate('kein Datum')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatStamp(Number.NaN)).toBe('');
    expect(formatWeekdayDate('2026-02-30')).toBe('');
    expect(formatWeekdayDate('morgen')).toBe('');
  });

  it('knows the calendar day in Hamburg, not in UTC', () => {
    expect(hamburgDay(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(hamburgDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(hamburgDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
