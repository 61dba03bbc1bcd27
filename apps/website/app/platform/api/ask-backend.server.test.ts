import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { askBackend } from './ask-backend.server';

const url = new URL('http://localhost:3000/intern/wiki/kuehlkette?q=temperatur');
const down = () => Promise.reject(new BackendUnavailableError(new Error('timeout')));
const refusing = (status: number) => () =>
  Promise.reject(new ApiError(status, { message: 'Nein.' }));

/** What a page gets thrown, as the error page reads it. */
async function thrown(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.unreachable('nothing thrown'),
    (e: unknown) => e,
  );
  const answer = error as { data?: unknown; init?: { status?: number } };
  return { status: answer.init?.status, data: answer.data };
}

describe('askBackend: a call on the viewer’s behalf and the page’s outcome of its failure', () => {
  it('answers what the backend answered', async () => {
    expect(await askBackend(url, async () => 'antwort')).toBe('antwort');
  });

  it('makes a backend that does not answer the 503 page with the way back to this address', async () => {
    expect(await thrown(askBackend(url, down))).toEqual({
      status: 503,
      data: {
        kind: 'backend-unavailable',
        retryPath: '/intern/wiki/kuehlkette?q=temperatur',
        during: 'page',
      },
    });
  });

  it("shows the page's own words on its 503, or answers what the caller says", async () => {
    expect(await thrown(askBackend(url, down, { unavailable: 'Das Wiki schläft.' }))).toEqual({
      status: 503,
      data: 'Das Wiki schläft.',
    });
    expect(await askBackend(url, down, { unavailable: () => 'ohne Backend' })).toBe('ohne Backend');
  });

  it("makes a 404 of the API the page's 404 only when asked to", async () => {
    expect(await thrown(askBackend(url, refusing(404), { notFound: true }))).toEqual({
      status: 404,
      data: 'Page Not Found: /intern/wiki/kuehlkette',
    });
    await expect(askBackend(url, refusing(404))).rejects.toBeInstanceOf(ApiError);
  });

  it('throws a refusal on unless the caller answers it', async () => {
    await expect(askBackend(url, refusing(422), { notFound: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(await askBackend(url, refusing(422), { refused: (error) => error.status })).toBe(422);
  });

  it('lets a redirect and anything else through', async () => {
    const to = redirect('/intern/wiki/neu');
    const result = askBackend(
      url,
      () => {
        throw to;
      },
      { unavailable: () => null, refused: () => null },
    );
    await expect(result).rejects.toBe(to);
  });
});
