import { describe, expect, it } from 'vitest';
import { PageCache, pageKey, RecentKeys, sharedMaxAge } from './page-cache.server';

const response = (status: number, headers: Record<string, string>) => ({
  status,
  headers: new Headers(headers),
});

describe('shared cache rules', () => {
  it('keeps public pages with s-maxage', () => {
    expect(
      sharedMaxAge(response(200, { 'Cache-Control': 'public, max-age=0, s-maxage=300' })),
    ).toBe(300);
  });

  it('never keeps private, cookie-setting, error or unmarked responses', () => {
    expect(sharedMaxAge(response(200, { 'Cache-Control': 'private, no-store' }))).toBeNull();
    expect(
      sharedMaxAge(response(200, { 'Cache-Control': 'public, s-maxage=60', 'Set-Cookie': 'a=b' })),
    ).toBeNull();
    expect(sharedMaxAge(response(404, { 'Cache-Control': 'public, s-maxage=60' }))).toBeNull();
    expect(sharedMaxAge(response(200, {}))).toBeNull();
    expect(sharedMaxAge(response(200, { 'Cache-Control': 'public, max-age=60' }))).toBeNull();
  });
});

describe('PageCache', () => {
  const entry = (expiresAt: number) => ({
    status: 200,
    headers: [],
    body: { parts: [Buffer.from('x')] },
    expiresAt,
  });

  it('expires entries', () => {
    const cache = new PageCache();
    cache.set('a', entry(1000));
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('stays bounded by bytes, least recently used out, pinned pages never', () => {
    const page = (bytes: number) => ({
      status: 200,
      headers: [],
      body: { parts: [Buffer.alloc(bytes)] },
      expiresAt: Number.MAX_SAFE_INTEGER,
    });
    const cache = new PageCache({ maxBytes: 10_000 });
    cache.set('/', page(50_000), { pin: true });
    for (let i = 0; i < 100; i++) cache.set(`/?x=${i}`, page(2000));
    expect(cache.unpinnedBytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('/')).toBeDefined();
    expect(cache.get('/?x=99')).toBeDefined();
    expect(cache.get('/?x=0')).toBeUndefined();
    // Re-rendered after expiry, a pinned page stays pinned.
    cache.set('/', page(50_000));
    for (let i = 100; i < 200; i++) cache.set(`/?x=${i}`, page(2000));
    expect(cache.get('/')).toBeDefined();
  });

  it('stays bounded', () => {
    const cache = new PageCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entry(Number.MAX_SAFE_INTEGER));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });
});

describe('page keys: path and the parameters that change the page', () => {
  const params = (path: string) => (path === '/karriere' ? ['bereich', 'art', 'suche'] : []);
  const key = (u: string) => pageKey(new URL(u, 'http://x'), params);
  it('ignores utm_*, click ids and made-up parameters', () => {
    expect(key('/?utm_campaign=1')).toBe('/');
    expect(key('/produkte?gclid=abc&fbclid=d&x=1')).toBe('/produkte');
  });
  it('keeps declared parameters in a fixed order, and React Router’s own', () => {
    expect(key('/karriere?suche=lager&utm_source=a&bereich=Logistik')).toBe(
      '/karriere?bereich=Logistik&suche=lager',
    );
    expect(key('/karriere.data?_routes=routes%2Fkarriere&art=x&y=1')).toBe(
      '/karriere.data?_routes=routes%2Fkarriere&art=x',
    );
  });
});

describe('recent keys: a shared page is kept from its second request on', () => {
  it('says a key was seen only when it was asked for within the time', () => {
    const recent = new RecentKeys(1000);
    expect(recent.seenBefore('a', 0)).toBe(false);
    expect(recent.seenBefore('a', 500)).toBe(true);
    expect(recent.seenBefore('b', 500)).toBe(false);
    expect(recent.seenBefore('a', 1600)).toBe(false);
    expect(recent.seenBefore('a', 1700)).toBe(true);
  });

  it('forgets the oldest key beyond its size', () => {
    const recent = new RecentKeys(1000, 2);
    recent.seenBefore('a', 0);
    recent.seenBefore('b', 0);
    recent.seenBefore('c', 0);
    expect(recent.seenBefore('a', 1)).toBe(false);
    expect(recent.seenBefore('c', 1)).toBe(true);
  });
});
