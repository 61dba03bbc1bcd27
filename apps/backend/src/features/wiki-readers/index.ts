// What readers do with the wiki (issue 17, decision 035), under BACKEND_PREFIX/wiki with the
// API's session, CSRF and origin rules: favourites and „Zuletzt angesehen“ (the person's own),
// „War dieser Artikel hilfreich?“ and „Fehler melden“ (they reach the author, see notify.ts),
// and what writers see of them. An article the person may not read answers 404, as in the wiki.
import {
  WIKI_CATEGORIES,
  WIKI_FEEDBACK_LIMITS,
  type WatchState,
  type WikiWatches,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { bodyOf, idParam, longText, oneOf, optionalText, validate } from '../../http/validation';
import { canEdit, canRead, guarded, type ContentStore } from '../content';
import type { Settings } from '../settings';
import { categoryLimits, readableArticle, requireWikiReader } from '../wiki';
import { tellAboutReader } from './notify';
import { createReadersStore } from './store';
import { createWatches } from '../watching';

export { readerDataOf } from './store';

export const READER_MESSAGES = {
  mayNotSee: 'Die Rückmeldungen zu einem Artikel sehen nur Personen, die im Wiki schreiben.',
  mayNotResolve: 'Fehlermeldungen erledigen nur Personen, die diesen Artikel ändern dürfen.',
  helpful: 'Bitte angeben, ob der Artikel hilfreich war (true oder false).',
  reportShort: 'Bitte den Fehler in ein paar Worten beschreiben.',
} as const;

const voteInput = z.object({
  helpful: z.boolean({ error: READER_MESSAGES.helpful }),
  comment: optionalText('Kommentar', WIKI_FEEDBACK_LIMITS.comment, { lines: true }),
});

const categoryWatchInput = z.object({
  category: oneOf('Kategorie', WIKI_CATEGORIES),
  watching: z.boolean({
    error: 'Bitte angeben, ob die Kategorie beobachtet wird (true oder false).',
  }),
});

const reportInput = z.object({
  text: longText('Fehlerbeschreibung', WIKI_FEEDBACK_LIMITS.report).refine(
    (text) => text.length >= WIKI_FEEDBACK_LIMITS.reportMin,
    READER_MESSAGES.reportShort,
  ),
});

export function wikiReadersRouter(
  ctx: AppContext,
  wiki: ContentStore,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const store = createReadersStore(ctx.db, wiki);
  const watches = createWatches(ctx.db);
  const { logger, limits } = ctx;

  /** The article at :slug, or 404 if it does not exist or the person may not read it. */
  const readable = (req: Request, res: Response) => readableArticle(ctx, wiki, req, res);

  router.get('/me', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: await store.lists(reader) });
  });

  // Opening an article: remembered for „Zuletzt angesehen“; the answer is what the person has
  // done with it (favourite, their answer; for writers the readers' answers in figures), so the
  // page needs one request for all of it.
  router.post('/articles/:slug/views', async (req, res) => {
    const { reader, article } = await readable(req, res);
    await store.viewed(reader.userId, article.id);
    const state = await store.state(reader.userId, article.id);
    // Writers see the readers' answers in figures on the article itself.
    res.json({ data: reader.write ? { ...state, feedback: await store.summary(article) } : state });
  });

  const favorite = (on: boolean) => async (req: Request, res: Response) => {
    const { reader, article } = await readable(req, res);
    await store.setFavorite(reader.userId, article.id, on);
    res.json({ data: { favorite: on } });
  };
  router.put('/articles/:slug/favorite', favorite(true));
  router.delete('/articles/:slug/favorite', favorite(false));

  // Watching (decision 055): an article, or a category the person may read.
  const watch = (on: boolean) => async (req: Request, res: Response) => {
    const { reader, article } = await readable(req, res);
    if (on) await watches.watch(reader.userId, 'article', String(article.id));
    else await watches.unwatch(reader.userId, 'article', String(article.id));
    res.json({ data: { watching: on } satisfies WatchState });
  };
  router.put('/articles/:slug/watch', watch(true));
  router.delete('/articles/:slug/watch', watch(false));

  router.get('/watches', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    const [ids, categories] = await Promise.all([
      watches.targetsOf(reader.userId, 'article'),
      watches.targetsOf(reader.userId, 'category'),
    ]);
    const articles = (await wiki.list())
      .filter((a) => ids.includes(String(a.id)) && canRead(reader, guarded(a)))
      .map((a) => ({ slug: a.slug, title: a.title }))
      .sort((a, b) => a.title.localeCompare(b.title, 'de'));
    const data: WikiWatches = {
      articles,
      categories: WIKI_CATEGORIES.filter((name) => !reader.hiddenCategories.has(name)).map(
        (name) => ({ name, watching: categories.includes(name) }),
      ),
    };
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data });
  });

  router.put('/watches/categories', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    const input = validate(categoryWatchInput, bodyOf(req));
    // A category the person may not read is as unknown as one that does not exist.
    if (reader.hiddenCategories.has(input.category)) throw notFound();
    if (input.watching) await watches.watch(reader.userId, 'category', input.category);
    else await watches.unwatch(reader.userId, 'category', input.category);
    res.json({ data: { watching: input.watching } satisfies WatchState });
  });

  router.post('/articles/:slug/feedback', async (req, res) => {
    const { reader, article } = await readable(req, res);
    const input = validate(voteInput, bodyOf(req));
    await limits.hit('wikiFeedback', `user:${reader.userId}`);
    const { changed, vote } = await store.vote(
      reader.userId,
      article,
      input.helpful,
      input.comment,
    );
    logger.info(
      { user: reader.userId, article: article.slug, helpful: input.helpful },
      'Wiki-Rückmeldung',
    );
    // A comment always reaches the author, a „Nein“ once; a bare „Ja“ is counted only.
    if (input.comment || (changed && !input.helpful))
      await tellAboutReader(ctx, settings, nudgeMail, {
        article,
        limits: await categoryLimits(ctx.db),
        kind: input.helpful ? 'helpful' : 'not_helpful',
        text: input.comment ?? '',
        readerId: reader.userId,
      });
    res.status(201).json({ data: vote });
  });

  router.post('/articles/:slug/reports', async (req, res) => {
    const { reader, article } = await readable(req, res);
    const input = validate(reportInput, bodyOf(req));
    await limits.hit('wikiFeedback', `user:${reader.userId}`);
    const row = await store.report(reader.userId, article, input.text);
    logger.info(
      { user: reader.userId, article: article.slug, report: row.id },
      'Wiki-Fehler gemeldet',
    );
    await tellAboutReader(ctx, settings, nudgeMail, {
      article,
      limits: await categoryLimits(ctx.db),
      kind: 'report',
      text: input.text,
      readerId: reader.userId,
    });
    res.status(201).json({ data: { id: row.id, at: row.created_at } });
  });

  router.get('/articles/:slug/feedback', async (req, res) => {
    const { reader, article } = await readable(req, res);
    if (!reader.write) throw new HttpError(403, READER_MESSAGES.mayNotSee);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: await store.overview(article) });
  });

  router.post('/articles/:slug/reports/:id/resolve', async (req, res) => {
    const { reader, article } = await readable(req, res);
    if (!canEdit(reader, guarded(article))) throw new HttpError(403, READER_MESSAGES.mayNotResolve);
    const id = idParam(req.params.id);
    if (!id || !(await store.resolve(article, id, reader.userId))) throw notFound();
    res.json({ data: await store.overview(article) });
  });

  return router;
}
