import { GUEST, type AuthState } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { BackendUnavailableError } from '~/features/api/client';
import { authState } from '~/features/auth/session.server';

/** The guards already asked the backend; this hands their answer to the page. */
export async function intranetLayoutLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<{ auth: AuthState }> {
  try {
    return { auth: await authState(request, context) };
  } catch (error) {
    // Only /login gets here without a backend (its guard lets guests through): show it as for a guest.
    if (error instanceof BackendUnavailableError) return { auth: GUEST };
    throw error;
  }
}
