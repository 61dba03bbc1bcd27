// The editor's owner and „prüfen bis“ (decision 054): `/intern/wiki/{slug}/pruefdatum` answers
// the article's review date and who may own it, and sets them (the backend's
// `PUT /wiki/articles/{slug}/review-date`: no revision of the text). Writers only; the backend
// lets only who may edit the article set them.
import {
  can,
  PERMISSIONS,
  type WikiArticleData,
  type WikiPerson,
  type WikiReviewDate,
} from '@frischkontor/contract';
import { readForm } from '@frischkontor/server-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { pageNotFound } from '~/platform/errors/not-found';
import { requireRole } from '~/platform/guards/viewer.server';
import { forgetWikiVersion } from '~/features/wiki/index.server';

/** What the editor's card reads: the article's review date and who may own it. */
export interface ReviewDateData {
  review: WikiReviewDate | null;
  owners: WikiPerson[];
}

/** JSON for the card's own requests (the person's answer: never kept). */
function answer(body: ReviewDateAnswer | ReviewDateData, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

export interface ReviewDateAnswer {
  ok: boolean;
  message?: string;
  fields?: { owner?: string; review_by?: string };
  review?: WikiReviewDate;
}

async function requireWikiWriter(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  const slug = String(args.params.slug ?? '');
  if (!can(viewer.user, PERMISSIONS.wikiWrite) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw pageNotFound(url.pathname);
  return { url, slug, api: backendFor(args.request, args.context) };
}

export async function reviewDateLoader(args: LoaderFunctionArgs) {
  const { url, slug, api } = await requireWikiWriter(args);
  const [article, owners] = await askBackend(
    url,
    () =>
      Promise.all([
        api.get<{ data: WikiArticleData }>(`/wiki/articles/${slug}`),
        api.get<{ data: WikiPerson[] }>('/wiki/review-dates/owners'),
      ]),
    { notFound: true },
  );
  return answer({ review: article.data.review ?? null, owners: owners.data });
}

export async function reviewDateAction(args: ActionFunctionArgs) {
  const { url, slug, api } = await requireWikiWriter(args);
  const form = await readForm(args.request);
  const owner = Number(form.get('owner')) || null;
  const day = String(form.get('review_by') ?? '').trim();
  return askBackend(
    url,
    async () => {
      const saved = await api.send<{ data: WikiReviewDate }>(
        'PUT',
        `/wiki/articles/${slug}/review-date`,
        { body: { owner_id: owner, review_by: day || null } },
      );
      forgetWikiVersion();
      return answer({ ok: true, message: 'Gespeichert.', review: saved.data });
    },
    {
      notFound: true,
      unavailable: () =>
        answer(
          {
            ok: false,
            message: 'Das Wiki ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
          },
          503,
        ),
      refused: (error) =>
        answer(
          {
            ok: false,
            message: error.status === 422 ? 'Bitte prüfe die markierten Felder.' : error.message,
            fields: {
              owner: error.fieldErrors.owner_id,
              review_by: error.fieldErrors.review_by,
            },
          },
          error.status,
        ),
    },
  );
}
