import type { LoaderFunctionArgs } from 'react-router';
import { categoryFromSlug, searchWiki } from '~/features/wiki/index.server';
import { viewerWiki } from './wiki.server';

/** Results as you type, for the search box of /intern/wiki: only what the viewer may read. */
export async function loader(args: LoaderFunctionArgs) {
  const wiki = await viewerWiki(args);
  const { url } = args;
  const results = searchWiki(wiki.search, url.searchParams.get('q') ?? '', {
    category: categoryFromSlug(url.searchParams.get('kategorie'), wiki.categories),
    limit: 8,
  });
  return Response.json(results, {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
