// Review dates of wiki articles (issue 32, item 3; decision 054), under BACKEND_PREFIX/wiki: an
// owner sets „Geprüft, unverändert“ (`POST /articles/{slug}/reviewed`), which renews the day by
// the category's interval without a revision; who may edit an article sets its owner and day
// (`PUT /articles/{slug}/review-date`); `GET /review-dates` lists what is due (the person's own;
// `?scope=all` for wiki admins, by category and owner); `GET /review-dates/owners` who may own.
// The reader is asked before anything is loaded; whoever may not read an article gets 404.
import {
  addMonths,
  hamburgDay,
  isCalendarDay,
  reviewMonthsOf,
  reviewStateOf,
  WIKI_CATEGORIES,
  type WikiDueArticle,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { WikiArticleRow } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { audit, auditActor } from '../audit';
import { bodyOf, oneOf, positiveId, queryOf, validate } from '../../http/validation';
import { canEdit, canRead, guarded, type ContentStore, type Reader } from '../content';
import { categoryLimits, readableArticle, requireWikiReader } from './categories';
import { wikiWriters, writerWhoLooksAfter } from './notify';

export const REVIEW_DATE_MESSAGES = {
  day: 'Bitte „prüfen bis“ als Tag im Format JJJJ-MM-TT angeben.',
  past: 'Bitte für „prüfen bis“ einen Tag ab heute angeben.',
  owner: 'Die verantwortliche Person muss im Wiki schreiben und den Artikel lesen dürfen.',
  mayNotSet:
    'Verantwortliche und „prüfen bis“ legen nur Personen fest, die den Artikel ändern dürfen.',
  mayNotConfirm:
    'Die Prüfung bestätigen nur die verantwortliche Person und wer den Artikel ändern darf.',
  notPublished: 'Geprüft werden nur veröffentlichte Artikel.',
  mayNotList: 'Alle fälligen Artikel sehen nur Wiki-Administratoren.',
} as const;

const day = z
  .string({ error: REVIEW_DATE_MESSAGES.day })
  .refine(isCalendarDay, REVIEW_DATE_MESSAGES.day)
  .refine((d) => d >= hamburgDay(), REVIEW_DATE_MESSAGES.past);

const setInput = z.object({
  owner_id: positiveId('Verantwortliche Person').nullable().optional(),
  review_by: day.nullable().optional(),
});

const listInput = z.object({
  scope: oneOf('Umfang', ['mine', 'all']).default('mine'),
  category: oneOf('Kategorie', WIKI_CATEGORIES).optional(),
  owner: positiveId('Verantwortliche Person').optional(),
});

/** A review-date row that keeps every default (the creator, the category's interval). */
export function emptyRow(articleId: number, version: number) {
  return {
    article_id: articleId,
    owner_id: null,
    review_by: null,
    reviewed_at: null,
    reviewed_by: null,
    reminded_for: null,
    version,
  };
}

export function wikiReviewDatesRouter(ctx: AppContext, wiki: ContentStore): Router {
  const router = Router();
  const { db, logger } = ctx;

  const readable = (req: Request, res: Response) => readableArticle(ctx, wiki, req, res);

  async function reviewOf(article: WikiArticleRow) {
    const [view] = await wiki.views([article]);
    return view!.review!;
  }

  /** Writes the row (made on first use), raising its version: the content version follows. */
  async function store(
    trx: typeof db,
    article: WikiArticleRow,
    values: {
      owner_id?: number | null;
      review_by?: string | null;
      reviewed_at?: string;
      reviewed_by?: number;
    },
  ) {
    await trx
      .insertInto('wiki_review_dates')
      .values({ ...emptyRow(article.id, 1), ...values })
      .onConflict((oc) =>
        oc.column('article_id').doUpdateSet((eb) => ({
          ...values,
          version: eb(eb.ref('wiki_review_dates.version'), '+', 1),
        })),
      )
      .execute();
  }

  const actorOf = async (req: Request, reader: Reader) => {
    const me = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('id', '=', reader.userId)
      .executeTakeFirst();
    return auditActor(req, me);
  };

  router.put('/articles/:slug/review-date', async (req, res) => {
    const { reader, article } = await readable(req, res);
    if (!canEdit(reader, guarded(article)))
      throw new HttpError(403, REVIEW_DATE_MESSAGES.mayNotSet);
    const data = validate(setInput, bodyOf(req));
    if (
      data.owner_id &&
      !(await writerWhoLooksAfter(ctx, data.owner_id, article, await categoryLimits(db)))
    )
      throw new ValidationError({ owner_id: [REVIEW_DATE_MESSAGES.owner] });
    const actor = await actorOf(req, reader);
    await db.transaction().execute(async (trx) => {
      await store(trx, article, data);
      await audit(
        trx,
        actor,
        'wiki.review_date_set',
        {
          type: 'wiki',
          id: article.slug,
          label: article.title,
        },
        data,
      );
    });
    logger.info({ user: reader.userId, article: article.slug, ...data }, 'Prüfdatum gesetzt');
    res.setHeader('X-Wiki-Version', await wiki.contentVersion());
    res.json({ data: await reviewOf(article) });
  });

  router.post('/articles/:slug/reviewed', async (req, res) => {
    const { reader, article } = await readable(req, res);
    const current = await reviewOf(article);
    const owner = reader.write && current.owner?.id === reader.userId;
    if (!owner && !canEdit(reader, guarded(article)))
      throw new HttpError(403, REVIEW_DATE_MESSAGES.mayNotConfirm);
    if (article.status !== 'published')
      throw new ValidationError({ status: [REVIEW_DATE_MESSAGES.notPublished] });
    const reviewBy = addMonths(hamburgDay(), reviewMonthsOf(article.category));
    const actor = await actorOf(req, reader);
    await db.transaction().execute(async (trx) => {
      await store(trx, article, {
        review_by: reviewBy,
        reviewed_at: nowIso(),
        reviewed_by: reader.userId,
      });
      await audit(
        trx,
        actor,
        'wiki.reviewed',
        {
          type: 'wiki',
          id: article.slug,
          label: article.title,
        },
        { review_by: reviewBy, version: article.version },
      );
    });
    logger.info(
      { user: reader.userId, article: article.slug },
      'Wiki-Artikel geprüft, unverändert',
    );
    res.setHeader('X-Wiki-Version', await wiki.contentVersion());
    res.json({ data: await reviewOf(article) });
  });

  router.get('/review-dates/owners', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    if (!reader.write) throw new HttpError(403, REVIEW_DATE_MESSAGES.mayNotSet);
    res.json({ data: await wikiWriters(ctx) });
  });

  router.get('/review-dates', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    const filter = validate(listInput, queryOf(req));
    if (filter.scope === 'all' && !reader.admin)
      throw new HttpError(403, REVIEW_DATE_MESSAGES.mayNotList);
    const owner = filter.scope === 'mine' ? reader.userId : filter.owner;
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: await dueArticles(wiki, reader, { category: filter.category, owner }) });
  });

  return router;
}

/** Published articles the reader reads that are due or overdue, soonest first. */
export async function dueArticles(
  wiki: ContentStore,
  reader: Reader | null,
  filter: { category?: string; owner?: number } = {},
  today = hamburgDay(),
): Promise<WikiDueArticle[]> {
  const rows = (await wiki.list({ status: 'published', category: filter.category })).filter(
    (row) => !reader || canRead(reader, guarded(row)),
  );
  const views = await wiki.views(rows);
  return views
    .map((v) => ({
      slug: v.slug,
      title: v.title,
      category: v.category,
      ...v.review!,
      state: reviewStateOf(v.review!.review_by, today),
    }))
    .filter((a) => a.state !== 'ok' && (!filter.owner || a.owner?.id === filter.owner))
    .sort((a, b) => a.review_by.localeCompare(b.review_by) || a.title.localeCompare(b.title, 'de'));
}
