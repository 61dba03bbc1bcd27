// Review dates of wiki articles (decision 054), as the API shows them beside an article: owner,
// „prüfen bis“ and the last review, from `wiki_review_dates` or the defaults (the creator; the
// category's interval after the article was written). One query for many rows.
import { reviewDateOf, type WikiPerson, type WikiReviewDate } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { DB, WikiArticleRow } from '../../db/schema';

type Row = Pick<WikiArticleRow, 'id' | 'category' | 'created_at' | 'created_by'>;

/** The stored parts with the defaults filled in, as ids (people are named by the caller). */
export interface ReviewDateIds {
  owner_id: number | null;
  review_by: string;
  review_by_set: boolean;
  reviewed_at: string | null;
  reviewed_by: number | null;
  reminded_for: string | null;
}

export async function reviewDateIds(
  db: Kysely<DB>,
  rows: readonly Row[],
): Promise<Map<number, ReviewDateIds>> {
  const stored = rows.length
    ? await db
        .selectFrom('wiki_review_dates')
        .selectAll()
        .where(
          'article_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(stored.map((s) => [s.article_id, s]));
  return new Map(
    rows.map((row) => {
      const s = byId.get(row.id);
      return [
        row.id,
        {
          owner_id: s?.owner_id ?? row.created_by,
          review_by: s?.review_by ?? reviewDateOf(row.category, s?.reviewed_at ?? row.created_at),
          review_by_set: !!s?.review_by,
          reviewed_at: s?.reviewed_at ?? null,
          reviewed_by: s?.reviewed_by ?? null,
          reminded_for: s?.reminded_for ?? null,
        },
      ];
    }),
  );
}

/** The API's view of the ids, people named through `person`. */
export function reviewDateView(
  ids: ReviewDateIds,
  person: (id: number | null) => WikiPerson | null,
): WikiReviewDate {
  return {
    owner: person(ids.owner_id),
    review_by: ids.review_by,
    review_by_set: ids.review_by_set,
    reviewed_at: ids.reviewed_at,
    reviewed_by: person(ids.reviewed_by),
  };
}
