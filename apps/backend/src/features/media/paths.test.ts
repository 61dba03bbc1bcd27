import { describe, expect, it } from 'vitest';
import { encodeMediaPath, extensionOf, parseMediaPath, pathChain, sanitizeName } from './paths';

describe('media paths', () => {
  it('decodes segments and normalizes to NFC', () => {
    expect(parseMediaPath('/domain/angebote/KW%2047%20%E2%80%93%20Angebote.pdf')).toEqual([
      'domain',
      'angebote',
      'KW 47 – Angebote.pdf',
    ]);
    expect(parseMediaPath('/Gefl%75%CC%88gel')).toEqual(['Geflügel']);
    expect(parseMediaPath('')).toEqual([]);
    expect(parseMediaPath('/')).toEqual([]);
    expect(parseMediaPath('/domain/')).toEqual(['domain']);
  });

  it.each([
    '/domain/..',
    '/domain/%2e%2e/x',
    '/domain/.',
    '/domain%2Fintranet',
    '/domain%5cintranet',
    '/domain/a%00b',
    '/domain//x',
    '/domain/%E0%A4%A',
    '/domain/a\\b',
    '/domain/%0Aevil',
    `/${'a'.repeat(300)}`,
  ])('refuses %s', (raw) => {
    expect(parseMediaPath(raw)).toBeNull();
  });

  it('encodes for URLs and builds ancestor chains', () => {
    expect(encodeMediaPath('domain/Maxi France/Brie?.pdf')).toBe(
      'domain/Maxi%20France/Brie%3F.pdf',
    );
    expect(pathChain('a/b/c')).toEqual(['a', 'a/b', 'a/b/c']);
    expect(pathChain('')).toEqual([]);
  });

  it('makes safe names from uploads', () => {
    expect(sanitizeName('C:\\Users\\x\\..\\Lebenslauf.pdf')).toBe('Lebenslauf.pdf');
    expect(sanitizeName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeName('  .versteckt  ')).toBe('versteckt');
    expect(sanitizeName('\u0000\u0001')).toBe('Datei');
    const long = sanitizeName(`${'x'.repeat(300)}.pdf`);
    expect(long.length).toBe(200);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(extensionOf('Bericht.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBeNull();
  });
});
