import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblems, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Demo-Passwort-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Demo-Passwort-2026')).toBe(true);
    expect(await verifyPassword(hash, 'demo-passwort-2026')).toBe(false);
    expect(await verifyPassword(null, 'egal')).toBe(false);
    expect(await verifyPassword('kein-hash', 'egal')).toBe(false);
  });

  it.each([
    ['kurz', /mindestens 10 Zeichen/],
    ['passwort12', /zu leicht zu erraten/],
    ['passwort123', /zu leicht zu erraten/],
    ['Passwort-123', /zu leicht zu erraten/],
    ['aaaaaaaaaaaa', /wiederholende Zeichen/],
    ['abcdefghijkl', /Zeichenfolgen/],
    ['9876543210', /zu leicht zu erraten/],
    ['qwertzuiop1', /Tastatur/],
    ['Sommer2026!', /zu leicht zu erraten/],
    ['hallberg2026', /zu leicht zu erraten/],
  ])('refuses %s with a German reason', (password, reason) => {
    expect(passwordProblems(password).join(' ')).toMatch(reason);
  });

  it('refuses passwords made of the own name or address, accepts good ones', () => {
    expect(passwordProblems('Petersen-2026!', { lastname: 'Petersen' })[0]).toMatch(/Namen/);
    expect(passwordProblems('paul.p-geheim!', { email: 'paul.p@example.com' })[0]).toMatch(
      /E-Mail/,
    );
    expect(passwordProblems('Demo-Passwort-2026')).toEqual([]);
    expect(passwordProblems('Kühlhaus-Frühschicht-7')).toEqual([]);
    expect(passwordProblems('Räucherkammer-am-Deich-7')).toEqual([]);
  });
});
