import { GUEST, isFullyAuthenticated } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { authState } from '~/platform/api/session.server';
import type { IntranetLayoutData } from '~/features/auth';
import { rendersWithoutViewer } from '~/platform/page-store/kept-pages.server';
import { canSearch, intranetSections } from '~/features/intranet/index.server';

/** The guards already asked the backend; this hands their answer to the page. */
export async function intranetLayoutLoader({
  request,
  url,
  context,
}: LoaderFunctionArgs): Promise<IntranetLayoutData> {
  const auth = await askBackend(url, () => authState(request, context), {
    unavailable: () => null,
  });
  // Only /login gets here without a backend (its guard lets guests through): show it as for a guest.
  if (!auth) return { auth: GUEST, sections: [], search: false };
  const user = isFullyAuthenticated(auth) ? auth.user : null;
  const sections = user ? intranetSections(user).map(({ label, to }) => ({ label, to })) : [];
  // A page shared by its access group must not say who asked: the browser's bootstrap tells.
  return {
    auth: rendersWithoutViewer(context) ? null : auth,
    sections,
    search: !!user && canSearch(user),
  };
}
