// Who may read a category (decision 035): wiki admins limit a category to roles, on the
// backend's wiki API on their behalf. Everyone else gets the 404 of an unknown page; the backend
// checks every call again.
import { can, PERMISSIONS, type WikiCategoryInfo } from '@frischkontor/contract';
import { readForm } from '@frischkontor/server-kit';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { forgetWikiVersion } from '~/features/wiki/index.server';
import type { CategoryActionResult } from './types';
import { pageNotFound } from '~/platform/errors/not-found';

async function requireWikiAdmin(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.wikiAdmin)) throw pageNotFound(url.pathname);
  return { url, api: backendFor(args.request, args.context) };
}

export async function wikiCategoriesLoader(args: LoaderFunctionArgs) {
  const { url, api } = await requireWikiAdmin(args);
  const answer = await askBackend(url, () =>
    api.get<{ data: WikiCategoryInfo[]; meta: { roles?: string[] } }>('/wiki/categories'),
  );
  return {
    seo: {
      title: 'Wer sieht welche Kategorie?',
      description: 'Kategorien des Wikis auf Rollen begrenzen.',
      noindex: true,
    },
    categories: answer.data,
    roles: answer.meta.roles ?? [],
  };
}

export async function wikiCategoriesAction(args: ActionFunctionArgs) {
  const { url, api } = await requireWikiAdmin(args);
  const form = await readForm(args.request);
  const slug = String(form.get('slug') ?? '');
  const roles = form.getAll('rolle').filter((r): r is string => typeof r === 'string' && !!r);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    return data<CategoryActionResult>(
      { ok: false, slug: '', message: 'Diese Kategorie gibt es nicht.' },
      { status: 400 },
    );
  const notSaved = (message: string, status: number) =>
    data<CategoryActionResult>({ ok: false, slug, message }, { status });
  return askBackend(
    url,
    async () => {
      const answer = await api.send<{ data: WikiCategoryInfo }>('PUT', `/wiki/categories/${slug}`, {
        body: { visibility: roles.length ? roles : null },
      });
      forgetWikiVersion();
      const { name, visibility } = answer.data;
      return {
        ok: true,
        slug,
        message: visibility
          ? `Gespeichert: „${name}“ lesen nur noch ${visibility.join(', ')} (und Wiki-Administratoren).`
          : `Gespeichert: „${name}“ lesen alle Mitarbeitenden.`,
      } satisfies CategoryActionResult;
    },
    {
      unavailable: () =>
        notSaved(
          'Das Wiki ist gerade nicht erreichbar. Nichts wurde geändert; bitte versuch es gleich noch einmal.',
          503,
        ),
      refused: (error) =>
        notSaved(
          error.status === 422
            ? 'Eine der Rollen gibt es nicht mehr. Bitte lade die Seite neu und wähl noch einmal.'
            : 'Das hat nicht geklappt; nichts wurde geändert.',
          error.status,
        ),
    },
  );
}
