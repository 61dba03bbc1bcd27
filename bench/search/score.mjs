// Scores a search against an evaluation set of bench/search (README.md there): hit@1, hit@3 and
// MRR over the answerable queries, and how many no-answer queries got no hit at all.
import { readFileSync } from 'node:fs';

/** The queries of `public-queries.json` or `wiki-queries.json`. */
export function evaluationSet(file) {
  return JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).queries;
}

/**
 * `search(q)` returns the ids of its hits, best first (an empty list when it answers nothing).
 * The figures are rounded to three places; `misses` lists each query whose first hit was wrong.
 */
export async function scoreSearch(queries, search) {
  let answerable = 0;
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  let noAnswer = 0;
  let noAnswerEmpty = 0;
  const misses = [];
  for (const query of queries) {
    const hits = await search(query.q);
    if (!query.expected.length) {
      noAnswer += 1;
      if (!hits.length) noAnswerEmpty += 1;
      else misses.push(`${query.q} → ${hits.slice(0, 3).join(', ')} (keine Antwort erwartet)`);
      continue;
    }
    answerable += 1;
    const rank = hits.findIndex((id) => query.expected.includes(id));
    if (rank === 0) hit1 += 1;
    else misses.push(`${query.q} → ${hits.slice(0, 3).join(', ') || '(nichts)'}`);
    if (rank >= 0 && rank < 3) hit3 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const share = (n, of) => Math.round((n / of) * 1000) / 1000;
  return {
    queries: answerable,
    hit1: share(hit1, answerable),
    hit3: share(hit3, answerable),
    mrr: share(reciprocal, answerable),
    noAnswer: `${noAnswerEmpty}/${noAnswer}`,
    misses,
  };
}
