// What waits for review in a collection, for those who publish (issue 28, item 4), and their
// mail choice. The collection says who its reader is and what a non-publisher hears.
import { type Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { canRead, guarded, type Reader } from './access';
import { type ContentStore } from './store';

export interface ReviewQueueOptions {
  /** The reader, or the 404 for anyone who may not open the collection. */
  requireReader: (req: Request, res: Response) => Promise<Reader>;
  /** The 403's message for a reader who does not publish. */
  mayNotReview: string;
}

export function reviewQueueRoutes(
  router: Router,
  ctx: AppContext,
  store: ContentStore,
  { requireReader, mayNotReview }: ReviewQueueOptions,
): void {
  async function requirePublisher(req: Request, res: Response) {
    const reader = await requireReader(req, res);
    if (!reader.publish) throw new HttpError(403, mayNotReview);
    return reader;
  }

  router.get('/review', async (req, res) => {
    const reader = await requirePublisher(req, res);
    const rows = (await store.list({ status: 'review' })).filter((row) =>
      canRead(reader, guarded(row)),
    );
    const items = [];
    for (const row of rows) {
      const { submitted } = await store.workflowOf(row);
      if (submitted)
        items.push({
          slug: row.slug,
          title: row.title,
          category: row.category,
          version: row.version,
          submitted,
        });
    }
    items.sort((a, b) => a.submitted.at.localeCompare(b.submitted.at));
    const me = await ctx.db
      .selectFrom('users')
      .select('review_mail')
      .where('id', '=', reader.userId)
      .executeTakeFirst();
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: items, meta: { total: items.length, mail: me?.review_mail !== 0 } });
  });

  router.put('/review/mail', async (req, res) => {
    const reader = await requirePublisher(req, res);
    const { mail } = validate(
      z.object({ mail: z.boolean({ error: 'Bitte ja oder nein angeben.' }) }),
      bodyOf(req),
    );
    await ctx.db
      .updateTable('users')
      .set({ review_mail: mail ? 1 : 0 })
      .where('id', '=', reader.userId)
      .execute();
    res.json({ data: { mail } });
  });
}
