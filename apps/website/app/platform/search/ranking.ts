// How the search counts a match (german.server.ts): what each way of matching a query word is
// worth, and when the best document answers the query at all.
import type { Query } from 'minisearch';
import type { SearchResults } from './types';

/**
 * How much a match counts for the query's coverage, and how much it weighs in the BM25 score:
 * another inflection of the word typed, a synonym of it (exactness: the word as typed first).
 */
export const STEM = { quality: 0.9, boost: 0.5 };
export const PART = { quality: 0.75, boost: 0.75 };
/** The known start of a compound whose rest the index does not know: half of what was asked. */
export const HEAD = { quality: 0.5, boost: 0.5 };
export const SYNONYM = { quality: 0.6, boost: 0.25 };
export const TYPED = { quality: 1, boost: 1 };

/** The words a query tree searches for. */
export function termsOf(query: Query): string[] {
  if (typeof query === 'string') return [query];
  return typeof query === 'object' ? query.queries.flatMap(termsOf) : [];
}

/**
 * Whether the best document answers the query, like Meilisearch's matching strategy: it must
 * match all of a query's words when there are one or two, at least two thirds of three or more
 * (a respelling, part or synonym counts for its word). A query whose words are all found, only
 * not together, is still answered; one with a word no document knows ("kita zuschuss") is not:
 * that word is what the question is about.
 */
export function answers(best: number, known: number, words: number): boolean {
  const required = words <= 2 ? words : Math.ceil((words * 2) / 3);
  return words > 0 && (best >= required || known === words);
}

export const NOTHING: SearchResults = { hits: [], similar: [] };
