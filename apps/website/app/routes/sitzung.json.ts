import { GUEST } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { BackendUnavailableError } from '@frischkontor/helium-client';
import { authState } from '~/platform/api/session.server';

/**
 * The visitor's session, asked of the backend with their cookie. The browser asks here rather
 * than the backend directly: a guest gets 200 with `user: null` instead of a 401 that every
 * browser logs as an error, and nothing here is cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  try {
    return Response.json(await authState(request, context), { headers });
  } catch (error) {
    if (error instanceof BackendUnavailableError)
      return Response.json({ ...GUEST, unavailable: true }, { headers });
    throw error;
  }
}
