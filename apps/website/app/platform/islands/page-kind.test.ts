import { describe, expect, it } from 'vitest';
import { isIntranetPath, PUBLIC_PREFETCH_RULES } from './page-kind';

// The browser matches `href_matches` as a URL pattern; Node has the same URLPattern.
function prefetched(pathname: string): boolean {
  const [rule] = PUBLIC_PREFETCH_RULES.prefetch;
  const [include, exclude] = rule.where.and;
  const matches = (pattern: string) => new URLPattern({ pathname: pattern }).test({ pathname });
  return matches(include.href_matches) && !matches(exclude.not.href_matches);
}

describe('page kind', () => {
  it('counts /intern and the pages below it as intranet, nothing else', () => {
    expect(isIntranetPath('/intern')).toBe(true);
    expect(isIntranetPath('/intern/wiki/urlaub')).toBe(true);
    expect(isIntranetPath('/internet')).toBe(false);
    expect(isIntranetPath('/karriere')).toBe(false);
    expect(isIntranetPath('/')).toBe(false);
  });

  it('lets the browser prefetch public pages but no intranet page', () => {
    expect(prefetched('/karriere')).toBe(true);
    expect(prefetched('/internet')).toBe(true);
    expect(prefetched('/intern')).toBe(false);
    expect(prefetched('/intern/')).toBe(false);
    expect(prefetched('/intern/angebote')).toBe(false);
  });
});
