// Review dates of wiki articles on the website (decision 054): the owner's due articles on the
// overview, „Geprüft, unverändert“ (a form's action, the backend decides who may), and the wiki
// administration's list of what is overdue, by category and owner. The backend checks every call.
import {
  can,
  PERMISSIONS,
  WIKI_CATEGORIES,
  type WikiCategory,
  type WikiDueArticle,
  type WikiPerson,
} from '@frischkontor/contract';
import type { ApiClient, ApiError } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import type { Viewer } from '~/platform/context/viewer';
import { pageNotFound } from '~/platform/errors/not-found';
import { requireRole } from '~/platform/guards/viewer.server';
import { forgetWikiVersion } from '~/features/wiki/index.server';
import { reviewedOutcomeOf, type ReviewedOutcome } from './outcome';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function dueArticles(api: ApiClient, query = ''): Promise<WikiDueArticle[]> {
  return (await api.get<{ data: WikiDueArticle[] }>(`/wiki/review-dates${query}`)).data;
}

/** The overview's „Zu prüfen“: the person's due articles, or null for who owns none. */
export async function dashboardReviews(viewer: Viewer | null, api: ApiClient, url: URL) {
  if (!viewer?.user || !can(viewer.user, PERMISSIONS.wikiWrite)) return null;
  try {
    const items = await dueArticles(api);
    const outcome = reviewedOutcomeOf(url);
    return items.length || outcome ? { items, outcome } : null;
  } catch {
    // A hint on another page: the overview stands without it.
    return null;
  }
}

/** `POST /intern/wiki/{slug}/geprueft`: „Geprüft, unverändert“, back where it was sent from. */
export async function wikiReviewedAction(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  await requireRole({ ...args, url }, 'personal');
  const slug = String(args.params.slug ?? '');
  if (!SLUG.test(slug)) throw pageNotFound(url.pathname);
  const form = await readForm(args.request);
  const back = form.get('zurueck') === 'dashboard' ? '/intern' : `/intern/wiki/${slug}`;
  const api = backendFor(args.request, args.context);
  const outcome = await askBackend<ReviewedOutcome, ReviewedOutcome>(
    url,
    async () => {
      await api.send('POST', `/wiki/articles/${slug}/reviewed`, { body: {} });
      forgetWikiVersion();
      return 'ja';
    },
    {
      notFound: true,
      unavailable: () => 'offline',
      refused: () => 'nein',
    },
  );
  return redirect(`${back}?geprueft=${outcome}#pruefen`);
}

/** A GET to the action's address goes to the article. */
export function wikiReviewedLoader({ params }: LoaderFunctionArgs) {
  return redirect(`/intern/wiki/${String(params.slug ?? '')}`);
}

export interface OverdueGroup {
  category: string;
  owners: { owner: WikiPerson | null; articles: WikiDueArticle[] }[];
}

/** Due articles by category (the wiki's order), then by owner (by name; nobody last). */
export function groupByCategoryAndOwner(items: readonly WikiDueArticle[]): OverdueGroup[] {
  const groups: OverdueGroup[] = [];
  for (const category of WIKI_CATEGORIES) {
    const inCategory = items.filter((i) => i.category === category);
    if (!inCategory.length) continue;
    const owners = new Map<string, { owner: WikiPerson | null; articles: WikiDueArticle[] }>();
    for (const item of inCategory) {
      const key = item.owner ? String(item.owner.id) : '';
      const group = owners.get(key) ?? { owner: item.owner, articles: [] };
      group.articles.push(item);
      owners.set(key, group);
    }
    groups.push({
      category,
      owners: [...owners.values()].sort((a, b) =>
        !a.owner ? 1 : !b.owner ? -1 : a.owner.name.localeCompare(b.owner.name, 'de'),
      ),
    });
  }
  return groups;
}

/** `/intern/wiki/pruefdaten`: for wiki admins; everyone else gets the 404 of an unknown page. */
export async function wikiReviewDatesLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.wikiAdmin)) throw pageNotFound(url.pathname);
  const category = WIKI_CATEGORIES.find((c) => c === url.searchParams.get('kategorie')) ?? null;
  const owner = Number(url.searchParams.get('person')) || null;
  const api = backendFor(args.request, args.context);
  // All due articles for the owner filter's choices; the list filtered here.
  const all = await askBackend(url, () => dueArticles(api, '?scope=all'), {
    refused: (error: ApiError) => {
      throw error.status === 403 ? pageNotFound(url.pathname) : error;
    },
  });
  const owners = [
    ...new Map(all.flatMap((a) => (a.owner ? [[a.owner.id, a.owner] as const] : []))).values(),
  ].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const shown = all.filter(
    (a) => (!category || a.category === category) && (!owner || a.owner?.id === owner),
  );
  return {
    seo: {
      title: 'Prüftermine im Wiki',
      description:
        'Überfällige und bald fällige Wiki-Artikel nach Kategorie und verantwortlicher Person.',
      noindex: true,
    },
    filter: { category: category as WikiCategory | null, owner },
    owners,
    overdue: groupByCategoryAndOwner(shown.filter((a) => a.state === 'overdue')),
    due: groupByCategoryAndOwner(shown.filter((a) => a.state === 'due')),
    total: shown.length,
  };
}
