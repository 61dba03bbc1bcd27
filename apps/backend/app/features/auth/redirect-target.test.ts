import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const config = {
  websiteUrl: 'http://localhost:3000',
  frontendUrl: 'http://localhost:8000',
  frontendPrefix: '/konto',
  trustedOrigins: ['http://localhost:3000', 'http://localhost:8000'],
};

describe('redirectTarget (where sign-in continues)', () => {
  it('follows an intended address on a trusted origin', () => {
    expect(redirectTarget('http://localhost:3000/intern/wiki?kategorie=it', config)).toBe(
      'http://localhost:3000/intern/wiki?kategorie=it',
    );
    expect(redirectTarget('http://localhost:8000/konto/benutzer', config)).toBe(
      'http://localhost:8000/konto/benutzer',
    );
  });

  it.each([
    'https://evil.example/intern',
    '//evil.example/',
    'javascript:alert(1)',
    'http://localhost:3000.evil.example/',
    'http://localhost:3000@evil.example/',
    '/\\evil.example',
    '',
    null,
    undefined,
  ])('refuses %s and goes to the website intranet', (candidate) => {
    expect(redirectTarget(candidate, config)).toBe('http://localhost:3000/intern');
  });

  it('reads relative paths as website paths, or as ours under the prefix', () => {
    expect(redirectTarget('/intern/angebote', config)).toBe(
      'http://localhost:3000/intern/angebote',
    );
    expect(redirectTarget('/konto/rollen', config)).toBe('http://localhost:8000/konto/rollen');
    expect(redirectTarget('/konto', config)).toBe('http://localhost:8000/konto');
    expect(redirectTarget('/kontorollen', config)).toBe('http://localhost:3000/kontorollen');
  });

  it('never nests a hand-off', () => {
    const nested = `http://localhost:8000/konto/auth/login?intended=${encodeURIComponent('http://localhost:3000/intern')}`;
    expect(redirectTarget(nested, config)).toBe('http://localhost:3000/intern');
    expect(redirectTarget('http://localhost:8000/konto/auth/register/', config)).toBe(
      'http://localhost:3000/intern',
    );
    expect(redirectTarget('http://localhost:3000/login?intended=%2Fintern', config)).toBe(
      'http://localhost:3000/intern',
    );
    expect(
      redirectTarget('http://localhost:3000/intern/dokumente?intended=x&return=y&q=1', config),
    ).toBe('http://localhost:3000/intern/dokumente?q=1');
  });

  it('keeps the profile’s own return address, one level deep', () => {
    const back = encodeURIComponent('http://localhost:3000/intern/profil');
    expect(redirectTarget(`http://localhost:8000/konto/auth/profile?return=${back}`, config)).toBe(
      `http://localhost:8000/konto/auth/profile?return=${back}`,
    );
    const evil = encodeURIComponent('https://evil.example/');
    expect(redirectTarget(`http://localhost:8000/konto/auth/profile?return=${evil}`, config)).toBe(
      'http://localhost:8000/konto/auth/profile',
    );
    const nested = encodeURIComponent(`http://localhost:3000/intern?intended=${back}`);
    expect(
      redirectTarget(`http://localhost:8000/konto/auth/profile?return=${nested}`, config),
    ).toBe('http://localhost:8000/konto/auth/profile');
  });

  it('uses the given fallback (the profile returns to /intern/profil)', () => {
    expect(
      redirectTarget('https://evil.example/', config, 'http://localhost:3000/intern/profil'),
    ).toBe('http://localhost:3000/intern/profil');
  });
});
