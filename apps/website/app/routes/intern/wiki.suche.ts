import { isAdmin } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { requireRole } from '~/platform/guards/viewer.server';
import { categoryFromSlug, searchWiki } from '~/features/wiki/index.server';

/** Results as you type, for the search box of /intern/wiki. Staff only (see the access table). */
export async function loader(args: LoaderFunctionArgs) {
  const { user } = await requireRole(args, 'personal');
  const { url } = args;
  const results = await searchWiki(url.searchParams.get('q') ?? '', {
    category: categoryFromSlug(url.searchParams.get('kategorie')),
    includeDrafts: isAdmin(user),
    limit: 8,
  });
  return Response.json(results, {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
