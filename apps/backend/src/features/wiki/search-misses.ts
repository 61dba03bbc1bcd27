// „Suchen ohne Treffer“ (issue 32, item 6): the website counts a wiki search that found nothing,
// or that the person refined at once (searched again from its results); per day and outcome,
// without who asked. Wiki admins read the last 90 days' list beside the synonyms, to add a
// synonym or an article.
import {
  addDays,
  hamburgDay,
  WIKI_SEARCH_OUTCOMES,
  type WikiSearchMiss,
} from '@frischkontor/contract';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { bodyOf, oneOf, validate } from '../../http/validation';
import { requireWikiReader } from './categories';

export const KEEP_DAYS = 90;

export const MISS_MESSAGES = {
  mayNotSee: 'Die Suchen ohne Treffer sehen nur Wiki-Administratoren.',
  query: 'Bitte die Suche angeben (höchstens 100 Zeichen).',
} as const;

/** A search as counted: trimmed, lower case, one space between words. */
const query = z
  .string({ error: MISS_MESSAGES.query })
  .transform((q) => q.trim().toLocaleLowerCase('de').replace(/\s+/g, ' '))
  .pipe(z.string().min(1, MISS_MESSAGES.query).max(100, MISS_MESSAGES.query));

const input = z.object({ query, outcome: oneOf('Ergebnis', WIKI_SEARCH_OUTCOMES) });

export function wikiSearchMissesRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const forget = (today: string) =>
    db.deleteFrom('wiki_search_misses').where('day', '<', addDays(today, -KEEP_DAYS)).execute();

  /** `POST /api/wiki/searches`: one search counted; anyone who reads the wiki. */
  router.post('/searches', async (req, res) => {
    await requireWikiReader(ctx, req, res);
    const { query: q, outcome } = validate(input, bodyOf(req));
    const day = hamburgDay();
    await db
      .insertInto('wiki_search_misses')
      .values({ day, query: q, outcome, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['day', 'query', 'outcome'])
          .doUpdateSet((eb) => ({ count: eb(eb.ref('wiki_search_misses.count'), '+', 1) })),
      )
      .execute();
    res.status(204).end();
  });

  /** `GET /api/wiki/searches/misses`: the list, most frequent first; wiki admins only. */
  router.get('/searches/misses', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    if (!reader.admin) throw new HttpError(403, MISS_MESSAGES.mayNotSee);
    const today = hamburgDay();
    await forget(today);
    const rows = await db
      .selectFrom('wiki_search_misses')
      .select(['query', 'outcome', 'count', 'day'])
      .where('day', '>=', addDays(today, -KEEP_DAYS))
      .execute();
    const byQuery = new Map<string, WikiSearchMiss>();
    for (const row of rows) {
      const miss = byQuery.get(row.query) ?? {
        query: row.query,
        none: 0,
        refined: 0,
        last: row.day,
      };
      miss[row.outcome] += row.count;
      if (row.day > miss.last) miss.last = row.day;
      byQuery.set(row.query, miss);
    }
    const data = [...byQuery.values()]
      .sort(
        (a, b) =>
          b.none + b.refined - (a.none + a.refined) ||
          b.last.localeCompare(a.last) ||
          a.query.localeCompare(b.query, 'de'),
      )
      .slice(0, 200);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data });
  });

  return router;
}
