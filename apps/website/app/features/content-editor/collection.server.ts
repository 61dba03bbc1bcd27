// The writing side of the content engine (decisions 022, 033, 046): what the editor, the workflow
// and the history need to know of a collection (an `EditCollection`: the wiki's in wiki.server.ts,
// the blog's in features/blog-editor), and who opens these pages. Only writers do; everyone else
// gets the 404 a missing entry gets. The backend checks every call again.
import { formText } from '@frischkontor/server-kit';
import { can, type WikiArticleData, type WikiStatus } from '@frischkontor/contract';
import type { ApiClient } from '@frischkontor/helium-client';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import type { Viewer } from '~/platform/context/viewer';
import type { EditableArticle, EditorFields, LinkTarget, Writer } from './types';
import { pageNotFound } from '~/platform/errors/not-found';

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
    /** The backend does not answer a save; the text stays in the editor. */
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
  /** A part of its own as the history's comparison names it (the news' audience); else the engine's wording. */
  fieldText?(field: string, value: unknown): string | undefined;
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

export const notFound = (url: URL) => pageNotFound(url.pathname);

/** Staff with the write permission; for everyone else the page does not exist. */
export async function requireWriter(
  c: EditCollection,
  args: LoaderFunctionArgs | ActionFunctionArgs,
) {
  const url = new URL(args.request.url);
  const viewer: Viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, c.write)) throw notFound(url);
  const writer: Writer = { publish: can(viewer.user, c.publish) };
  const api = backendFor(args.request, args.context);
  return { url, viewer, writer, api, read: <T>(path: string) => read<T>(api, url, path) };
}

/**
 * Reads a page's data from the API; a 404 of the API is our 404, a backend that does not answer
 * our 503 „Gerade nicht erreichbar“. A page load is no save: the collection's words of a text kept
 * in the editor are the actions' (2026-12-01: the editor's page said so while nothing was typed).
 */
async function read<T>(api: ApiClient, url: URL, path: string): Promise<T> {
  const answer = await askBackend(url, () => api.get<{ data: T }>(path), { notFound: true });
  return answer.data;
}

/** Whether this writer may change the item's text (decision 022: published ones only publishers). */
export function mayEdit(writer: Writer, status: WikiStatus) {
  return writer.publish || status === 'draft' || status === 'review';
}

/** A text field of a submitted form; empty when absent. */
export const text = formText;
