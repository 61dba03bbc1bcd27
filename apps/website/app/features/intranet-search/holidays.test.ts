import { describe, expect, it } from 'vitest';
import { holidayNames } from './holidays';

describe('holiday names of dates', () => {
  it('names the days around Christmas and New Year, however the date is written', () => {
    expect(holidayNames('Am 24. und 31. Dezember fahren alle Touren ab 4:30 Uhr.')).toBe(
      'Heiligabend Weihnachten Silvester Jahreswechsel',
    );
    expect(holidayNames('| Do, 31.12. | bis 12 Uhr |')).toBe('Silvester Jahreswechsel');
    expect(holidayNames('Am 25., 26. Dezember und 1. Januar ruht der Fuhrpark.')).toBe(
      'Weihnachten Weihnachtsfeiertag Neujahr Jahreswechsel',
    );
    expect(holidayNames('Bestellungen für den 28. Dezember bis zum 23. Dezember.')).toBe('');
    expect(holidayNames('Version 1.12.3 und 10.12.')).toBe('');
  });
});
