// What waits for review, for those who publish (issue 28, item 4), and their mail choice.
import { type Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { canRead, guarded } from './access';
import { requireWikiReader } from './categories';
import { type WikiStore } from './store';
import { WIKI_MESSAGES } from './messages';

export function reviewQueueRoutes(router: Router, ctx: AppContext, store: WikiStore): void {
  const requireReader = (req: Request, res: Response) => requireWikiReader(ctx, req, res);

  async function requirePublisher(req: Request, res: Response) {
    const reader = await requireReader(req, res);
    if (!reader.publish) throw new HttpError(403, WIKI_MESSAGES.mayNotReview);
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
