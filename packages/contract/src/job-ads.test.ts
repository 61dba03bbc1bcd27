// What applicants read of an ad's pay, and its address without the title's „(m/w/d)“.
import { describe, expect, it } from 'vitest';
import { formatPayRange, withoutGenderTail } from './job-ads.ts';

describe('the pay range as the job board states it', () => {
  it('groups thousands, adds cents only where an amount has them, names the unit', () => {
    expect(formatPayRange({ min: 3100, max: 3500, unit: 'MONTH' })).toBe(
      '3.100–3.500 € brutto im Monat',
    );
    expect(formatPayRange({ min: 17.5, max: 19, unit: 'HOUR' })).toBe(
      '17,50–19,00 € brutto in der Stunde',
    );
    expect(formatPayRange({ min: 42000, max: 52000, unit: 'YEAR' })).toBe(
      '42.000–52.000 € brutto im Jahr',
    );
  });

  it('says one amount once', () => {
    expect(formatPayRange({ min: 3200, max: 3200, unit: 'MONTH' })).toBe('3.200 € brutto im Monat');
  });
});

describe('a job ad’s address', () => {
  it('leaves out „(m/w/d)“ and its variants', () => {
    for (const [slug, clean] of [
      ['lagermitarbeiter-warenannahme-m-w-d', 'lagermitarbeiter-warenannahme'],
      ['fahrer-w-m-d', 'fahrer'],
      ['disponent-m-w-x', 'disponent'],
      ['verkaeufer-d-m-w', 'verkaeufer'],
      ['koch-m-f-d', 'koch'],
      ['buchhalter-m-w', 'buchhalter'],
    ])
      expect(withoutGenderTail(slug!), slug).toBe(clean);
  });

  it('keeps addresses without the marker, and single letters that mean something else', () => {
    for (const slug of [
      'lagermitarbeiter-warenannahme',
      'fahrer-klasse-c-ce',
      'vitamin-d-x',
      'm-w-d',
      'team-m-m',
    ])
      expect(withoutGenderTail(slug), slug).toBe(slug);
  });
});
