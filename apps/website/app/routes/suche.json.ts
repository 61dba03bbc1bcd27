import type { LoaderFunctionArgs } from 'react-router';
import { searchSite } from '~/features/site-search/index.server';

/** Results as you type, for the public search box: at most eight, never cached. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  return Response.json(await searchSite(query, 8), {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
