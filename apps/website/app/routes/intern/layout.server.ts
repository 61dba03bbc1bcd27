import { GUEST, isFullyAuthenticated, type AuthState } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { BackendUnavailableError } from '@frischkontor/helium-client';
import { authState } from '~/platform/api/session.server';
import type { IntranetLayoutData } from '~/features/auth';
import { rendersWithoutViewer } from '~/platform/page-store/kept-pages.server';
import { intranetSections } from '~/features/intranet/index.server';

/** The guards already asked the backend; this hands their answer to the page. */
export async function intranetLayoutLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<IntranetLayoutData> {
  let auth: AuthState;
  try {
    auth = await authState(request, context);
  } catch (error) {
    // Only /login gets here without a backend (its guard lets guests through): show it as for a guest.
    if (error instanceof BackendUnavailableError) return { auth: GUEST, sections: [] };
    throw error;
  }
  const sections =
    isFullyAuthenticated(auth) && auth.user
      ? intranetSections(auth.user).map(({ label, to }) => ({ label, to }))
      : [];
  // A page shared by its access group must not say who asked: the browser's bootstrap tells.
  return { auth: rendersWithoutViewer(context) ? null : auth, sections };
}
