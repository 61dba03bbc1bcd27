// The engine's defaults for the hooks a collection may give (collection.ts), which are what the
// blog and the job ads do: anyone reads the public entries, writers every entry and revision; a
// banner is one of the collection's own pictures and has its description; on review, who
// publishes hears of it. A collection's own hook replaces the default.
import { ValidationError } from '../../http/errors';
import { collectionReaderOf } from './access';
import {
  COLLECTION_MESSAGES,
  type Collection,
  type CollectionEnv,
  type EntryChange,
  type EntryInput,
  type StatusChanged,
} from './collection';
import { holdersOf, tellReviewers } from './notify';
import type { ArticleState } from './state';

/** The hooks every collection has, its own or the engine's. */
export type Hooks = Required<
  Pick<
    Collection,
    'reader' | 'mayRead' | 'revisionsFor' | 'checkInput' | 'ownParts' | 'statusChanged'
  >
>;

export function hooksOf(kind: Collection): Hooks {
  return {
    reader:
      kind.reader ??
      (async ({ ctx }, req, res) => collectionReaderOf(await ctx.sessions.auth(req, res), kind)),
    mayRead:
      kind.mayRead ??
      ((reader, entry) => reader.write || kind.publicStatuses.includes(entry.status)),
    // Readers see the public entry; writers read every revision (no limits to roles).
    revisionsFor: kind.revisionsFor ?? ((reader) => (reader.write ? () => true : null)),
    checkInput:
      kind.checkInput ?? ((env, _reader, input, current) => checkBanner(env, kind, input, current)),
    ownParts: kind.ownParts ?? (async () => ({})),
    statusChanged: kind.statusChanged ?? ((env, change) => tellOnReview(env, kind, change)),
  };
}

const keep = <T>(value: T | undefined, old: T) => (value === undefined ? old : value);

/**
 * The banner as the entry will have it: one of the collection's own pictures (any other would
 * be named to everyone who reads the entry) with a description. A change checks it only when it
 * names the banner or its description.
 */
async function checkBanner(
  { library }: CollectionEnv,
  kind: Collection,
  input: EntryInput | EntryChange,
  current?: ArticleState,
) {
  if (current && input.banner_media_id === undefined && input.banner_alt === undefined) return;
  const id = keep(input.banner_media_id, current?.banner_media_id ?? null);
  const alt = keep(input.banner_alt, current?.banner_alt ?? null);
  if (id === null) return;
  const row = await library.findById(id);
  const own = !!row && !!kind.images && row.path === `${kind.images.folder}/${row.name}`;
  if (!own || !row || row.is_dir || !row.mime_type.startsWith('image/'))
    throw new ValidationError({ banner_media_id: [COLLECTION_MESSAGES.banner] });
  if (!alt) throw new ValidationError({ banner_alt: [COLLECTION_MESSAGES.bannerAlt] });
}

/** An entry sent to review: who publishes in the collection hears of it (issue 28, item 4). */
async function tellOnReview(
  { ctx, settings, nudgeMail }: CollectionEnv,
  kind: Collection,
  { to, entry, actorId, note }: StatusChanged,
) {
  if (to !== 'review' || !kind.review) return;
  await tellReviewers(ctx, settings, nudgeMail, {
    people: await holdersOf(ctx, [kind.permissions.publish]),
    what: kind.review.what,
    title: entry.title,
    actorId,
    comment: note || null,
    url: `${ctx.config.websiteUrl}${kind.review.base}/${entry.slug}/bearbeiten`,
    queueUrl: `${ctx.config.websiteUrl}${kind.review.base}`,
  });
}
