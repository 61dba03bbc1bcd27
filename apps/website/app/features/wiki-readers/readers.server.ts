// What belongs to the person on the wiki's shared pages (decision 035): the pages are kept per
// access group (decision 009) and say nothing of who reads them, so the browser asks here, after
// the page, for the person's favourites, „Zuletzt angesehen“ and answers, and sends what they
// do. Every call goes to the backend's wiki API on the visitor's behalf; the backend decides
// what they may read (a 404 for anything else), the guards here are the first wall.
import {
  WIKI_FEEDBACK_LIMITS,
  type ReadingConfirmation,
  type ReadingFeed,
  type WikiArticleState,
  type WikiFeedbackOverview,
  type WikiPersonalLists,
  type WikiVote,
  type WikiWatches,
} from '@frischkontor/contract';
import type { ApiClient, ApiError } from '@frischkontor/helium-client';
import { formText, readForm } from '@frischkontor/server-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import type { ReaderActionResult, ReaderIntent } from './types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export const READER_MESSAGES = {
  unavailable: 'Das Wiki ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
  gone: 'Diesen Artikel gibt es nicht mehr, oder du darfst ihn nicht lesen.',
  tooMany:
    'Du hast in kurzer Zeit sehr viele Rückmeldungen geschickt. Bitte versuch es später noch einmal.',
  unknown: 'Unbekannte Aktion.',
  commentTooLong: `Bitte fasse dich kürzer: höchstens ${WIKI_FEEDBACK_LIMITS.comment} Zeichen.`,
  reportMissing: 'Bitte beschreib kurz, was nicht stimmt.',
  reportTooShort: `Bitte beschreib den Fehler in ein paar Worten (mindestens ${WIKI_FEEDBACK_LIMITS.reportMin} Zeichen).`,
  reportTooLong: `Bitte fasse dich kürzer: höchstens ${WIKI_FEEDBACK_LIMITS.report} Zeichen.`,
  thanks: 'Danke für deine Rückmeldung!',
  thanksComment: 'Danke! Dein Kommentar geht an die Person, die den Artikel pflegt.',
  thanksNo: 'Danke! Deine Rückmeldung geht an die Person, die den Artikel pflegt.',
  thanksReport: 'Danke! Deine Meldung geht an die Person, die den Artikel pflegt.',
  mayNotResolve: 'Fehlermeldungen zu diesem Artikel erledigen nur Personen, die ihn ändern dürfen.',
  check: 'Bitte prüf deine Eingabe.',
  changed:
    'Der Artikel wurde inzwischen geändert. Bitte lade die Seite neu, lies die aktuelle Fassung und bestätige dann.',
} as const;

/** The article as the person's Pflichtlektüre; null when it is none, or the list does not answer. */
async function readingOf(api: ApiClient, slug: string) {
  try {
    const feed = await api.get<ReadingFeed>('/readings');
    return feed.data.find((item) => item.slug === slug) ?? null;
  } catch {
    return null;
  }
}

async function requireStaff(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  await requireRole({ ...args, url }, 'personal');
  return backendFor(args.request, args.context);
}

/** The answer of this resource route: JSON, never kept. */
function answer(body: ReaderActionResult | WikiPersonalLists, status = 200) {
  return Response.json(body, { status, headers: HEADERS });
}

/** The backend's refusal, or its silence, in words for the person; the status goes along. */
function refusal(intent: ReaderIntent | '') {
  return {
    unavailable: () => answer({ ok: false, intent, message: READER_MESSAGES.unavailable }, 503),
    refused(error: ApiError) {
      const message =
        error.status === 404
          ? READER_MESSAGES.gone
          : error.status === 429
            ? READER_MESSAGES.tooMany
            : error.status === 409 && intent === 'confirm'
              ? READER_MESSAGES.changed
              : error.status === 403 && intent === 'resolve'
                ? READER_MESSAGES.mayNotResolve
                : error.status === 422
                  ? READER_MESSAGES.check
                  : READER_MESSAGES.unavailable;
      return answer({ ok: false, intent, message }, error.status >= 500 ? 502 : error.status);
    },
  };
}

/** `GET /intern/wiki/leser.json`: the person's favourites and last opened articles. */
export async function wikiReaderLoader(args: LoaderFunctionArgs) {
  const api = await requireStaff(args);
  return askBackend(
    args.url,
    async () => answer((await api.get<{ data: WikiPersonalLists }>('/wiki/me')).data),
    refusal(''),
  );
}

function invalid(intent: ReaderIntent, name: string, message: string) {
  return answer({ ok: false, intent, message, fields: { [name]: message } }, 422);
}

async function vote(api: ApiClient, path: string, slug: string, form: FormData) {
  const comment = formText(form, 'comment').replace(/\r\n/g, '\n').trim();
  if (comment.length > WIKI_FEEDBACK_LIMITS.comment)
    return invalid('vote', 'comment', READER_MESSAGES.commentTooLong);
  const helpful = formText(form, 'helpful') === 'ja';
  const sent = await api.send<{ data: WikiVote }>('POST', `${path}/feedback`, {
    body: { helpful, comment: comment || null },
  });
  const message = !helpful
    ? READER_MESSAGES.thanksNo
    : comment
      ? READER_MESSAGES.thanksComment
      : READER_MESSAGES.thanks;
  return answer({ ok: true, intent: 'vote', slug, vote: sent.data, message });
}

async function report(api: ApiClient, path: string, slug: string, form: FormData) {
  const text = formText(form, 'text').replace(/\r\n/g, '\n').trim();
  if (!text) return invalid('report', 'text', READER_MESSAGES.reportMissing);
  if (text.length < WIKI_FEEDBACK_LIMITS.reportMin)
    return invalid('report', 'text', READER_MESSAGES.reportTooShort);
  if (text.length > WIKI_FEEDBACK_LIMITS.report)
    return invalid('report', 'text', READER_MESSAGES.reportTooLong);
  await api.send('POST', `${path}/reports`, { body: { text } });
  return answer({ ok: true, intent: 'report', slug, message: READER_MESSAGES.thanksReport });
}

/**
 * A category of the wiki watched from its page (decision 055): `category`, and `on` 1 or 0 to
 * change it; without `on`, only what the person does now.
 */
async function watchCategory(api: ApiClient, url: URL, form: FormData) {
  const category = formText(form, 'category');
  const on = formText(form, 'on');
  return askBackend(
    url,
    async () => {
      const { data: watches } = await api.get<{ data: WikiWatches }>('/wiki/watches');
      const known = watches.categories.find((c) => c.name === category);
      if (!known)
        return answer({ ok: false, intent: 'watch-category', message: READER_MESSAGES.gone }, 404);
      if (on !== '1' && on !== '0')
        return answer({ ok: true, intent: 'watch-category', category, watching: known.watching });
      await api.send('PUT', '/wiki/watches/categories', {
        body: { category, watching: on === '1' },
      });
      return answer({ ok: true, intent: 'watch-category', category, watching: on === '1' });
    },
    refusal('watch-category'),
  );
}

/**
 * `POST /intern/wiki/leser.json` with `intent` and `slug`: `view` (opened: answers what the
 * person has done with the article), `favorite` (`on` 1 or 0; `lists` 1 answers the lists
 * too), `vote` (`helpful` ja or nein, `comment`), `report` (`text`), `resolve` (`id`, writers).
 */
export async function wikiReaderAction(args: ActionFunctionArgs) {
  const api = await requireStaff(args);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent') as ReaderIntent;
  if (intent === 'watch-category') return watchCategory(api, args.url, form);
  const slug = formText(form, 'slug');
  if (
    !['view', 'favorite', 'watch', 'vote', 'report', 'resolve', 'confirm'].includes(intent) ||
    !SLUG.test(slug)
  )
    return answer({ ok: false, intent: '', message: READER_MESSAGES.unknown }, 400);
  const path = `/wiki/articles/${slug}`;
  return askBackend(
    args.url,
    async () => {
      switch (intent) {
        case 'view': {
          const [opened, reading] = await Promise.all([
            api.send<{ data: WikiArticleState }>('POST', `${path}/views`),
            readingOf(api, slug),
          ]);
          return answer({ ok: true, intent, slug, state: opened.data, reading });
        }
        case 'confirm': {
          const id = formText(form, 'id');
          if (!/^[1-9]\d{0,9}$/.test(id))
            return answer({ ok: false, intent, message: READER_MESSAGES.gone }, 404);
          const confirmed = await api.send<{ data: ReadingConfirmation }>(
            'POST',
            `/readings/${id}/confirm`,
            { body: { version: formText(form, 'version') } },
          );
          return answer({ ok: true, intent, slug, confirmed: confirmed.data });
        }
        case 'favorite': {
          const on = formText(form, 'on') === '1';
          await api.send(on ? 'PUT' : 'DELETE', `${path}/favorite`);
          const lists =
            formText(form, 'lists') === '1'
              ? (await api.get<{ data: WikiPersonalLists }>('/wiki/me')).data
              : null;
          return answer({ ok: true, intent, slug, favorite: on, lists });
        }
        case 'watch': {
          const on = formText(form, 'on') === '1';
          await api.send(on ? 'PUT' : 'DELETE', `${path}/watch`);
          return answer({ ok: true, intent, slug, watching: on });
        }
        case 'vote':
          return vote(api, path, slug, form);
        case 'report':
          return report(api, path, slug, form);
        case 'resolve': {
          const id = formText(form, 'id');
          if (!/^[1-9]\d{0,9}$/.test(id))
            return answer({ ok: false, intent, message: READER_MESSAGES.gone }, 404);
          const resolved = await api.send<{ data: WikiFeedbackOverview }>(
            'POST',
            `${path}/reports/${id}/resolve`,
          );
          return answer({ ok: true, intent, slug, overview: resolved.data });
        }
      }
    },
    refusal(intent),
  );
}

/** What writers see of an article's readers (the history page); null if the backend says no. */
export async function wikiFeedbackFor(
  args: LoaderFunctionArgs,
  slug: string,
): Promise<WikiFeedbackOverview | null> {
  const api = backendFor(args.request, args.context);
  const none = () => null;
  const ask = async () =>
    (await api.get<{ data: WikiFeedbackOverview }>(`/wiki/articles/${slug}/feedback`)).data;
  return askBackend(args.url, ask, { unavailable: none, refused: none });
}
