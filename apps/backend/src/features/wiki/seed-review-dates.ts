// Review dates of the demo wiki (decision 054): every article gets an owner and a „prüfen bis“
// day, a few overdue and a few due soon, so the dashboard, the notice and the administration's
// list show something from the first start. Only into an empty table, with demo accounts.
import { addDays, hamburgDay } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';

/** The demo accounts that look after articles: the author (writes) and the editor (publishes). */
export const DEMO_REVIEW_OWNERS = ['autor@example.com', 'personal@example.com'] as const;

export async function seedReviewDates(db: Kysely<DB>, logger: Logger, today = hamburgDay()) {
  if (await db.selectFrom('wiki_review_dates').select('article_id').limit(1).executeTakeFirst())
    return;
  const owners = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...DEMO_REVIEW_OWNERS])
    .execute();
  const [author, editor] = DEMO_REVIEW_OWNERS.map((e) => owners.find((o) => o.email === e)?.id);
  if (!author || !editor) return;
  const articles = await db
    .selectFrom('wiki_articles')
    .select('id')
    .where('collection', '=', 'wiki')
    .orderBy('slug')
    .execute();
  if (!articles.length) return;
  const rows = articles.map(({ id }, i) => {
    // Every 13th overdue, every 13th (shifted) due within two weeks, the rest within a year;
    // the two owners take turns.
    const dueIn = i % 13 === 0 ? -(3 + i) : i % 13 === 6 ? 2 + (i % 10) : 20 + ((i * 37) % 320);
    return {
      article_id: id,
      owner_id: i % 2 === 0 ? author : editor,
      review_by: addDays(today, dueIn),
      reviewed_at: null,
      reviewed_by: null,
      reminded_for: null,
      version: 1,
    };
  });
  await db.insertInto('wiki_review_dates').values(rows).execute();
  logger.info(`Prüfdaten für ${rows.length} Wiki-Artikel angelegt`);
}
