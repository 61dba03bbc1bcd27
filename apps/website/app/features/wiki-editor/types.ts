import type { WikiPerson, WikiStatus } from '@frischkontor/contract';

/** How the editors take a picture the page uploaded. */
export interface ImageUpload {
  /** Opens the page's upload form (file and alt text). */
  open(): void;
  /** The editor registers how it inserts a picture; returns the unregistration. */
  attach(insert: (src: string, alt: string) => void): () => void;
}

export interface Writer {
  publish: boolean;
}

/** What the editor holds of an article. */
export interface EditableArticle {
  slug: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  body: string;
  status: WikiStatus;
  version: number;
  updated_at: string;
  updated_by: WikiPerson | null;
}

export interface Conflict {
  message: string;
  current: EditableArticle;
  /** The text and fields that were not saved. */
  yours: { title: string; description: string; category: string; tags: string[]; body: string };
}

export type EditorActionResult =
  | { ok: true; intent: 'save' | 'status'; article: EditableArticle; message: string }
  | { ok: true; intent: 'preview'; html: string }
  | { ok: true; intent: 'image'; src: string; alt: string }
  | { ok: false; intent: string; message: string; fields?: Record<string, string> }
  | { ok: false; intent: 'save' | 'status'; conflict: Conflict; message: string };

/** One row of the side-by-side view: a line before, a line after, or the same on both. */
export interface DiffRow {
  type: 'same' | 'changed' | 'removed' | 'added' | 'skip';
  left: string | null;
  right: string | null;
  /** `skip`: how many unchanged lines are left out. */
  count?: number;
}

export type HistoryActionResult = { ok: false; message: string };

/** The answer to a category's new limit (decision 035). */
export type CategoryActionResult = { ok: boolean; slug: string; message: string };

/** The answer to a saved synonym list (decision 034); `text` is what the field shows again. */
export type SynonymActionResult = {
  ok: boolean;
  text: string;
  message: string;
  /** One German sentence per line the backend refused. */
  problems: string[];
};
