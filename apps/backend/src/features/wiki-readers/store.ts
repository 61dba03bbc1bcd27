// What readers do with the wiki, in the database (decision 035): favourites and the last opened
// articles per person, one answer to „War dieser Artikel hilfreich?“ per person and article,
// and error reports. Lists are filtered by who may read each article today.
import {
  WIKI_RECENT_COUNT,
  type WikiArticleState,
  type WikiCategory,
  type WikiFeedbackOverview,
  type WikiFeedbackSummary,
  type WikiPersonalEntry,
  type WikiPersonalLists,
} from '@frischkontor/contract';
import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB, WikiArticleRow } from '../../db/schema';
import { canRead, guarded, type ContentStore, type Reader } from '../content';
import { createWatches } from '../watching';

/** How many opened articles are looked at to find the last readable ones. */
const RECENT_WINDOW = 50;

export function createReadersStore(db: Kysely<DB>, wiki: Pick<ContentStore, 'people'>) {
  const { people } = wiki;
  const watches = createWatches(db);

  /** A person's entries of one list, newest first, as far as they may still read them. */
  async function entries(
    table: 'wiki_favorites' | 'wiki_views',
    reader: Reader,
    limit: number,
  ): Promise<WikiPersonalEntry[]> {
    const rows = await db
      .selectFrom(`${table} as p`)
      .innerJoin('wiki_articles as a', 'a.id', 'p.article_id')
      .select(['a.slug', 'a.title', 'a.category', 'a.status', 'a.visibility', 'p.at'])
      .where('p.user_id', '=', reader.userId)
      .orderBy('p.at', 'desc')
      .limit(limit)
      .execute();
    return rows
      .filter((r) => canRead(reader, guarded(r)))
      .map((r) => ({
        slug: r.slug,
        title: r.title,
        category: r.category as WikiCategory,
        at: r.at,
      }));
  }

  async function lists(reader: Reader): Promise<WikiPersonalLists> {
    const favorites = await entries('wiki_favorites', reader, 1000);
    const recent = await entries('wiki_views', reader, RECENT_WINDOW);
    return {
      favorites: favorites.sort((a, b) => a.title.localeCompare(b.title, 'de')),
      recent: recent.slice(0, WIKI_RECENT_COUNT),
    };
  }

  async function state(userId: number, articleId: number): Promise<WikiArticleState> {
    const [favorite, vote, watching] = await Promise.all([
      db
        .selectFrom('wiki_favorites')
        .select('at')
        .where('user_id', '=', userId)
        .where('article_id', '=', articleId)
        .executeTakeFirst(),
      db
        .selectFrom('wiki_votes')
        .select(['helpful', 'comment', 'updated_at'])
        .where('user_id', '=', userId)
        .where('article_id', '=', articleId)
        .executeTakeFirst(),
      watches.isWatching(userId, 'article', String(articleId)),
    ]);
    return {
      favorite: !!favorite,
      watching,
      vote: vote
        ? { helpful: vote.helpful === 1, comment: vote.comment, at: vote.updated_at }
        : null,
    };
  }

  async function summary(article: WikiArticleRow): Promise<WikiFeedbackSummary> {
    const [votes, reports] = await Promise.all([
      db
        .selectFrom('wiki_votes')
        .select(['helpful', sql<number>`count(*)`.as('n')])
        .where('article_id', '=', article.id)
        .groupBy('helpful')
        .execute(),
      db
        .selectFrom('wiki_reports')
        .select(sql<number>`count(*)`.as('n'))
        .where('article_id', '=', article.id)
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    const count = (helpful: number) => Number(votes.find((v) => v.helpful === helpful)?.n ?? 0);
    return { helpful: count(1), not_helpful: count(0), open_reports: Number(reports.n) };
  }

  /** Marks the article as opened now (one row per person and article). */
  async function viewed(userId: number, articleId: number) {
    const at = nowIso();
    await db
      .insertInto('wiki_views')
      .values({ user_id: userId, article_id: articleId, at })
      .onConflict((oc) => oc.columns(['user_id', 'article_id']).doUpdateSet({ at }))
      .execute();
  }

  async function setFavorite(userId: number, articleId: number, on: boolean) {
    if (on)
      await db
        .insertInto('wiki_favorites')
        .values({ user_id: userId, article_id: articleId, at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
        .execute();
    else
      await db
        .deleteFrom('wiki_favorites')
        .where('user_id', '=', userId)
        .where('article_id', '=', articleId)
        .execute();
  }

  /**
   * The person's answer, replacing an earlier one. A comment given replaces the earlier
   * comment; without one, the earlier comment stays if the answer is the same (a comment added
   * after „Ja“), and goes if the answer changed (it was about the other answer).
   */
  async function vote(
    userId: number,
    article: WikiArticleRow,
    helpful: boolean,
    comment: string | null,
  ) {
    const now = nowIso();
    return db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('wiki_votes')
        .select(['id', 'helpful', 'comment'])
        .where('user_id', '=', userId)
        .where('article_id', '=', article.id)
        .executeTakeFirst();
      const kept =
        comment ?? (before && (before.helpful === 1) === helpful ? before.comment : null);
      const values = {
        helpful: helpful ? 1 : 0,
        comment: kept,
        article_version: article.version,
        updated_at: now,
      };
      if (before)
        await trx.updateTable('wiki_votes').set(values).where('id', '=', before.id).execute();
      else
        await trx
          .insertInto('wiki_votes')
          .values({ ...values, article_id: article.id, user_id: userId, created_at: now })
          .execute();
      return {
        changed: !before || (before.helpful === 1) !== helpful,
        vote: { helpful, comment: kept, at: now },
      };
    });
  }

  async function report(userId: number, article: WikiArticleRow, text: string) {
    return db
      .insertInto('wiki_reports')
      .values({
        article_id: article.id,
        user_id: userId,
        text,
        article_version: article.version,
        created_at: nowIso(),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  async function overview(article: WikiArticleRow): Promise<WikiFeedbackOverview> {
    const [votes, reports] = await Promise.all([
      db
        .selectFrom('wiki_votes')
        .select(['helpful', 'comment', 'user_id', 'article_version', 'updated_at'])
        .where('article_id', '=', article.id)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('wiki_reports')
        .selectAll()
        .where('article_id', '=', article.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ]);
    const who = await people([
      ...votes.map((v) => v.user_id),
      ...reports.flatMap((r) => [r.user_id, r.resolved_by]),
    ]);
    const person = (id: number | null) => (id === null ? null : (who.get(id) ?? null));
    return {
      helpful: votes.filter((v) => v.helpful === 1).length,
      not_helpful: votes.filter((v) => v.helpful !== 1).length,
      comments: votes
        .filter((v) => v.comment)
        .map((v) => ({
          helpful: v.helpful === 1,
          comment: v.comment,
          at: v.updated_at,
          by: person(v.user_id),
          version: v.article_version,
        })),
      reports: reports.map((r) => ({
        id: r.id,
        text: r.text,
        by: person(r.user_id),
        version: r.article_version,
        at: r.created_at,
        resolved_at: r.resolved_at,
        resolved_by: person(r.resolved_by),
      })),
    };
  }

  /** Marks a report of this article as dealt with; false if there is no such report. */
  async function resolve(article: WikiArticleRow, id: number, userId: number): Promise<boolean> {
    const result = await db
      .updateTable('wiki_reports')
      .set({ resolved_at: nowIso(), resolved_by: userId })
      .where('id', '=', id)
      .where('article_id', '=', article.id)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows)) return true;
    const exists = await db
      .selectFrom('wiki_reports')
      .select('id')
      .where('id', '=', id)
      .where('article_id', '=', article.id)
      .executeTakeFirst();
    return !!exists;
  }

  return {
    lists,
    state,
    summary,
    viewed,
    setFavorite,
    vote,
    report,
    overview,
    resolve,
  };
}

/** Everything a person did as a reader, for their own data download (decision 027). */
export async function readerDataOf(db: Kysely<DB>, userId: number) {
  const list = (table: 'wiki_favorites' | 'wiki_views') =>
    db
      .selectFrom(`${table} as p`)
      .innerJoin('wiki_articles as a', 'a.id', 'p.article_id')
      .select(['a.slug', 'a.title', 'p.at'])
      .where('p.user_id', '=', userId)
      .orderBy('p.at')
      .execute();
  const [favorites, views, votes, reports] = await Promise.all([
    list('wiki_favorites'),
    list('wiki_views'),
    db
      .selectFrom('wiki_votes as v')
      .innerJoin('wiki_articles as a', 'a.id', 'v.article_id')
      .select(['a.slug', 'v.helpful', 'v.comment', 'v.created_at', 'v.updated_at'])
      .where('v.user_id', '=', userId)
      .orderBy('v.id')
      .execute(),
    db
      .selectFrom('wiki_reports as r')
      .innerJoin('wiki_articles as a', 'a.id', 'r.article_id')
      .select(['a.slug', 'r.text', 'r.created_at', 'r.resolved_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.id')
      .execute(),
  ]);
  return {
    favorites,
    views,
    votes: votes.map((v) => ({ ...v, helpful: v.helpful === 1 })),
    reports,
  };
}
