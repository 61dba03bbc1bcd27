import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (live hint at registration, reset and password change)', () => {
  it('counts down to the minimum length', () => {
    const result = passwordStrength('abc');
    expect(result.score).toBe(0);
    expect(result.problems).toEqual(['Noch 7 Zeichen bis zur Mindestlänge von 10.']);
  });

  it('refuses what the API refuses: few distinct characters, sequences, personal data', () => {
    expect(passwordStrength('aaaaabbbbb').problems[0]).toMatch(/unterschiedliche Zeichen/);
    expect(passwordStrength('abcdefghijk').problems[0]).toMatch(/Zeichenfolge/);
    expect(passwordStrength('Zander-Sommer-77', { lastname: 'Zander' }).problems[0]).toMatch(
      /Namen/,
    );
    expect(
      passwordStrength('kuehn.mail!2026x', { email: 'kuehn.mail@example.com' }).problems[0],
    ).toMatch(/E-Mail-Adresse/);
  });

  it('rates acceptable passwords from medium to very strong', () => {
    expect(passwordStrength('gurkenglas').label).toBe('mittel');
    expect(passwordStrength('Gurkenglas-42').label).toBe('stark');
    expect(passwordStrength('Gurkenglas-am-Hafen-42').label).toBe('sehr stark');
    expect(passwordStrength('Gurkenglas-am-Hafen-42').tips).toEqual([]);
  });

  it('rates a common pattern as weak even when long enough', () => {
    expect(passwordStrength('Passwort2026!').score).toBe(1);
    expect(passwordStrength('1234567890').tips[0]).toMatch(/Naheliegendes/);
  });

  it('counts umlauts and ß as letters', () => {
    expect(passwordStrength('Größenmaß-Übung-2026').score).toBe(4);
  });
});
