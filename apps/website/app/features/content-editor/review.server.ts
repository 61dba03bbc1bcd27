// The review queue (issue 28, item 4): what waits for a publisher's decision, with who submitted
// it, when and with what comment, and whether a submission is mailed. Those who may not publish
// get the 404 of an unknown page; the backend checks every call again.
import { can, PERMISSIONS, type WikiReviewItem } from '@frischkontor/contract';
import type { ApiClient } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import type { Viewer } from '~/platform/context/viewer';
import { pageNotFound } from '~/platform/errors/not-found';

export interface ReviewQueue {
  items: WikiReviewItem[];
  /** Whether this person is mailed of a submission. */
  mail: boolean;
}

/** Whether the viewer decides on submissions (publishes in the wiki). */
export const reviewsWiki = (viewer: Viewer | null) =>
  !!viewer?.user && can(viewer.user, PERMISSIONS.wikiPublish);

/** The queue as the backend has it for this person. */
export async function readReviewQueue(api: ApiClient): Promise<ReviewQueue> {
  const answer = await api.get<{ data: WikiReviewItem[]; meta: { mail: boolean } }>('/wiki/review');
  return { items: answer.data, mail: answer.meta.mail };
}

/** How many wait for the viewer, or null where the viewer does not publish (or it is unknown). */
export async function reviewCount(viewer: Viewer | null, api: ApiClient): Promise<number | null> {
  if (!reviewsWiki(viewer)) return null;
  try {
    return (await readReviewQueue(api)).items.length;
  } catch {
    // The count is a hint on another page: that page stands without it.
    return null;
  }
}

async function requirePublisher(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!reviewsWiki(viewer)) throw pageNotFound(url.pathname);
  return { url, api: backendFor(args.request, args.context) };
}

export async function wikiReviewLoader(args: LoaderFunctionArgs) {
  const { url, api } = await requirePublisher(args);
  return {
    seo: {
      title: 'Zur Prüfung',
      description: 'Wiki-Artikel, die auf eine Prüfung warten.',
      noindex: true,
    },
    ...(await askBackend(url, () => readReviewQueue(api))),
  };
}

export async function wikiReviewAction(args: ActionFunctionArgs) {
  const { url, api } = await requirePublisher(args);
  const form = await readForm(args.request);
  const mail = form.get('mail') === 'an';
  return askBackend(
    url,
    async () => {
      await api.send('PUT', '/wiki/review/mail', { body: { mail } });
      return {
        ok: true,
        message: mail
          ? 'Neue Einreichungen kommen auch per E-Mail.'
          : 'Neue Einreichungen kommen nur noch hier an, nicht mehr per E-Mail.',
      };
    },
    {
      unavailable: () =>
        data(
          { ok: false, message: 'Gerade nicht erreichbar. Bitte gleich noch einmal versuchen.' },
          { status: 503 },
        ),
    },
  );
}
