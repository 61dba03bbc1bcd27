import { describe, expect, it } from 'vitest';
import { pageDataHref } from './prefetch';

const matches = (...ids: string[]) => ids.map((id) => ({ route: { id } }));

describe('page data prefetch', () => {
  it('asks for the page routes only, as a client navigation does', () => {
    expect(pageDataHref('/kontakt', matches('root', 'routes/kontakt'))).toBe(
      '/kontakt.data?_routes=routes%2Fkontakt',
    );
    expect(pageDataHref('/mkbs', matches('root', 'routes/mkbs._index'))).toBe(
      '/mkbs.data?_routes=routes%2Fmkbs._index',
    );
    expect(pageDataHref('/', matches('root', 'routes/home'))).toBe('/_.data?_routes=routes%2Fhome');
  });

  it('skips pages whose routes are unknown yet or that would only match the 404 route', () => {
    expect(pageDataHref('/kontakt', null)).toBeNull();
    expect(pageDataHref('/kontakt', matches('root'))).toBeNull();
    const notFound = [...matches('root'), { route: { id: 'routes/not-found', path: '*' } }];
    expect(pageDataHref('/gibt-es-nicht', notFound)).toBeNull();
  });
});
