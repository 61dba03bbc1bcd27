// The writing side of the wiki's engine (issue 17): the editor, the workflow and the history,
// on the backend's API (decisions 022 and 033) on the visitor's behalf, for each collection
// that uses the engine (the wiki here, the blog in features/blog-editor). Only writers open
// these pages; everyone else gets the 404 a missing article gets. The backend checks every
// call again.
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
import type { ApiClient, ApiError } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { forgetWikiVersion, renderWikiBody } from '~/features/wiki/index.server';
import { compareBodies, foldUnchanged } from './compare.server';
import type { Viewer } from '~/platform/context/viewer';
import type {
  Conflict,
  DiffRow,
  EditableArticle,
  EditorActionResult,
  EditorFields,
  HistoryActionResult,
  LinkTarget,
  Writer,
} from './types';

/** What the editor, the workflow and the history need to know of a collection. */
export interface EditCollection {
  /** Where its intranet pages are: `/intern/wiki`. */
  base: string;
  /** Its items in the backend's API: `/wiki/articles`. */
  api: string;
  /** Where pictures are uploaded: `/wiki/images`. */
  images: string;
  /** The permissions of writers and of those who publish. */
  write: string;
  publish: string;
  words: {
    /** Title of the page for a new one: „Neuer Artikel“. */
    newTitle: string;
    /** The editor page's description. */
    description: string;
    /** The backend does not answer; the text stays in the editor. */
    unavailable: string;
    /** A 404 on a write: gone, or no longer the writer's to change. */
    gone: string;
  };
  /** The form's fields the editor sends (besides intent, version and note). */
  fieldNames: readonly string[];
  /** The form field an error of an API field belongs to (others: `body`). */
  errorFields: Record<string, string>;
  /** Labels of the fields the history's comparison lists. */
  fieldLabels: Record<string, string>;
  /** The item as the editor holds it. */
  editable(item: WikiArticleData): EditableArticle;
  /** The API's body of a save, from the editor's fields; `created`: a new one. */
  saveBody(fields: EditorFields, created: boolean): Record<string, unknown>;
  /** The body as readers see it, for the preview. */
  preview(body: string): Promise<string>;
  /** What the editor page offers: the fields of a new one, link targets and choices. */
  page(
    api: ApiClient,
    read: <T>(path: string) => Promise<T>,
    viewer: Viewer,
  ): Promise<{ blank: EditorFields; links: LinkTarget[]; choices: Record<string, string[]> }>;
  /** After a write through the website: the next reader's request asks at once. */
  forget(): void;
}

const notFound = (url: URL) => data(`Page Not Found: ${url.pathname}`, { status: 404 });

/** Staff with the write permission; for everyone else the page does not exist. */
async function requireWriter(c: EditCollection, args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer: Viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, c.write)) throw notFound(url);
  const writer: Writer = { publish: can(viewer.user, c.publish) };
  const api = backendFor(args.request, args.context);
  return { url, viewer, writer, api, read: <T>(path: string) => read<T>(c, api, url, path) };
}

/** Reads from the API; a 404 of the API is our 404, a backend that does not answer our 503. */
async function read<T>(c: EditCollection, api: ApiClient, url: URL, path: string): Promise<T> {
  const answer = await askBackend(url, () => api.get<{ data: T }>(path), {
    notFound: true,
    unavailable: c.words.unavailable,
  });
  return answer.data;
}

/** Whether this writer may change the item's text (decision 022: published ones only publishers). */
export function mayEdit(writer: Writer, status: WikiStatus) {
  return writer.publish || status === 'draft' || status === 'review';
}

/** The editor page's data: the item (none for a new one), the writer and what the form offers. */
export function editLoader(c: EditCollection) {
  return async (args: LoaderFunctionArgs) => {
    const { url, viewer, writer, api, read } = await requireWriter(c, args);
    const slug = args.params.slug;
    const article = slug
      ? c.editable(await read<WikiArticleData>(`${c.api}/${encodeURIComponent(slug)}`))
      : null;
    if (article && !mayEdit(writer, article.status)) throw notFound(url);
    return {
      seo: {
        title: article ? `Bearbeiten: ${article.title}` : c.words.newTitle,
        description: c.words.description,
        noindex: true,
      },
      article,
      writer,
      ...(await c.page(api, read, viewer)),
    };
  };
}

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function fieldsOf(c: EditCollection, form: FormData): EditorFields {
  const fields: Record<string, string> = {};
  for (const name of c.fieldNames) fields[name] = text(form, name);
  fields.body = text(form, 'body').replace(/\r\n/g, '\n');
  return fields as EditorFields;
}

/** A refused write, and a backend that does not answer, in the editor's words. */
function refusal(c: EditCollection, intent: string, yours: Conflict['yours'] | null) {
  return {
    unavailable: () =>
      data<EditorActionResult>(
        { ok: false, intent, message: c.words.unavailable },
        { status: 503 },
      ),
    refused(error: ApiError) {
      if (error.status === 409 && error.body?.reason === 'stale_version' && yours) {
        const body = error.body as { current?: WikiArticleData };
        if (body.current)
          return data<EditorActionResult>(
            {
              ok: false,
              intent: intent as 'save',
              conflict: { message: error.message, current: c.editable(body.current), yours },
              message: error.message,
            },
            { status: 409 },
          );
      }
      if (error.status === 422 && intent === 'image')
        return data<EditorActionResult>(
          {
            ok: false,
            intent,
            message: 'Das Bild wurde nicht hochgeladen.',
            fields: { file: error.fieldErrors.file ?? error.message },
          },
          { status: 422 },
        );
      const fields: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fieldErrors))
        fields[c.errorFields[field] ?? 'body'] = message;
      const message =
        error.status === 422
          ? 'Bitte prüfe die markierten Felder. Dein Text ist nicht verloren.'
          : error.status === 404
            ? c.words.gone
            : `${error.message} Dein Text steht weiter im Editor.`;
      return data<EditorActionResult>(
        { ok: false, intent, message, fields },
        { status: error.status >= 500 ? 502 : error.status },
      );
    },
  };
}

async function uploadImage(c: EditCollection, api: ApiClient, url: URL, form: FormData) {
  const intent = 'image';
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
  return askBackend(
    url,
    async () => {
      const answer = await api.send<{ data: { id?: number; src: string } }>('POST', c.images, {
        body: upload,
        timeoutMs: 30_000,
      });
      return {
        ok: true,
        intent,
        id: answer.data.id ?? null,
        src: answer.data.src,
        alt,
      } satisfies EditorActionResult;
    },
    refusal(c, intent, null),
  );
}

/** Preview, picture upload, save and status changes of the editor page. */
export function editAction(c: EditCollection) {
  return async (args: ActionFunctionArgs) => {
    const { url, api } = await requireWriter(c, args);
    const slug = args.params.slug ?? null;
    const form = await readForm(args.request);
    const intent = text(form, 'intent');
    const path = slug ? `${c.api}/${encodeURIComponent(slug)}` : '';

    if (intent === 'preview')
      return {
        ok: true,
        intent: 'preview',
        html: await c.preview(text(form, 'body')),
      } satisfies EditorActionResult;

    if (intent === 'image') return uploadImage(c, api, url, form);

    if (intent === 'save') {
      const fields = fieldsOf(c, form);
      const note = text(form, 'note').trim();
      return askBackend(
        url,
        async () => {
          if (!slug) {
            const created = await api.send<{ data: WikiArticleData }>('POST', c.api, {
              body: { ...c.saveBody(fields, true), note: note || 'Angelegt' },
            });
            c.forget();
            throw redirect(`${c.base}/${created.data.slug}/bearbeiten?angelegt=1`);
          }
          const saved = await api.send<{ data: WikiArticleData }>('PUT', path, {
            body: { ...c.saveBody(fields, false), version: Number(text(form, 'version')), note },
          });
          c.forget();
          return {
            ok: true,
            intent,
            article: c.editable(saved.data),
            message: 'Gespeichert.',
          } satisfies EditorActionResult;
        },
        refusal(c, intent, fields),
      );
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
      return askBackend(
        url,
        async () => {
          const moved = await api.send<{ data: WikiArticleData }>('POST', `${path}/status`, {
            body: { status, version: Number(text(form, 'version')), note },
          });
          c.forget();
          return {
            ok: true,
            intent,
            article: c.editable(moved.data),
            message: `Status: ${WIKI_STATUS_LABELS[status]}.`,
          } satisfies EditorActionResult;
        },
        refusal(c, intent, null),
      );
    }

    return data<EditorActionResult>(
      { ok: false, intent, message: 'Unbekannte Aktion.' },
      { status: 400 },
    );
  };
}

// ---- History ----

/** A revision as the backend lists it (every collection of the engine). */
export interface RevisionItem {
  version: number;
  title: string;
  status: WikiStatus;
  note: string;
  author: WikiPerson | null;
  created_at: string;
}

/** The backend's comparison of two revisions. */
export interface DiffAnswer {
  from: { version: number; author: WikiPerson | null; created_at: string; note: string };
  to: { version: number; author: WikiPerson | null; created_at: string; note: string };
  fields: { field: string; from: unknown; to: unknown }[];
  changes: { type: 'added' | 'removed' | 'unchanged'; value: string }[];
}

/** Unchanged runs keep three lines of context on each side of a change. */
function collapse(rows: DiffRow[]): DiffRow[] {
  return foldUnchanged<DiffRow>(
    rows,
    (count) => ({ type: 'skip', left: null, right: null, count }),
    3,
  );
}

/**
 * Both views of a body's change: the text as readers see it, by blocks and words (`blocks`), and
 * the Markdown line by line (`rows`).
 */
export async function comparison(
  changes: DiffAnswer['changes'],
  render: (markdown: string) => Promise<string>,
) {
  return {
    rows: diffRows(changes),
    blocks: await compareBodies(bodyOf(changes, 'removed'), bodyOf(changes, 'added'), render),
  };
}

/** One side of the backend's line diff: the body before (`removed`) or after (`added`). */
export function bodyOf(changes: DiffAnswer['changes'], side: 'removed' | 'added'): string {
  return changes
    .filter((part) => part.type === 'unchanged' || part.type === side)
    .map((part) => part.value)
    .join('');
}

/** The backend's diff of two bodies as the history page's Markdown view shows it: side by side, context kept short. */
export function diffRows(changes: DiffAnswer['changes']): DiffRow[] {
  return collapse(sideBySide(changes));
}

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

/** The fields every collection's history names (its own come from `fieldLabels`). */
const FIELD_LABELS: Record<string, string> = {
  title: 'Titel',
  description: 'Beschreibung',
  category: 'Kategorie',
  banner_media_id: 'Titelbild',
  status: 'Status',
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

/** A version number from the history page's query (`von`, `bis`), or null. */
export function versionParam(url: URL, name: string): number | null {
  const value = url.searchParams.get(name);
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The history page's data: every revision and the comparison of two (`?von=…&bis=…`). */
export function historyLoader(c: EditCollection) {
  return async (args: LoaderFunctionArgs) => {
    const { url, writer, read } = await requireWriter(c, args);
    const slug = encodeURIComponent(args.params.slug ?? '');
    const article = await read<WikiArticleData>(`${c.api}/${slug}`);
    const revisions = await read<RevisionItem[]>(`${c.api}/${slug}/revisions`);
    const to = versionParam(url, 'bis') ?? article.version;
    const from = versionParam(url, 'von') ?? (to > 1 ? to - 1 : null);
    let diff = null;
    if (from !== null && from !== to) {
      const answer = await read<DiffAnswer>(`${c.api}/${slug}/diff?from=${from}&to=${to}`);
      const labels = { ...FIELD_LABELS, ...c.fieldLabels };
      diff = {
        from: answer.from,
        to: answer.to,
        fields: answer.fields.map((f) => ({
          label: labels[f.field] ?? f.field,
          from: fieldText(f.field, f.from),
          to: fieldText(f.field, f.to),
        })),
        ...(await comparison(answer.changes, (md) => c.preview(md))),
      };
    }
    return {
      seo: {
        title: `Versionen: ${article.title}`,
        description: article.description,
        noindex: true,
      },
      article: {
        slug: article.slug,
        title: article.title,
        version: article.version,
        status: article.status,
      },
      canRestore: mayEdit(writer, article.status),
      revisions,
      diff,
    };
  };
}

/** Restores a revision as a new one. */
export function historyAction(c: EditCollection) {
  return async (args: ActionFunctionArgs) => {
    const { url, api } = await requireWriter(c, args);
    const slug = encodeURIComponent(args.params.slug ?? '');
    const form = await readForm(args.request);
    const version = text(form, 'restore');
    if (!/^[1-9]\d{0,8}$/.test(version))
      return data<HistoryActionResult>(
        { ok: false, message: 'Unbekannte Version.' },
        { status: 400 },
      );
    return askBackend(
      url,
      async () => {
        await api.send('POST', `${c.api}/${slug}/revisions/${version}/restore`, {
          body: { version: Number(text(form, 'current')) },
        });
        c.forget();
        throw redirect(`${c.base}/${slug}/versionen?wiederhergestellt=${version}`);
      },
      {
        unavailable: () =>
          data<HistoryActionResult>({ ok: false, message: c.words.unavailable }, { status: 503 }),
        refused: (error) =>
          data<HistoryActionResult>(
            { ok: false, message: error.message },
            { status: error.status >= 500 ? 502 : error.status },
          ),
      },
    );
  };
}

// ---- The wiki ----

const WIKI_EDITING: EditCollection = {
  base: '/intern/wiki',
  api: '/wiki/articles',
  images: '/wiki/images',
  write: PERMISSIONS.wikiWrite,
  publish: PERMISSIONS.wikiPublish,
  words: {
    newTitle: 'Neuer Artikel',
    description: 'Einen Artikel des Wikis schreiben.',
    unavailable:
      'Das Wiki ist gerade nicht erreichbar. Dein Text ist nicht verloren: Er steht weiter im Editor. Bitte versuche es gleich noch einmal.',
    gone: 'Diesen Artikel gibt es nicht mehr, oder du darfst ihn nicht mehr bearbeiten. Dein Text steht weiter im Editor.',
  },
  fieldNames: ['title', 'description', 'category', 'tags'],
  errorFields: {
    title: 'title',
    description: 'description',
    category: 'category',
    tags: 'tags',
    slug: 'title',
  },
  fieldLabels: { tags: 'Schlagwörter', visibility: 'Sichtbar für', pinned: 'Angeheftet' },
  editable: (a) => ({
    slug: a.slug,
    title: a.title,
    status: a.status,
    version: a.version,
    updated_at: a.updated_at,
    updated_by: a.updated_by,
    submitted: a.submitted ?? null,
    fields: {
      title: a.title,
      description: a.description,
      category: a.category,
      tags: a.tags.join(', '),
      body: a.body,
    },
  }),
  saveBody: (f) => ({
    title: f.title.trim(),
    description: (f.description ?? '').trim(),
    category: f.category,
    tags: (f.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    body: f.body,
  }),
  preview: async (body) => (await renderWikiBody(body)).html,
  async page(_api, read) {
    // Only the categories this writer may read (decision 035).
    const categories = (await read<WikiCategoryInfo[]>('/wiki/categories')).map((c) => c.name);
    const articles = await read<WikiArticleListItem[]>('/wiki/articles');
    return {
      blank: { title: '', description: '', category: categories[0] ?? '', tags: '', body: '' },
      links: articles.map((a) => ({ title: a.title, href: `/intern/wiki/${a.slug}` })),
      choices: { category: categories },
    };
  },
  forget: forgetWikiVersion,
};

export const wikiEditLoader = editLoader(WIKI_EDITING);
export const wikiEditAction = editAction(WIKI_EDITING);
export const wikiHistoryLoader = historyLoader(WIKI_EDITING);
export const wikiHistoryAction = historyAction(WIKI_EDITING);
