// The wiki's writing side (issue 17): the editor, the workflow and the history, on the
// backend's wiki API (decision 022) on the visitor's behalf. Only writers open these pages;
// everyone else gets the 404 a missing article gets. The backend checks every call again.
import {
  can,
  PERMISSIONS,
  WIKI_STATUS_LABELS,
  WIKI_STATUSES,
  type WikiArticleData,
  type WikiArticleListItem,
  type WikiCategoryInfo,
  type WikiPerson,
  type WikiStatus,
} from '@frischkontor/contract';
import { ApiError, BackendUnavailableError, type ApiClient } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { forgetWikiVersion, renderWikiBody } from '~/features/wiki/index.server';
import type { Viewer } from '~/platform/context/viewer';
import type {
  Conflict,
  DiffRow,
  EditableArticle,
  EditorActionResult,
  HistoryActionResult,
  Writer,
} from './types';

const notFound = (url: URL) => data(`Page Not Found: ${url.pathname}`, { status: 404 });

/** Staff with the write permission; for everyone else the page does not exist. */
async function requireWriter(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer: Viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.wikiWrite)) throw notFound(url);
  const writer: Writer = { publish: can(viewer.user, PERMISSIONS.wikiPublish) };
  return { url, writer, api: backendFor(args.request, args.context) };
}

const UNAVAILABLE =
  'Das Wiki ist gerade nicht erreichbar. Dein Text ist nicht verloren: Er steht weiter im Editor. Bitte versuche es gleich noch einmal.';

/** Reads from the API; a 404 of the API is our 404, a backend that does not answer our 503. */
async function read<T>(api: ApiClient, url: URL, path: string): Promise<T> {
  try {
    return (await api.get<{ data: T }>(path)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(url);
    if (error instanceof BackendUnavailableError) throw data(UNAVAILABLE, { status: 503 });
    throw error;
  }
}

export function editable(a: WikiArticleData): EditableArticle {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    category: a.category,
    tags: a.tags,
    body: a.body,
    status: a.status,
    version: a.version,
    updated_at: a.updated_at,
    updated_by: a.updated_by,
  };
}

/** Whether this writer may change the article's text (decision 022: published ones only publishers). */
export function mayEdit(writer: Writer, status: WikiStatus) {
  return writer.publish || status === 'draft' || status === 'review';
}

async function articleTitles(api: ApiClient, url: URL) {
  const list = await read<WikiArticleListItem[]>(api, url, '/wiki/articles');
  return list.map((a) => ({ slug: a.slug, title: a.title }));
}

export async function wikiEditLoader(args: LoaderFunctionArgs) {
  const { url, writer, api } = await requireWriter(args);
  const slug = args.params.slug;
  const article = slug
    ? editable(await read<WikiArticleData>(api, url, `/wiki/articles/${encodeURIComponent(slug)}`))
    : null;
  if (article && !mayEdit(writer, article.status)) throw notFound(url);
  return {
    seo: {
      title: article ? `Bearbeiten: ${article.title}` : 'Neuer Artikel',
      description: 'Einen Artikel des Wikis schreiben.',
      noindex: true,
    },
    article,
    writer,
    // Only the categories this writer may read (decision 035).
    categories: (await read<WikiCategoryInfo[]>(api, url, '/wiki/categories')).map((c) => c.name),
    articles: await articleTitles(api, url),
  };
}

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function fieldsOf(form: FormData) {
  return {
    title: text(form, 'title').trim(),
    description: text(form, 'description').trim(),
    category: text(form, 'category'),
    tags: text(form, 'tags')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    body: text(form, 'body').replace(/\r\n/g, '\n'),
  };
}

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  category: 'category',
  tags: 'tags',
  body: 'body',
  slug: 'title',
};

/** The API's answer to a refused write, in the editor's words. */
function refused(intent: string, error: unknown, yours: Conflict['yours'] | null) {
  if (error instanceof BackendUnavailableError)
    return data<EditorActionResult>({ ok: false, intent, message: UNAVAILABLE }, { status: 503 });
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 409 && error.body?.reason === 'stale_version' && yours) {
    const body = error.body as { current?: WikiArticleData };
    if (body.current)
      return data<EditorActionResult>(
        {
          ok: false,
          intent: intent as 'save',
          conflict: { message: error.message, current: editable(body.current), yours },
          message: error.message,
        },
        { status: 409 },
      );
  }
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors))
    fields[FIELD_NAMES[field] ?? 'body'] = message;
  const message =
    error.status === 422
      ? 'Bitte prüfe die markierten Felder. Dein Text ist nicht verloren.'
      : error.status === 404
        ? 'Diesen Artikel gibt es nicht mehr, oder du darfst ihn nicht mehr bearbeiten. Dein Text steht weiter im Editor.'
        : `${error.message} Dein Text steht weiter im Editor.`;
  return data<EditorActionResult>(
    { ok: false, intent, message, fields },
    { status: error.status >= 500 ? 502 : error.status },
  );
}

export async function wikiEditAction(args: ActionFunctionArgs) {
  const { api } = await requireWriter(args);
  const slug = args.params.slug ?? null;
  const form = await readForm(args.request);
  const intent = text(form, 'intent');
  const path = slug ? `/wiki/articles/${encodeURIComponent(slug)}` : '';

  if (intent === 'preview') {
    const rendered = await renderWikiBody(text(form, 'body'));
    return { ok: true, intent: 'preview', html: rendered.html } satisfies EditorActionResult;
  }

  if (intent === 'image') {
    const file = form.get('file');
    const alt = text(form, 'alt').trim();
    const fields: Record<string, string> = {};
    if (!(file instanceof File) || file.size === 0) fields.file = 'Bitte wähle ein Bild aus.';
    if (!alt)
      fields.alt =
        'Bitte beschreibe, was auf dem Bild zu sehen ist: Wer es nicht sehen kann, liest diesen Text.';
    if (Object.keys(fields).length)
      return data<EditorActionResult>(
        { ok: false, intent, message: 'Das Bild wurde nicht hochgeladen.', fields },
        { status: 422 },
      );
    const upload = new FormData();
    upload.set('file', file as File);
    try {
      const answer = await api.send<{ data: { src: string } }>('POST', '/wiki/images', {
        body: upload,
        timeoutMs: 30_000,
      });
      return { ok: true, intent, src: answer.data.src, alt } satisfies EditorActionResult;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        return data<EditorActionResult>(
          {
            ok: false,
            intent,
            message: 'Das Bild wurde nicht hochgeladen.',
            fields: { file: error.fieldErrors.file ?? error.message },
          },
          { status: 422 },
        );
      return refused(intent, error, null);
    }
  }

  if (intent === 'save') {
    const fields = fieldsOf(form);
    const note = text(form, 'note').trim();
    try {
      if (!slug) {
        const created = await api.send<{ data: WikiArticleData }>('POST', '/wiki/articles', {
          body: { ...fields, note: note || 'Angelegt' },
        });
        forgetWikiVersion();
        throw redirect(`/intern/wiki/${created.data.slug}/bearbeiten?angelegt=1`);
      }
      const saved = await api.send<{ data: WikiArticleData }>('PUT', path, {
        body: { ...fields, version: Number(text(form, 'version')), note },
      });
      forgetWikiVersion();
      return {
        ok: true,
        intent,
        article: editable(saved.data),
        message: 'Gespeichert.',
      } satisfies EditorActionResult;
    } catch (error) {
      if (error instanceof Response) throw error;
      return refused(intent, error, fields);
    }
  }

  if (intent === 'status' && slug) {
    const status = text(form, 'status') as WikiStatus;
    const note = text(form, 'note').trim();
    if (!WIKI_STATUSES.includes(status))
      return data<EditorActionResult>(
        { ok: false, intent, message: 'Unbekannter Status.' },
        { status: 400 },
      );
    if (text(form, 'return') === '1' && !note)
      return data<EditorActionResult>(
        {
          ok: false,
          intent,
          message: 'Bitte schreib der Autorin oder dem Autor, was noch zu tun ist.',
          fields: { note: 'Bitte gib einen Kommentar an.' },
        },
        { status: 422 },
      );
    try {
      const moved = await api.send<{ data: WikiArticleData }>('POST', `${path}/status`, {
        body: { status, version: Number(text(form, 'version')), note },
      });
      forgetWikiVersion();
      return {
        ok: true,
        intent,
        article: editable(moved.data),
        message: `Status: ${WIKI_STATUS_LABELS[status]}.`,
      } satisfies EditorActionResult;
    } catch (error) {
      return refused(intent, error, null);
    }
  }

  return data<EditorActionResult>(
    { ok: false, intent, message: 'Unbekannte Aktion.' },
    { status: 400 },
  );
}

// ---- History ----

interface RevisionItem {
  version: number;
  title: string;
  status: WikiStatus;
  note: string;
  author: WikiPerson | null;
  created_at: string;
}

interface DiffAnswer {
  from: { version: number; author: WikiPerson | null; created_at: string; note: string };
  to: { version: number; author: WikiPerson | null; created_at: string; note: string };
  fields: { field: string; from: unknown; to: unknown }[];
  changes: { type: 'added' | 'removed' | 'unchanged'; value: string }[];
}

/** Unchanged runs keep three lines of context on each side of a change. */
function collapse(rows: DiffRow[], context = 3): DiffRow[] {
  const out: DiffRow[] = [];
  for (let i = 0; i < rows.length;) {
    if (rows[i]!.type !== 'same') {
      out.push(rows[i++]!);
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end]!.type === 'same') end++;
    const head = i === 0 ? 0 : context;
    const tail = end === rows.length ? 0 : context;
    if (end - i > head + tail + 1) {
      out.push(...rows.slice(i, i + head));
      out.push({ type: 'skip', left: null, right: null, count: end - i - head - tail });
      out.push(...rows.slice(end - tail, end));
    } else out.push(...rows.slice(i, end));
    i = end;
  }
  return out;
}

/** Lines of the backend's diff, paired: removed lines next to the added ones that replace them. */
export function sideBySide(changes: DiffAnswer['changes']): DiffRow[] {
  const rows: DiffRow[] = [];
  const lines = (value: string) => value.replace(/\n$/, '').split('\n');
  for (let i = 0; i < changes.length; i++) {
    const part = changes[i]!;
    if (part.type === 'unchanged') {
      for (const line of lines(part.value)) rows.push({ type: 'same', left: line, right: line });
      continue;
    }
    const removed = part.type === 'removed' ? lines(part.value) : [];
    const next = changes[i + 1];
    const added =
      part.type === 'added'
        ? lines(part.value)
        : next?.type === 'added'
          ? (i++, lines(next.value))
          : [];
    for (let j = 0; j < Math.max(removed.length, added.length); j++) {
      const left = removed[j] ?? null;
      const right = added[j] ?? null;
      rows.push({
        type: left !== null && right !== null ? 'changed' : left !== null ? 'removed' : 'added',
        left,
        right,
      });
    }
  }
  return rows;
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Titel',
  description: 'Beschreibung',
  category: 'Kategorie',
  tags: 'Schlagwörter',
  banner_media_id: 'Titelbild',
  status: 'Status',
  visibility: 'Sichtbar für',
  pinned: 'Angeheftet',
};

function fieldText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (field === 'status') return WIKI_STATUS_LABELS[value as WikiStatus] ?? String(value);
  if (field === 'pinned') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.join(', ') || '–';
  if (typeof value === 'object' && 'src_path' in value)
    return (
      String((value as { src_path: string }).src_path)
        .split('/')
        .pop() ?? ''
    );
  return String(value);
}

function versionParam(url: URL, name: string): number | null {
  const value = url.searchParams.get(name);
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export async function wikiHistoryLoader(args: LoaderFunctionArgs) {
  const { url, writer, api } = await requireWriter(args);
  const slug = encodeURIComponent(args.params.slug ?? '');
  const article = await read<WikiArticleData>(api, url, `/wiki/articles/${slug}`);
  const revisions = await read<RevisionItem[]>(api, url, `/wiki/articles/${slug}/revisions`);
  const to = versionParam(url, 'bis') ?? article.version;
  const from = versionParam(url, 'von') ?? (to > 1 ? to - 1 : null);
  let diff = null;
  if (from !== null && from !== to) {
    const answer = await read<DiffAnswer>(
      api,
      url,
      `/wiki/articles/${slug}/diff?from=${from}&to=${to}`,
    );
    diff = {
      from: answer.from,
      to: answer.to,
      fields: answer.fields.map((f) => ({
        label: FIELD_LABELS[f.field] ?? f.field,
        from: fieldText(f.field, f.from),
        to: fieldText(f.field, f.to),
      })),
      rows: collapse(sideBySide(answer.changes)),
    };
  }
  return {
    seo: { title: `Versionen: ${article.title}`, description: article.description, noindex: true },
    article: { slug: article.slug, title: article.title, version: article.version },
    canRestore: mayEdit(writer, article.status),
    revisions,
    diff,
  };
}

export async function wikiHistoryAction(args: ActionFunctionArgs) {
  const { api } = await requireWriter(args);
  const slug = encodeURIComponent(args.params.slug ?? '');
  const form = await readForm(args.request);
  const version = text(form, 'restore');
  if (!/^[1-9]\d{0,8}$/.test(version))
    return data<HistoryActionResult>(
      { ok: false, message: 'Unbekannte Version.' },
      { status: 400 },
    );
  try {
    await api.send('POST', `/wiki/articles/${slug}/revisions/${version}/restore`, {
      body: { version: Number(text(form, 'current')) },
    });
  } catch (error) {
    if (error instanceof BackendUnavailableError)
      return data<HistoryActionResult>({ ok: false, message: UNAVAILABLE }, { status: 503 });
    if (error instanceof ApiError)
      return data<HistoryActionResult>(
        { ok: false, message: error.message },
        { status: error.status >= 500 ? 502 : error.status },
      );
    throw error;
  }
  forgetWikiVersion();
  throw redirect(`/intern/wiki/${slug}/versionen?wiederhergestellt=${version}`);
}
