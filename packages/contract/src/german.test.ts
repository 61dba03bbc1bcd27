import { describe, expect, it } from 'vitest';
import { foldGerman, slugify } from './german.ts';

describe('German spelling for machines', () => {
  it('folds umlauts and ß the way Germans type them without', () => {
    expect(foldGerman('Führerschein')).toBe('fuehrerschein');
    expect(foldGerman('STRASSE')).toBe(foldGerman('Straße'));
    expect(foldGerman('Crème brûlée')).toBe('creme brulee');
  });

  it('makes addresses from titles', () => {
    expect(slugify('Wareneingang: Ablauf & Prüfung')).toBe('wareneingang-ablauf-pruefung');
    expect(slugify('HR / Buchhaltung')).toBe('hr-buchhaltung');
    expect(slugify('  – Käse –  ')).toBe('kaese');
  });
});
