import { foldGerman } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { compareNames, foldText, likePattern, searchForms } from './fold';

describe('German folding', () => {
  it('is the contract’s folding: umlauts become their spelled-out forms, ß becomes ss', () => {
    expect(foldText('Rinderhüfte')).toBe('rinderhuefte');
    expect(foldText('RINDERHUEFTE')).toBe(foldText('Rinderhüfte'));
    expect(foldText('Straße')).toBe(foldText('STRASSE'));
    expect(foldText('Crème  fraîche ')).toBe('creme fraiche');
    expect(foldText('Größe')).toBe(foldGerman('Größe'));
  });

  it('stores names so that Müller is found as Müller, Mueller and Muller', () => {
    const stored = searchForms('Anna Müller');
    for (const query of ['Müller', 'mueller', 'MULLER', 'anna müller', 'Anna Muller'])
      expect(stored).toContain(foldText(query));
    // Spelled with ue, a name is no umlaut: "Muller" is another name.
    expect(searchForms('Jan Mueller')).toBe('jan mueller');
    expect(searchForms('Jan Mueller')).toContain(foldText('Müller'));
    expect(searchForms('Jan Mueller')).not.toContain(foldText('Muller'));
    // Without umlauts there is one form.
    expect(searchForms('Straße 5')).toBe('strasse 5');
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it('sorts names as a German reader expects', () => {
    const names = ['zander', 'Äpfel', 'apfel', 'KW 10', 'KW 9', 'Öl'];
    expect([...names].sort(compareNames)).toEqual([
      'apfel',
      'Äpfel',
      'KW 9',
      'KW 10',
      'Öl',
      'zander',
    ]);
  });
});
