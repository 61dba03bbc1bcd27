// The history's server side for every collection: the revisions, two compared (the text as
// readers see it and the Markdown line by line, decision 040), and restore as a new revision.
import {
  WIKI_STATUS_LABELS,
  type WikiArticleData,
  type WikiPerson,
  type WikiStatus,
} from '@frischkontor/contract';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { mayEdit, requireWriter, text, type EditCollection } from './collection.server';
import { compareBodies, foldUnchanged } from './compare.server';
import type { DiffRow, HistoryActionResult } from './types';

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
          from: c.fieldText?.(f.field, f.from) ?? fieldText(f.field, f.from),
          to: c.fieldText?.(f.field, f.to) ?? fieldText(f.field, f.to),
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
