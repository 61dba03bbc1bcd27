// What a save in the wiki must pass beyond its schema (schema.ts), as hooks of its `Collection`
// (collection.ts): the writer may use the category, the banner and the pictures they name,
// only wiki admins set who may read an article, and a new article's address never tells a
// writer of an article hidden from them.
import type { MediaRow } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import {
  canRead,
  guarded,
  withSuffix,
  type ArticleState,
  type CollectionEnv,
  type ContentStore,
  type EntryChange,
  type EntryInput,
  type Reader,
} from '../content';
import { WIKI_CATEGORIES } from '@frischkontor/contract';
import { WIKI_IMAGE_FOLDER } from './files';
import { WIKI_MESSAGES } from './messages';
import { createWikiPictures, pictureNames } from './pictures';

/** A category hidden from the writer is one they cannot choose: it answers as unknown. */
function checkCategory(reader: Reader, category: string) {
  if (!reader.hiddenCategories.has(category)) return;
  const open = WIKI_CATEGORIES.filter((c) => !reader.hiddenCategories.has(c));
  throw new ValidationError({
    category: [`Bitte für „Kategorie“ einen der Werte wählen: ${open.join(', ')}.`],
  });
}

/** A new banner: a picture of the wiki's folder the writer may see; any other as unknown. */
async function checkBanner({ ctx, library }: CollectionEnv, reader: Reader, id: number | null) {
  if (id === null) return;
  const row = await library.findById(id);
  const usable =
    row &&
    !row.is_dir &&
    row.mime_type.startsWith('image/') &&
    row.path === `${WIKI_IMAGE_FOLDER}/${row.name}` &&
    (await createWikiPictures(ctx.db).visibleTo(reader, [row])).has(row.id);
  if (!usable) throw new ValidationError({ banner_media_id: [WIKI_MESSAGES.banner] });
}

/**
 * Pictures a save adds to the body must be ones the writer may see: one of an article hidden
 * from them answers as a missing one, so an article of theirs cannot open it to them.
 */
async function checkPictures(
  { ctx, library }: CollectionEnv,
  reader: Reader,
  body: string,
  before = '',
) {
  const had = pictureNames(before);
  const added = [...pictureNames(body)].filter((name) => !had.has(name));
  if (!added.length) return;
  const rows = new Map<string, MediaRow>();
  for (const name of added) {
    const row = await library.find(`${WIKI_IMAGE_FOLDER}/${name}`);
    if (row && !row.is_dir) rows.set(name, row);
  }
  const visible = await createWikiPictures(ctx.db).visibleTo(reader, [...rows.values()]);
  const refused = added.filter((name) => !visible.has(rows.get(name)?.id ?? 0));
  if (refused.length) throw new ValidationError({ body: refused.map(WIKI_MESSAGES.picture) });
}

/** Of a create (no `current`) or a change, what the writer may not use; admins alone limit. */
export async function checkInput(
  env: CollectionEnv,
  reader: Reader,
  input: EntryInput | EntryChange,
  current?: ArticleState,
) {
  if (!current && (input.visibility ?? null) !== null && !reader.admin)
    throw new HttpError(403, WIKI_MESSAGES.visibility);
  if (input.category !== undefined) checkCategory(reader, input.category);
  if (input.banner_media_id !== undefined && input.banner_media_id !== current?.banner_media_id)
    await checkBanner(env, reader, input.banner_media_id);
  if (input.body !== undefined) await checkPictures(env, reader, input.body, current?.body);
}

async function visibilityIds(store: ContentStore, names: string[] | null) {
  if (names === null) return null;
  const { ids, unknown } = await store.roleIds(names);
  if (unknown.length) throw new ValidationError({ visibility: [WIKI_MESSAGES.roles(unknown)] });
  return ids;
}

/** Who may read the article: role names as ids; a change of them by wiki admins only. */
export async function ownParts(
  { store }: CollectionEnv,
  reader: Reader,
  input: EntryInput | EntryChange,
  current?: ArticleState,
): Promise<Partial<ArticleState>> {
  if (!current) return { visibility: await visibilityIds(store, input.visibility ?? null) };
  if (input.visibility === undefined) return {};
  const ids = await visibilityIds(store, input.visibility);
  if (JSON.stringify(ids) !== JSON.stringify(current.visibility) && !reader.admin)
    throw new HttpError(403, WIKI_MESSAGES.visibility);
  return { visibility: ids };
}

/**
 * The slug a create gets. Taken by an article the writer may read: refused, they see it
 * anyway. Taken by one hidden from them: as a free one would, with the next free suffix
 * (`-2`, `-3`, …), so they never learn that it exists.
 */
export async function freeSlug({ store }: CollectionEnv, reader: Reader, wanted: string) {
  const taken = await store.findBySlug(wanted);
  if (!taken) return wanted;
  if (canRead(reader, guarded(taken)))
    throw new ValidationError({ slug: [WIKI_MESSAGES.slugTaken] });
  for (let n = 2; ; n++) {
    const slug = withSuffix(wanted, n);
    if (!(await store.findBySlug(slug))) return slug;
  }
}
