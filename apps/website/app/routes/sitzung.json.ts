import { GUEST } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { authState } from '~/platform/api/session.server';

/**
 * The visitor's session, asked of the backend with their cookie. The browser asks here rather
 * than the backend directly: a guest gets 200 with `user: null` instead of a 401 that every
 * browser logs as an error, and nothing here is cached.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  const state = await askBackend(url, () => authState(request, context), {
    unavailable: () => ({ ...GUEST, unavailable: true }),
  });
  return Response.json(state, { headers });
}
