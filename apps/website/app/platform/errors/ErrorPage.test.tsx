import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

/** The labels of the page's buttons that are drawn as its main way on. */
function primaryActions(props: ErrorPageProps): string[] {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <ErrorPage {...props} />
    </MemoryRouter>,
  );
  return [...html.matchAll(/<a [^>]*class="btn btn-primary"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
}

describe('the error page offers one main way on', () => {
  it('„Erneut versuchen“ where the backend did not answer, the start page beside it', () => {
    for (const during of ['sign-in', 'page'] as const)
      expect(
        primaryActions({
          status: 503,
          message: 'Service Unavailable',
          refusal: { kind: 'backend-unavailable', retryPath: '/intern/stellen', during },
        }),
      ).toEqual(['Erneut versuchen']);
  });

  it('„Zum internen Bereich“ for a signed-in person refused a page', () => {
    expect(
      primaryActions({
        status: 403,
        message: 'Forbidden',
        refusal: { kind: 'forbidden', auth: { user: { id: 1 } } } as ErrorPageProps['refusal'],
      }),
    ).toEqual(['Zum internen Bereich']);
  });

  it('the start page where nothing can be tried again', () => {
    expect(primaryActions({ status: 404, message: 'Page not found: /weg' })).toEqual([
      'Zur Startseite',
    ]);
  });
});
