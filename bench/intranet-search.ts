// The intranet's one search (issue 32, item 6) on its evaluation set, bench/search/
// intranet-queries.json: hit@1, hit@3, MRR, the no-answer queries answered with nothing, any
// result of a kind the query forbids, and the misses; and how long a query takes on the server
// (p50/p95/p99 over the whole set, typed letter by letter as the type-ahead asks).
// Against a running backend with the demo data: each account signs in, the index is built from
// what the backend answers it, by the website's own code (documents.server.ts), and searched as
// `/intern/suche.json` searches it. The queries marked `dated` hold on the set's reference day
// only (a week number), so they are left out.
//   BACKEND=http://localhost:8200 npx tsx --tsconfig apps/website/tsconfig.json bench/intranet-search.ts
import {
  hamburgDay,
  type WikiArticleData,
  type WikiCategoryInfo,
  type WikiSynonymsData,
} from '@frischkontor/contract';
import { createApiClient } from '@frischkontor/helium-client';
import { intranetDocuments } from '../apps/website/app/features/intranet-search/documents.server';
import {
  intranetIndex,
  searchIndex,
} from '../apps/website/app/features/intranet-search/search.server';
import type { IntranetKind } from '../apps/website/app/features/intranet-search/types';
import { wikiContentOf } from '../apps/website/app/features/wiki/content.server';
import { offerWeeks } from '../apps/backend/src/features/media/seed/catalogue';
import { browser } from './browser.mjs';
import { loadIntranetSet } from './search/check-sets.mjs';

const backend = process.env.BACKEND ?? 'http://localhost:8200';
const PASSWORD = 'Demo-Passwort-2026';

interface Expected {
  kind: IntranetKind;
  id: string;
}
interface Query {
  q: string;
  as: 'staff' | 'customer';
  class: string;
  expect: Expected[];
  accept?: Expected[];
  forbid?: IntranetKind[];
  dated?: true;
}

async function indexAs(email: string, kinds: IntranetKind[], today: string) {
  const session = browser(backend);
  const login = await session.signIn(email, PASSWORD);
  if (login.status !== 204) throw new Error(`sign-in of ${email}: ${login.status}`);
  const api = createApiClient({ base: `${backend}/api`, cookie: session.cookie() });
  const wiki = async () => {
    const [articles, categories, synonyms] = await Promise.all([
      api.get<{ data: WikiArticleData[] }>('/wiki/articles', { body: 1 }),
      api.get<{ data: WikiCategoryInfo[] }>('/wiki/categories'),
      api.get<{ data: WikiSynonymsData }>('/wiki/synonyms'),
    ]);
    return wikiContentOf(
      'bench',
      articles.data,
      categories.data.map((c) => c.name),
      synonyms.data.groups,
    );
  };
  const documents = await intranetDocuments({ api, kinds, wiki, today });
  const synonyms = kinds.includes('wiki') ? (await wiki()).synonyms : [];
  const started = performance.now();
  const built = intranetIndex(documents, synonyms);
  return { built, documents: documents.length, buildMs: performance.now() - started };
}

const today = hamburgDay();
// The flyers' weeks as the seed made them today (kw+0 is this week's).
const weekOffset = new Map(offerWeeks().map((w) => [w.week, w.offset]));
const { set } = loadIntranetSet();
const queries = (set.queries as Query[]).filter((q) => !q.dated);
const staffKinds: IntranetKind[] = [
  'wiki',
  'document',
  'specification',
  'offer',
  'news',
  'colleague',
];
const indexes = {
  staff: await indexAs(set.accounts.staff, staffKinds, today),
  customer: await indexAs(set.accounts.customer, ['specification', 'offer', 'news'], today),
};

// DEBUG_QUERIES="a|b": the first hits of these queries (DEBUG_LIMIT, five unless told), for a
// look at the ranking.
if (process.env.DEBUG_QUERIES) {
  for (const q of process.env.DEBUG_QUERIES.split('|')) {
    const as = q.startsWith('kunde:') ? 'customer' : 'staff';
    const { hits, similar } = searchIndex(indexes[as].built, q.replace(/^kunde:/, ''), {
      limit: Number(process.env.DEBUG_LIMIT ?? 5),
    });
    console.error(q, JSON.stringify([...hits, ...similar].map((h) => `${h.kind}:${h.id}`)));
  }
  process.exit(0);
}

/** A hit as the set names it: offers by their week relative to today. */
function idOf(hit: { kind: IntranetKind; id: string; title: string }): string {
  if (hit.kind !== 'offer') return hit.id;
  const offset = weekOffset.get(Number(/KW\s*(\d+)/.exec(hit.title)?.[1])) ?? NaN;
  return `kw${offset >= 0 ? '+' : ''}${offset}`;
}

let answerable = 0;
let hit1 = 0;
let hit3 = 0;
let reciprocal = 0;
let noAnswer = 0;
let noAnswerEmpty = 0;
const leaks: string[] = [];
const misses: string[] = [];
for (const query of queries) {
  const { hits } = searchIndex(indexes[query.as].built, query.q, { limit: 10 });
  const ids = hits.map((h) => `${h.kind}:${idOf(h)}`);
  for (const hit of hits)
    if (query.forbid?.includes(hit.kind))
      leaks.push(`${query.q} (${query.as}) → ${hit.kind}:${hit.id}`);
  if (!query.expect.length) {
    noAnswer += 1;
    if (!hits.length) noAnswerEmpty += 1;
    else
      misses.push(
        `${query.q} (${query.as}) → ${ids.slice(0, 3).join(', ')} (keine Antwort erwartet)`,
      );
    continue;
  }
  answerable += 1;
  const expected = new Set(query.expect.map((e) => `${e.kind}:${e.id}`));
  const rank = ids.findIndex((id) => expected.has(id));
  if (rank === 0) hit1 += 1;
  else
    misses.push(
      `${query.q} (${query.as}, ${query.class}) → ${ids.slice(0, 3).join(', ') || '(nichts)'}; erwartet ${[...expected].join(' | ')}`,
    );
  if (rank >= 0 && rank < 3) hit3 += 1;
  if (rank >= 0) reciprocal += 1 / (rank + 1);
}

// The type-ahead asks as the person types: every prefix of every query, from two letters.
const times: number[] = [];
for (const query of queries) {
  for (let end = 2; end <= query.q.length; end++) {
    const started = performance.now();
    searchIndex(indexes[query.as].built, query.q.slice(0, end), { limit: 8 });
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]! * 100) / 100;
const share = (n: number, of: number) => Math.round((n / of) * 1000) / 1000;
console.log(
  JSON.stringify({
    quality: {
      queries: answerable,
      hit1: share(hit1, answerable),
      hit3: share(hit3, answerable),
      mrr: share(reciprocal, answerable),
      noAnswer: `${noAnswerEmpty}/${noAnswer}`,
      leaks,
      misses,
    },
    index: {
      staff: { documents: indexes.staff.documents, buildMs: Math.round(indexes.staff.buildMs) },
      customer: {
        documents: indexes.customer.documents,
        buildMs: Math.round(indexes.customer.buildMs),
      },
    },
    typeahead: { queries: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
  }),
);
