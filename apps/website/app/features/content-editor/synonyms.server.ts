// The wiki search's synonyms (issue 19, item 2; decision 034): wiki admins edit the list on
// /intern/wiki/synonyme, one group a line, on the backend's wiki API on their behalf. Everyone
// else gets the 404 of an unknown page; the backend checks every call again.
import {
  can,
  PERMISSIONS,
  type WikiSearchMiss,
  type WikiSynonymsData,
} from '@frischkontor/contract';
import { readForm } from '@frischkontor/server-kit';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { forgetWikiVersion } from '~/features/wiki/index.server';
import type { SynonymActionResult } from './types';
import { pageNotFound } from '~/platform/errors/not-found';

async function requireWikiAdmin(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.wikiAdmin)) throw pageNotFound(url.pathname);
  return { url, api: backendFor(args.request, args.context) };
}

/** The list as the page's text: one group a line, its words separated by commas. */
export const synonymText = (groups: string[][]) => groups.map((g) => g.join(', ')).join('\n');

/** The page's text as groups: empty lines and empty words left out. */
export function synonymGroups(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[,;]/)
        .map((w) => w.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);
}

export async function wikiSynonymsLoader(args: LoaderFunctionArgs) {
  const { url, api } = await requireWikiAdmin(args);
  const [answer, misses] = await askBackend(url, () =>
    Promise.all([
      api.get<{ data: WikiSynonymsData }>('/wiki/synonyms'),
      api.get<{ data: WikiSearchMiss[] }>('/wiki/searches/misses'),
    ]),
  );
  return {
    seo: {
      title: 'Synonyme der Wiki-Suche',
      description: 'Wörter, die die Wiki-Suche als gleichbedeutend behandelt.',
      noindex: true,
    },
    synonyms: answer.data,
    text: synonymText(answer.data.groups),
    // „Suchen ohne Treffer“ of the last 90 days (issue 32, item 6): what to add a synonym for.
    misses: misses.data,
  };
}

export async function wikiSynonymsAction(args: ActionFunctionArgs) {
  const { url, api } = await requireWikiAdmin(args);
  const form = await readForm(args.request);
  const text = String(form.get('synonyme') ?? '').slice(0, 50_000);
  const groups = synonymGroups(text);
  const notSaved = (message: string, status: number) =>
    data<SynonymActionResult>({ ok: false, text, message, problems: [] }, { status });
  return askBackend(
    url,
    async () => {
      const answer = await api.send<{ data: WikiSynonymsData }>('PUT', '/wiki/synonyms', {
        body: { groups },
      });
      forgetWikiVersion();
      const n = answer.data.groups.length;
      return {
        ok: true,
        text: synonymText(answer.data.groups),
        message: `Gespeichert: ${n} ${n === 1 ? 'Gruppe' : 'Gruppen'}. Die Suche findet ab sofort mit diesen Synonymen.`,
        problems: [],
      } satisfies SynonymActionResult;
    },
    {
      unavailable: () =>
        notSaved(
          'Das Wiki ist gerade nicht erreichbar. Nichts wurde geändert; bitte versuch es gleich noch einmal.',
          503,
        ),
      refused: (error) => {
        if (error.status !== 422)
          return notSaved('Das hat nicht geklappt; nichts wurde geändert.', error.status);
        // „groups.3“ or „groups.3.1“: the line of the fourth group.
        const problems = Object.entries(error.fieldErrors).map(([field, message]) => {
          const line = /^groups\.(\d+)/.exec(field);
          if (!line) return message;
          const group = groups[Number(line[1])] ?? [];
          return `Zeile „${group.join(', ')}“: ${message}`;
        });
        return data<SynonymActionResult>(
          { ok: false, text, message: 'Nichts wurde gespeichert. Bitte korrigiere:', problems },
          { status: 422 },
        );
      },
    },
  );
}
