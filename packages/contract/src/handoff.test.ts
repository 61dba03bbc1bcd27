import { describe, expect, it } from 'vitest';
import {
  adminPanelUrl,
  cleanReturnPath,
  isSafeRedirect,
  loginUrl,
  profileUrl,
  registerUrl,
} from './handoff.ts';

const config = {
  websiteUrl: 'http://localhost:3000',
  frontendUrl: 'http://localhost:8000',
  frontendPrefix: '/konto',
};

describe('hand-off addresses', () => {
  it('login carries the website address plus the path, encoded once', () => {
    expect(loginUrl(config, '/intern/wiki?kategorie=it')).toBe(
      'http://localhost:8000/konto/auth/login?intended=http%3A%2F%2Flocalhost%3A3000%2Fintern%2Fwiki%3Fkategorie%3Dit',
    );
  });

  it('registration uses the same parameter', () => {
    expect(registerUrl(config, '/intern')).toBe(
      'http://localhost:8000/konto/auth/register?intended=http%3A%2F%2Flocalhost%3A3000%2Fintern',
    );
  });

  it('the profile hand-off uses `return`', () => {
    expect(profileUrl(config, '/intern/profil')).toBe(
      'http://localhost:8000/konto/auth/profile?return=http%3A%2F%2Flocalhost%3A3000%2Fintern%2Fprofil',
    );
  });

  it('defaults to /intern after sign-in', () => {
    expect(loginUrl(config)).toContain(encodeURIComponent('http://localhost:3000/intern'));
  });

  it('never nests a hand-off inside another', () => {
    const once = loginUrl(config, '/intern/dokumente');
    const nestedPath = `/intern/dokumente?intended=${encodeURIComponent(once)}`;
    const url = new URL(loginUrl(config, nestedPath));
    expect(url.searchParams.get('intended')).toBe('http://localhost:3000/intern/dokumente');
    expect(url.search.match(/intended/g)).toHaveLength(1);
    expect(new URL(loginUrl(config, '/login?intended=x')).searchParams.get('intended')).toBe(
      'http://localhost:3000/intern',
    );
  });

  it('refuses foreign or odd paths and falls back to /intern', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(cleanReturnPath(bad)).toBe('/intern');
    }
  });

  it('tolerates trailing slashes and a missing slash on the prefix', () => {
    expect(
      adminPanelUrl({ ...config, frontendUrl: 'http://localhost:8000/', frontendPrefix: 'konto/' }),
    ).toBe('http://localhost:8000/konto');
    expect(adminPanelUrl({ ...config, frontendPrefix: '' })).toBe('http://localhost:8000');
  });
});

describe('isSafeRedirect (intended and return after sign-in)', () => {
  const trusted = ['http://localhost:3000', 'http://localhost:8000'];
  it.each([
    '/intern',
    '/intern/wiki?q=vpn#abschnitt',
    'http://localhost:3000/intern',
    'http://localhost:8000/konto/auth/profile',
  ])('allows %s', (target) => {
    expect(isSafeRedirect(target, trusted)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:3000.evil.example/',
    'http://localhost:3000@evil.example/',
    'http://user:pass@localhost:3000/',
    'https://localhost:3000/',
    'http://localhost:3001/',
    '/%2F%2Fevil.example',
    ' /intern',
    '/intern\n//evil',
    'intern',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (target) => {
    expect(isSafeRedirect(target as string, trusted)).toBe(false);
  });
});
