// A collection of the content engine (decision 046): what differs between the collections the
// collection router serves (permissions, statuses, words, fields, pictures, review) and the hooks
// through which a collection with rules of its own (the wiki) says who reads what, what a save
// must pass and whom a status change tells. A collection without a hook has the engine's default
// (hooks.ts), which is what the blog and the job ads do.
import type { Permission, WikiStatus } from '@frischkontor/contract';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { WikiArticleRow } from '../../db/schema';
import type { Library } from '../media';
import type { Settings } from '../settings';
import type { Reader } from './access';
import type { ArticleState, ListFilter, RevisionGuard } from './state';
import type { ContentStore } from './store';

/** The messages that name what a collection holds („Beitrag“, „Stellenanzeige“). */
export interface CollectionMessages {
  stale: (name: string, current: number, yours: number) => string;
  mayNotWrite: string;
  mayNotEdit: string;
  slugTaken: string;
  /** Log lines. */
  created: string;
  changed: string;
  statusChanged: string;
  /** The log line of a restore; none without it. */
  restored?: string;
}

/** What a collection's hooks work with: the collection router's own arguments. */
export interface CollectionEnv {
  ctx: AppContext;
  store: ContentStore;
  library: Library;
  settings: Settings;
  nudgeMail: () => void;
}

/** A new entry as a collection's create schema makes it (a part the collection lacks left out). */
export interface EntryInput {
  slug?: string;
  title: string;
  description: string;
  category: string;
  body: string;
  status: WikiStatus;
  note: string;
  banner_media_id: number | null;
  tags?: string[];
  /** Role names; the collection's hooks make them ids. */
  visibility?: string[] | null;
  pinned?: boolean;
  date?: string | null;
  banner_alt?: string | null;
  byline?: string | null;
  fields?: Record<string, unknown> | null;
}

/** A change: the version it starts from, its note and the parts it changes (the rest stay). */
export type EntryChange = Partial<Omit<EntryInput, 'slug' | 'status' | 'note'>> & {
  version: number;
  note: string;
};

export interface StatusInput {
  status: WikiStatus;
  version?: number;
  note: string;
}

/** What the collection's API accepts (zod); derived from the collection when it gives none. */
export interface CollectionInputs {
  create: z.ZodType<EntryInput>;
  update: z.ZodType<EntryChange>;
  status: z.ZodType<StatusInput>;
}

/** A status change that was saved, for whom it tells. */
export interface StatusChanged {
  from: WikiStatus;
  to: WikiStatus;
  entry: WikiArticleRow;
  actorId: number;
  note: string;
}

/** An entry readers read was saved: made, changed or brought out (decision 055). */
export interface Published {
  entry: WikiArticleRow;
  actorId: number;
  /** Readers could not read it before: new, or published now. */
  first: boolean;
}

export interface Collection {
  /** The entries' path under the router's prefix: `/posts` by default, the wiki's `/articles`. */
  path?: string;
  permissions: { write: Permission; publish: Permission };
  /** Stable codes; the first is where a new entry starts. */
  statuses: readonly [WikiStatus, ...WikiStatus[]];
  statusLabels: Readonly<Partial<Record<WikiStatus, string>>>;
  /** What guests read; every other status answers 404 to anyone who may not write. */
  publicStatuses: readonly string[];
  /** The revision note of a status change without a note of its own. */
  statusNotes: Readonly<Partial<Record<WikiStatus, string>>>;
  versionHeader: string;
  messages: CollectionMessages;
  /** The log lines' field naming the entry's slug: `slug` by default, the wiki's `article`. */
  logKey?: string;
  /** Its own schemas (the wiki's); without them derived from the collection (schema.ts). */
  inputs?: CollectionInputs;
  /** What the list may be filtered by (`?category=&status=`); no filter when absent. */
  filters?: { [K in keyof ListFilter]?: z.ZodType<ListFilter[K]> };
  /** The category's values; free text when absent. */
  categories?: readonly string[];
  /** The editor's labels of the entry's own parts, as the messages name them. */
  labels?: Partial<Record<LabelledPart, string>>;
  /** What `fields` must hold on every save; entries of a collection without it have none. */
  fields?: z.ZodType<Record<string, unknown>>;
  /**
   * What an entry needs before guests read it (`publicStatuses`), checked on the title,
   * description, category, date, body and fields; with it, a draft needs only its title.
   */
  complete?: z.ZodType;
  /**
   * The address an entry gets from its title or the one given (job ads drop „(m/w/d)“), or the
   * 422 for one the collection keeps for pages of its own (the wiki's reserved addresses).
   */
  address?: (slug: string) => string;
  /** The media library folder of the collection's pictures; no pictures when absent. */
  images?: { root: string; folder: string; log: string; missing: string };
  /** Newest first by default; null keeps the store's order (by title). */
  sort?: ((a: WikiArticleRow, b: WikiArticleRow) => number) | null;
  /** With a `review` status: who publishes hears of a submission (issue 28, item 4). */
  review?: { what: string; base: string };

  // Hooks: a collection with rules of its own gives them; defaults in hooks.ts.

  /**
   * The reader behind a request, or the 404 for anyone who may not open the collection at all
   * (then its version too is for readers only). Default: anyone; writers and publishers by the
   * collection's permissions.
   */
  reader?: (env: CollectionEnv, req: Request, res: Response) => Promise<Reader>;
  /** Whether the reader may read the entry; default: writers any, others `publicStatuses`. */
  mayRead?: (reader: Reader, entry: WikiArticleRow) => boolean;
  /**
   * Which revisions of an entry they read a reader may read (a test of each as it was saved),
   * or null when its history is not theirs at all (404). Default: writers all, others none.
   */
  revisionsFor?: (reader: Reader) => ((revision: RevisionGuard) => boolean) | null;
  /**
   * Throws when the reader may not save this input (a create without `current`): a category,
   * banner or picture they may not use. Default: the banner must be one of the collection's.
   */
  checkInput?: (
    env: CollectionEnv,
    reader: Reader,
    input: EntryInput | EntryChange,
    current?: ArticleState,
  ) => Promise<void>;
  /**
   * The parts of the state the collection makes of the input itself, after the checks and the
   * address (the wiki: visibility from role names). Default: none.
   */
  ownParts?: (
    env: CollectionEnv,
    reader: Reader,
    input: EntryInput | EntryChange,
    current?: ArticleState,
  ) => Promise<Partial<ArticleState>>;
  /**
   * The address a new entry gets when `wanted` is taken by one the reader may not read (the
   * wiki: the next free suffix); a slug taken in between is then looked at again. Default: a
   * taken address is refused.
   */
  freeSlug?: (env: CollectionEnv, reader: Reader, wanted: string) => Promise<string>;
  /** Whom a saved status change tells. Default: on review, who publishes (`review`). */
  statusChanged?: (env: CollectionEnv, change: StatusChanged) => Promise<void>;
  /**
   * Whom a saved entry that readers read tells (those who watch it, decision 055); runs once the save
   * stands, and a failure is logged, never the save's. Default: nobody.
   */
  published?: (env: CollectionEnv, published: Published) => Promise<void>;
  /** Routes of the collection's own beside the entries' (the wiki's review queue, uploads). */
  routes?: (router: Router, env: CollectionEnv) => void;
}

export type LabelledPart = 'title' | 'description' | 'category' | 'date' | 'body';

export const LABELS: Record<LabelledPart, string> = {
  title: 'Titel',
  description: 'Anriss',
  category: 'Kategorie',
  date: 'Datum',
  body: 'Text',
};

export const COLLECTION_MESSAGES = {
  slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
  date: 'Bitte das Datum als JJJJ-MM-TT angeben.',
  banner: 'Das Titelbild muss ein Bild aus der Mediathek sein.',
  bannerAlt: 'Bitte das Titelbild in einem Alternativtext beschreiben.',
  noImage: 'Bitte ein Bild auswählen.',
  imageType: 'Bitte ein Foto oder eine Grafik als PNG, JPEG, WebP oder GIF hochladen.',
  mayNotMove: (label: string) =>
    `Den Status „${label}“ setzen nur Personen, die veröffentlichen dürfen.`,
} as const;
