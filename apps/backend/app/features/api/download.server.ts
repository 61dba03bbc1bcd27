// A file of the API (a CSV export) passed on to the browser as it comes, never kept here.
import type { Query } from '@frischkontor/helium-client';
import type { RouterContextProvider } from 'react-router';
import { ApiError } from './backend.server';
import { backendOf } from './context.server';

export async function passOnDownload(
  context: Readonly<RouterContextProvider>,
  path: string,
  query: Query,
): Promise<Response> {
  const answer = await backendOf(context).raw('GET', path, { query });
  if (!answer.ok) throw new ApiError(answer.status, null);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of ['content-type', 'content-disposition'])
    headers.set(name, answer.headers.get(name) ?? '');
  return new Response(answer.body, { headers });
}
