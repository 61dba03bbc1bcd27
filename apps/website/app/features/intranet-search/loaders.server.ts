// `/intern/suche` and its type-ahead `/intern/suche.json` (issue 32, item 6): the viewer's one
// search, only over what they may read. The page is a GET form that works without JavaScript;
// `art` narrows it to one kind.
import type { LoaderFunctionArgs } from 'react-router';
import { countWikiSearch } from '~/features/wiki/index.server';
import { askBackend } from '~/platform/api/ask-backend.server';
import { requireViewer } from '~/platform/guards/viewer.server';
import { kindsFor, searchIntranet } from './search.server';
import { KIND_SLUGS, type IntranetKind, type IntranetResults } from './types';

/** The longest query the search reads; the rest is cut off. */
export const QUERY_MAX = 100;

const NOTHING: IntranetResults = { hits: [], similar: [] };

async function viewerOf(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireViewer({ ...args, url });
  return {
    url,
    viewer: { request: args.request, context: args.context, user: viewer.user },
    query: (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX),
  };
}

/** `/intern/suche?q=…&art=…`: the ranked results, grouped by kind on the page. */
export async function intranetSearchLoader(args: LoaderFunctionArgs) {
  const { url, viewer, query } = await viewerOf(args);
  const kinds = kindsFor(viewer.user);
  const slug = url.searchParams.get('art');
  const kind = kinds.find((k) => KIND_SLUGS[k] === slug) ?? null;
  const results = query
    ? await askBackend(url, () => searchIntranet(viewer, query, { limit: 60 }))
    : NOTHING;
  // What staff search and do not find is the wiki's to answer („Suchen ohne Treffer“).
  if (kinds.includes('wiki'))
    countWikiSearch(args.request, args.context, {
      query,
      hits: results.hits.length,
      before: url.searchParams.get('vorher'),
    });
  return {
    seo: {
      title: query ? `Suche: ${query}` : 'Suche',
      description: 'Wiki, Dokumente, Spezifikationen, Angebote, Mitteilungen und Mitarbeitende.',
      noindex: true,
    },
    query,
    kind,
    kinds: kinds as IntranetKind[],
    results,
  };
}

/** `/intern/suche.json?q=…`: results as you type, the first eight. */
export async function intranetTypeaheadLoader(args: LoaderFunctionArgs) {
  const { url, viewer, query } = await viewerOf(args);
  const results = query
    ? await askBackend(url, () => searchIntranet(viewer, query, { limit: 8 }))
    : NOTHING;
  return Response.json(results, {
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
