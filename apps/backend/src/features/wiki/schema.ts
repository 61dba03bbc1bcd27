// What the wiki API accepts: the articles' fields and the status change (zod).
import { WIKI_CATEGORIES, WIKI_STATUSES } from '@frischkontor/contract';
import { z } from 'zod';
import { flag, longText, oneOf, optionalText, positiveId, text } from '../../http/validation';
import { MAX_BODY, SLUG } from '../content';
import { WIKI_MESSAGES } from './messages';

/** Addresses the website uses for pages of its own under /intern/wiki. */
export const RESERVED_SLUGS = new Set([
  'suche',
  'bilder',
  'neu',
  'kategorien',
  'synonyme',
  'pruefung',
]);

const tags = z
  .array(text('Schlagwort', 60), { error: 'Bitte die Schlagwörter als Liste angeben.' })
  .max(30, 'Höchstens 30 Schlagwörter.')
  .transform((list) => [...new Set(list)]);

const visibility = z
  .array(text('Rolle', 100), { error: 'Bitte die Rollen als Liste angeben.' })
  .max(20, 'Höchstens 20 Rollen.')
  .nullable();

const fields = {
  title: text('Titel', 200),
  description: optionalText('Beschreibung', 500).transform((v) => v ?? ''),
  category: oneOf('Kategorie', WIKI_CATEGORIES),
  tags,
  banner_media_id: positiveId('Titelbild').nullable(),
  visibility,
  pinned: flag(),
  body: longText('Text', MAX_BODY),
};

const note = optionalText('Änderungsnotiz', 300).transform((v) => v ?? '');
const version = positiveId('Version');

const slugInput = z
  .string({ error: WIKI_MESSAGES.slug })
  .trim()
  .max(100, 'Die Adresse darf höchstens 100 Zeichen lang sein.')
  .regex(SLUG, WIKI_MESSAGES.slug)
  .refine((s) => !RESERVED_SLUGS.has(s), WIKI_MESSAGES.slugReserved);

export const createInput = z.object({
  slug: slugInput.optional(),
  ...fields,
  tags: tags.default([]),
  banner_media_id: fields.banner_media_id.default(null),
  visibility: visibility.default(null),
  status: oneOf('Status', WIKI_STATUSES).default('draft'),
  note,
});

export const updateInput = z.object({
  version,
  title: fields.title.optional(),
  description: fields.description.optional(),
  category: fields.category.optional(),
  tags: tags.optional(),
  banner_media_id: fields.banner_media_id.optional(),
  visibility: visibility.optional(),
  // Left out, it stays as it is.
  pinned: fields.pinned.optional(),
  body: fields.body.optional(),
  note,
});

export const statusInput = z.object({
  status: oneOf('Status', WIKI_STATUSES),
  version: version.optional(),
  note,
});
