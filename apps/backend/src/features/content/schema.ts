// What a collection's API accepts (zod), from its `Collection`, and the state an input makes.
import { z } from 'zod';
import { longText, optionalText, positiveId, text } from '../../http/validation';
import {
  COLLECTION_MESSAGES,
  LABELS,
  type Collection,
  type EntryChange,
  type EntryInput,
} from './collection';
import { SLUG } from './slugs';
import { STATE_FIELDS, type ArticleState } from './state';

export const MAX_BODY = 200_000;

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message);

/** Blank text, null and nothing all count as not given. */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

export function inputsOf(kind: Collection) {
  const label = { ...LABELS, ...kind.labels };
  // A collection that checks completeness before it goes public lets a draft leave parts empty.
  const drafts = !!kind.complete;
  const categoryMessage = kind.categories
    ? `Bitte für „${label.category}“ einen der Werte wählen: ${kind.categories.join(', ')}.`
    : '';
  const category = kind.categories
    ? drafts
      ? z.preprocess(
          (v) => (blank(v) ? '' : v),
          z
            .string({ error: categoryMessage })
            .refine((v) => v === '' || kind.categories!.includes(v), categoryMessage),
        )
      : z.enum(kind.categories as [string, ...string[]], { error: categoryMessage })
    : text(label.category, 50);
  const status = z.enum(kind.statuses, {
    error: `Bitte für „Status“ einen der Werte wählen: ${kind.statuses.join(', ')}.`,
  });
  const fields = kind.fields ?? z.null().optional();
  const dateMessage = kind.labels?.date
    ? `Bitte „${label.date}“ als Datum angeben (JJJJ-MM-TT).`
    : COLLECTION_MESSAGES.date;
  const strictDate = isoDate(dateMessage);
  const draftDate = z.preprocess((v) => (blank(v) ? null : v), strictDate.nullable());
  const date = drafts ? draftDate : strictDate;
  const common = {
    title: text(label.title, 200),
    description: optionalText(label.description, 500).transform((v) => v ?? ''),
    category,
    date,
    banner_media_id: positiveId('Titelbild').nullable(),
    banner_alt: optionalText('Alternativtext', 300).transform((v) => v ?? null),
    byline: optionalText('Autor', 100).transform((v) => v ?? null),
    body: drafts
      ? optionalText(label.body, MAX_BODY, { lines: true }).transform((v) => v ?? '')
      : longText(label.body, MAX_BODY),
  };
  const note = optionalText('Änderungsnotiz', 300).transform((v) => v ?? '');
  const version = positiveId('Version');
  return {
    create: z.object({
      slug: z
        .string({ error: COLLECTION_MESSAGES.slug })
        .trim()
        .max(100, 'Die Adresse darf höchstens 100 Zeichen lang sein.')
        .regex(SLUG, COLLECTION_MESSAGES.slug)
        .optional(),
      ...common,
      // Parts a draft may leave out (without `complete` they are required).
      category: drafts ? common.category.default('') : common.category,
      date: drafts ? draftDate.default(null) : strictDate,
      banner_media_id: common.banner_media_id.default(null),
      fields: drafts ? fields.optional() : fields,
      status: status.default(kind.statuses[0]),
      note,
    }),
    update: z.object({
      version,
      title: common.title.optional(),
      description: common.description.optional(),
      category: common.category.optional(),
      date: common.date.optional(),
      banner_media_id: common.banner_media_id.optional(),
      banner_alt: common.banner_alt.optional(),
      byline: common.byline.optional(),
      body: common.body.optional(),
      fields: fields.optional(),
      note,
    }),
    status: z.object({ status, version: version.optional(), note }),
    restore: z.object({ version: version.optional(), note }),
  };
}

/** A new entry's state; what the collection's input lacks is empty (its own parts aside). */
export function newState(input: EntryInput): ArticleState {
  return {
    title: input.title,
    description: input.description,
    category: input.category as ArticleState['category'],
    tags: input.tags ?? [],
    banner_media_id: input.banner_media_id,
    status: input.status,
    visibility: null,
    pinned: input.pinned ?? false,
    body: input.body,
    date: input.date ?? null,
    banner_alt: input.banner_media_id ? (input.banner_alt ?? null) : null,
    byline: input.byline ?? null,
    fields: input.fields ?? null,
  };
}

/**
 * The parts a change gives as they are saved: all but the status (it changes only through
 * /status) and the visibility (role names the collection makes ids of itself).
 */
type Changeable = Exclude<(typeof STATE_FIELDS)[number], 'status' | 'visibility'>;
const CHANGEABLE = STATE_FIELDS.filter(
  (part): part is Changeable => part !== 'status' && part !== 'visibility',
);

/** The state after a change: the parts it names, the rest as they are; no banner, no description. */
export function changedState(current: ArticleState, change: EntryChange): ArticleState {
  const next = { ...current };
  for (const part of CHANGEABLE)
    if (change[part] !== undefined) Object.assign(next, { [part]: change[part] });
  if (next.banner_media_id === null) next.banner_alt = null;
  return next;
}
