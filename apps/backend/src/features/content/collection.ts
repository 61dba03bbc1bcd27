// A collection of the content engine (decision 046): what differs between the collections the
// collection router serves (permissions, statuses, words, fields, pictures, review).
import type { Permission, WikiStatus } from '@frischkontor/contract';
import type { z } from 'zod';
import type { WikiArticleRow } from '../../db/schema';

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
}

export interface Collection {
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
  /** The address an entry gets from its title or the one given (job ads drop „(m/w/d)“). */
  address?: (slug: string) => string;
  /** The media library folder of the collection's pictures; no pictures when absent. */
  images?: { root: string; folder: string; log: string; missing: string };
  /** Newest first by default. */
  sort?: (a: WikiArticleRow, b: WikiArticleRow) => number;
  /** With a `review` status: who publishes hears of a submission (issue 28, item 4). */
  review?: { what: string; base: string };
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
