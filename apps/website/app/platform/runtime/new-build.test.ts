import { describe, expect, it } from 'vitest';
import { isNewerBuild, isOtherPage } from './new-build';

describe('new build detection', () => {
  it('sees a newer build in any other non-empty id', () => {
    expect(isNewerBuild('4f56d07e', '9a1b2c3d')).toBe(true);
    expect(isNewerBuild('4f56d07e', '4f56d07e')).toBe(false);
    expect(isNewerBuild('4f56d07e', '')).toBe(false);
    expect(isNewerBuild('4f56d07e', undefined)).toBe(false);
    expect(isNewerBuild('4f56d07e', 42)).toBe(false);
  });

  it('sends links to other pages of the site to the browser', () => {
    const here = new URL('https://www.example.test/kontakt?x=1#formular');
    expect(isOtherPage(new URL('https://www.example.test/karriere'), here)).toBe(true);
    expect(isOtherPage(new URL('https://www.example.test/kontakt?x=2'), here)).toBe(true);
    expect(isOtherPage(new URL('https://www.example.test/kontakt?x=1#anfahrt'), here)).toBe(false);
    expect(isOtherPage(new URL('https://shop.example.test/'), here)).toBe(false);
  });
});
