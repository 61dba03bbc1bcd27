import { describe, expect, it } from 'vitest';
import { formatFileSize, formatValidity, greeting } from './format';

describe('German formats', () => {
  it('formats file sizes', () => {
    expect(formatFileSize(0)).toBe('0 Byte');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1_468_006)).toBe('1,4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(null)).toBe('');
  });

  // By Hamburg's clock, whatever the server's zone; winter (UTC+1) and summer (UTC+2).
  it.each([
    ['2026-12-01T04:00:00Z', 'Guten Morgen'], // 05:00
    ['2026-12-01T10:00:00Z', 'Guten Tag'], // 11:00
    ['2026-12-01T14:10:00Z', 'Guten Tag'], // 15:10 – „15 Uhr“ once read as NaN: „Guten Abend“
    ['2026-12-01T21:00:00Z', 'Guten Abend'], // 22:00
    ['2026-07-01T03:00:00Z', 'Guten Morgen'], // 05:00 in summer
    ['2026-07-01T13:10:00Z', 'Guten Tag'], // 15:10 in summer
    ['2026-12-01T23:30:00Z', 'Guten Abend'], // 00:30
  ])('greets at %s with „%s“', (at, words) => {
    expect(greeting(new Date(at))).toBe(words);
  });
});

describe('formatValidity', () => {
  it('writes a range as Germans do, the shared month and year once', () => {
    expect(formatValidity('2026-11-23', '2026-11-28')).toBe('23.–28.11.2026');
    expect(formatValidity('2026-11-30', '2026-12-05')).toBe('30.11.–05.12.2026');
    expect(formatValidity('2026-12-28', '2027-01-02')).toBe('28.12.2026–02.01.2027');
    expect(formatValidity('2026-12-24', '2026-12-24')).toBe('24.12.2026');
  });

  it('names an open end', () => {
    expect(formatValidity('2026-11-30', null)).toBe('ab 30.11.2026');
    expect(formatValidity(null, '2026-11-28')).toBe('bis 28.11.2026');
    expect(formatValidity(null, null)).toBe('');
  });
});
