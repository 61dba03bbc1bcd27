import type { WikiPerson, WikiSubmission, WikiStatus } from '@frischkontor/contract';
import type { ReactNode } from 'react';

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

/**
 * The form's fields as the editor holds them, all text: the wiki's title, description,
 * category, tags (comma-separated) and body; a blog post's with its date, byline and banner.
 */
export type EditorFields = Record<string, string> & { title: string; body: string };

/** What the editor holds of an article or post. */
export interface EditableArticle {
  slug: string;
  title: string;
  status: WikiStatus;
  version: number;
  updated_at: string;
  updated_by: WikiPerson | null;
  fields: EditorFields;
  /** In review: who submitted it, when, with what comment (the publisher decides on it). */
  submitted?: WikiSubmission | null;
}

export interface Conflict {
  message: string;
  current: EditableArticle;
  /** The text and fields that were not saved. */
  yours: EditorFields;
}

/** A page the link field offers by its title (the wiki's articles, the blog's posts). */
export interface LinkTarget {
  title: string;
  href: string;
}

/** What the link field says. */
export interface LinkWords {
  linkLabel: string;
  placeholder: string;
}

export type EditorActionResult =
  | { ok: true; intent: 'save' | 'status'; article: EditableArticle; message: string }
  | { ok: true; intent: 'preview'; html: string }
  | { ok: true; intent: 'image'; id: number | null; src: string; alt: string }
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

/** A changed paragraph, heading or list item, word by word. */
export type CompareWords = { type: 'same' | 'added' | 'removed'; text: string }[];

/** One block of the comparison as readers see the text (compare.server.ts). */
export type CompareRow =
  | { type: 'same' | 'added' | 'removed'; html: string }
  | { type: 'skip'; count: number }
  | { type: 'changed'; tag: string; words: CompareWords; marker?: string }
  | { type: 'replaced'; from: string; to: string };

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

/** A status change the workflow offers. */
export interface Move {
  to: WikiStatus;
  label: string;
  /** Giving it back to the author: a comment is required. */
  returns?: boolean;
  primary?: boolean;
}

/** What the fields above the text get from the page. */
export interface FieldsProps {
  fields: EditorFields;
  change: (patch: Record<string, string>) => void;
  errors: Record<string, string>;
  /** A new one: nothing saved yet. */
  created: boolean;
  /** Lists the loader offers (the wiki's categories). */
  choices: Record<string, string[]>;
}

/** What makes the editor the wiki's or the blog's. */
export interface EditorKind {
  /** The collection's intranet pages: `/intern/wiki`. */
  base: string;
  /** Its crumb: „Wiki“. */
  section: string;
  /** Prefix of the fetchers and of the browser's copy: `wiki`. */
  key: string;
  words: {
    /** „Neuer Artikel“ */
    newTitle: string;
    /** Said when a new one is created. */
    created: string;
    /** The conflict's heading: „den Artikel“. */
    theItem: string;
    /** Above the preview. */
    preview: string;
    /** Shown in the workflow when this writer may not change the status. */
    noMoves: string;
    /** Who hears of it when it is published, said before the button (decision 055). */
    publishNote?: string;
  };
  /** Where the crumb of the item leads, if anywhere. */
  itemLink(article: Pick<EditableArticle, 'slug' | 'status'>): string | undefined;
  /** Where readers see it, when they do. */
  viewLink(article: Pick<EditableArticle, 'slug' | 'status'>): { label: string; to: string } | null;
  /** What this writer may do from this status. */
  moves(status: WikiStatus, writer: Writer): Move[];
  /** The fields above the text. */
  Fields: (props: FieldsProps) => ReactNode;
  /** The preview around the body as readers see it; without one, the body alone. */
  Preview?: (props: { fields: EditorFields; html: string }) => ReactNode;
  linkWords?: LinkWords;
  /** Where `images/<name>` is on screen. */
  imageBase?: string;
}

/** What the history needs of a collection: the wiki's and the blog's EditorKind, the job ads'. */
export type HistoryKind = Pick<EditorKind, 'base' | 'section' | 'itemLink' | 'viewLink'> & {
  /** The collection's own names of its statuses; the wiki's otherwise. */
  statusLabels?: Partial<Record<WikiStatus, string>>;
};
