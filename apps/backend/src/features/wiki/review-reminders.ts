// The owners' reminder (decision 054): once an hour, in one process of all (a lease, decision
// 048), every owner of a published article that has fallen due gets one mail for it; the day it
// was reminded of is kept, so each due period brings one reminder, whatever the hours.
import { hamburgDay } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import type { ContentStore } from '../content';
import { enqueueMail, wikiReviewDueMail } from '../mail';
import type { Settings } from '../settings';
import { categoryLimits } from './categories';
import { writerWhoLooksAfter } from './notify';
import { dueArticles, emptyRow } from './review-dates';

export async function remindReviewOwners(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  wiki: ContentStore,
  today = hamburgDay(),
): Promise<number> {
  const { db } = ctx;
  const due = await dueArticles(wiki, null, {}, today);
  if (!due.length) return 0;
  const rows = await db
    .selectFrom('wiki_articles as a')
    .leftJoin('wiki_review_dates as r', 'r.article_id', 'a.id')
    .selectAll('a')
    .select('r.reminded_for')
    .where('a.collection', '=', 'wiki')
    .where(
      'a.slug',
      'in',
      due.map((d) => d.slug),
    )
    .execute();
  const limits = await categoryLimits(db);
  const company = String((await settings.get('company_name')) ?? '');
  let sent = 0;
  for (const item of due) {
    const row = rows.find((r) => r.slug === item.slug);
    if (!row || !item.owner || row.reminded_for === item.review_by) continue;
    const { reminded_for: _, ...article } = row;
    const owner = await writerWhoLooksAfter(ctx, item.owner.id, article, limits);
    await db.transaction().execute(async (trx) => {
      // Taken first: of two rounds, only the one that changes the row sends.
      const taken = await trx
        .insertInto('wiki_review_dates')
        // Version 0: a reminder changes nothing readers see.
        .values({ ...emptyRow(article.id, 0), reminded_for: item.review_by })
        .onConflict((oc) =>
          oc
            .column('article_id')
            .doUpdateSet({ reminded_for: item.review_by })
            .where((eb) =>
              eb.or([
                eb('wiki_review_dates.reminded_for', 'is', null),
                eb('wiki_review_dates.reminded_for', '<>', item.review_by),
              ]),
            ),
        )
        .executeTakeFirst();
      if (!owner || Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await enqueueMail(trx, {
        purpose: 'wiki.review_due',
        to: owner.email,
        content: wikiReviewDueMail({
          name: owner.name,
          title: article.title,
          reviewBy: item.review_by,
          url: `${ctx.config.websiteUrl}/intern/wiki/${article.slug}`,
          company,
        }),
      });
      sent++;
    });
  }
  if (sent) nudgeMail();
  return sent;
}
