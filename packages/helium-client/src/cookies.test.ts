import { describe, expect, it } from 'vitest';
import { createCookieJar, readCookie } from './cookies.ts';

describe('cookie jar (API calls on the visitor’s behalf)', () => {
  it('starts from the visitor’s Cookie header', () => {
    const jar = createCookieJar('hallberg_session=abc; XSRF-TOKEN=t%2E1; other=x');
    expect(jar.get('hallberg_session')).toBe('abc');
    expect(jar.get('XSRF-TOKEN')).toBe('t.1');
    expect(jar.header()).toBe('hallberg_session=abc; XSRF-TOKEN=t%2E1; other=x');
    expect(jar.outgoing()).toEqual([]);
  });

  it('takes in what the API sets (a rotated session) and passes it on, last one per name', () => {
    const jar = createCookieJar('hallberg_session=old');
    jar.accept('XSRF-TOKEN=first; Path=/; SameSite=Lax');
    jar.accept('hallberg_session=new; Path=/; HttpOnly; SameSite=Lax');
    jar.accept('XSRF-TOKEN=second; Path=/; SameSite=Lax');
    expect(jar.header()).toBe('hallberg_session=new; XSRF-TOKEN=second');
    expect(jar.outgoing()).toEqual([
      'hallberg_session=new; Path=/; HttpOnly; SameSite=Lax',
      'XSRF-TOKEN=second; Path=/; SameSite=Lax',
    ]);
  });

  it('forgets a cookie the API deletes (logout)', () => {
    const jar = createCookieJar('hallberg_session=abc');
    jar.accept(
      'hallberg_session=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly',
    );
    expect(jar.get('hallberg_session')).toBeNull();
    expect(jar.outgoing()).toHaveLength(1);
  });

  it('ignores malformed parts', () => {
    const jar = createCookieJar('=x; novalue; a=1');
    expect(jar.header()).toBe('a=1');
    jar.accept('garbage');
    expect(jar.outgoing()).toEqual([]);
  });

  it('reads one cookie of a header, decoded, the first one per name', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%2By; XSRF-TOKEN=later', 'XSRF-TOKEN')).toBe('x+y');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(readCookie(null, 'a')).toBeNull();
    expect(readCookie(`a=${'x'.repeat(20_000)}`, 'a')).toBeNull();
  });
});
