// Who may read a category (issue 17, decision 035), as the old CMS had it: „the category decides
// who may see the entry“. A wiki admin limits a category to roles; its articles are then read
// only by holders of one of them (and wiki admins), on every wiki call, whatever the article's
// own limit says (both must let a reader in). Each change raises the category's version, which
// counts into the wiki's content version, so every cache keyed by it asks again.
import {
  slugify,
  WIKI_CATEGORIES,
  WIKI_VERSION_HEADER,
  type WikiCategory,
  type WikiCategoryInfo,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { DB, WikiArticleRow } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { bodyOf, text, validate } from '../../http/validation';
import { canRead, guarded, SLUG, type ContentStore, type Reader } from '../content';
import { readerOf, type CategoryLimits } from './access';

export const CATEGORY_MESSAGES = {
  mayNotLimit: 'Nur Wiki-Administratoren legen fest, wer eine Kategorie lesen darf.',
  roles: (names: string[]) => `Diese Rollen gibt es nicht: ${names.join(', ')}.`,
} as const;

function parseIds(value: string | null): number[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The categories limited to roles, with the role ids that may read them. */
export async function categoryLimits(db: Kysely<DB>): Promise<CategoryLimits> {
  const rows = await db
    .selectFrom('wiki_categories')
    .select(['name', 'visibility'])
    .where('visibility', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.name, parseIds(r.visibility) ?? []]));
}

/**
 * The wiki reader behind this request, with the categories hidden from them; 404 for anyone
 * who may not open the wiki at all (asked before the database is).
 */
export async function requireWikiReader(
  ctx: AppContext,
  req: Request,
  res: Response,
): Promise<Reader> {
  const auth = await ctx.sessions.auth(req, res);
  if (!readerOf(auth)) throw notFound();
  return readerOf(auth, await categoryLimits(ctx.db))!;
}

/**
 * The wiki article at `:slug` with its reader, or 404 if it does not exist or the person may
 * not read it (the reader asked first).
 */
export async function readableArticle(
  ctx: AppContext,
  wiki: ContentStore,
  req: Request,
  res: Response,
): Promise<{ reader: Reader; article: WikiArticleRow }> {
  const reader = await requireWikiReader(ctx, req, res);
  const slug = String(req.params.slug ?? '');
  const article = SLUG.test(slug) ? await wiki.findBySlug(slug) : undefined;
  if (!article || !canRead(reader, guarded(article))) throw notFound();
  return { reader, article };
}

const bySlug = new Map(WIKI_CATEGORIES.map((name) => [slugify(name), name]));

const input = z.object({
  visibility: z
    .array(text('Rolle', 100), { error: 'Bitte die Rollen als Liste angeben.' })
    .max(20, 'Höchstens 20 Rollen.')
    .nullable(),
});

/** `/api/wiki/categories`: the categories a reader may see; wiki admins set their limits. */
export function wikiCategoriesRouter(ctx: AppContext, store: ContentStore): Router {
  const router = Router();
  const { db, logger } = ctx;

  async function infos(names: readonly WikiCategory[]): Promise<WikiCategoryInfo[]> {
    const rows = await db.selectFrom('wiki_categories').select(['name', 'visibility']).execute();
    const limits = new Map(rows.map((r) => [r.name, parseIds(r.visibility)]));
    const roles = await store.roleNames();
    return names.map((name) => {
      const ids = limits.get(name) ?? null;
      return {
        name,
        slug: slugify(name),
        visibility: ids === null ? null : ids.map((id) => roles.get(id) ?? `#${id}`).sort(),
      };
    });
  }

  router.get('/categories', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    const visible = WIKI_CATEGORIES.filter((c) => !reader.hiddenCategories.has(c));
    // Wiki admins choose among all roles.
    const meta = reader.admin ? { roles: [...(await store.roleNames()).values()].sort() } : {};
    res.json({ data: await infos(visible), meta });
  });

  router.put('/categories/:slug', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    const name = bySlug.get(String(req.params.slug));
    if (!name || reader.hiddenCategories.has(name)) throw notFound();
    if (!reader.admin) throw new HttpError(403, CATEGORY_MESSAGES.mayNotLimit);
    const { visibility } = validate(input, bodyOf(req));
    let ids: number[] | null = null;
    if (visibility !== null) {
      const found = await store.roleIds(visibility);
      if (found.unknown.length)
        throw new ValidationError({ visibility: [CATEGORY_MESSAGES.roles(found.unknown)] });
      ids = found.ids;
    }
    const stored = ids === null ? null : JSON.stringify(ids);
    const now = nowIso();
    const current = await db
      .selectFrom('wiki_categories')
      .select(['visibility'])
      .where('name', '=', name)
      .executeTakeFirst();
    if ((current?.visibility ?? null) !== stored) {
      await db
        .insertInto('wiki_categories')
        .values({
          name,
          visibility: stored,
          version: 1,
          updated_at: now,
          updated_by: reader.userId,
        })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet((eb) => ({
            visibility: stored,
            version: eb(eb.ref('wiki_categories.version'), '+', 1),
            updated_at: now,
            updated_by: reader.userId,
          })),
        )
        .execute();
      logger.info({ user: reader.userId, category: name, visibility }, 'Wiki-Kategorie begrenzt');
    }
    res.setHeader(WIKI_VERSION_HEADER, await store.contentVersion());
    res.json({ data: (await infos([name]))[0] });
  });

  return router;
}
