// Server-side wiki search: latency over all articles (p50/p95/p99 of many realistic queries) and
// quality on the evaluation set in bench/search (hit@1, hit@3, MRR, no-answer queries answered
// with nothing), as normal staff see it (no drafts): over the content the website builds from
// the backend's answer (the seed folder as the backend imports it, decision 029). Also how long a
// group's index takes to build, which a process pays once per group after an edit.
import { readFileSync } from 'node:fs';
import { createSearchIndex, searchWiki } from '../apps/website/app/features/wiki/search.server';
import { seedContent } from '../apps/website/test/wiki-seed';

const QUERIES = [
  'krank',
  'urlaub',
  'vpn homeoffice',
  'passwort vergesen',
  'einfrieren',
  'führerschein',
  'fuehrerschein kontrolle',
  'tourenplan',
  'kaeltemittel',
  'eichung waage',
  'lohnabrechnung',
  'reisekosten',
  'teams',
  'outlook signatur',
  'drucker',
  'stapler',
  'wareneingang',
  'kommissionierung',
  'flyer',
  'social media',
  'newsletter',
  'rinderhüfte',
  'schnittschutz messer',
  'arbeitskleidung',
  'zeiterfassung',
  'onboarding',
  'spesen',
  'elternzeit',
  'deployment',
  'code review',
  'ersatzteil',
  'notdienst',
  'lieferantenbewertung',
  'neukunde',
  'reklamation',
  'inventur',
];

const content = await seedContent();
const buildStarted = performance.now();
const index = createSearchIndex(content.articles);
const buildMs = Math.round((performance.now() - buildStarted) * 10) / 10;
const times: number[] = [];
for (let round = 0; round < 30; round++) {
  for (const q of QUERIES) {
    const started = performance.now();
    searchWiki(index, q);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]! * 1000) / 1000;

interface EvalQuery {
  q: string;
  expected: string[];
  classes: string[];
}
const set = JSON.parse(
  readFileSync(new URL('search/wiki-queries.json', import.meta.url), 'utf8'),
) as { queries: EvalQuery[] };
let answerable = 0;
let hit1 = 0;
let hit3 = 0;
let reciprocal = 0;
let noAnswer = 0;
let noAnswerEmpty = 0;
const misses: string[] = [];
for (const query of set.queries) {
  const hits = searchWiki(index, query.q).hits.map((h) => h.slug);
  if (!query.expected.length) {
    noAnswer += 1;
    if (!hits.length) noAnswerEmpty += 1;
    continue;
  }
  answerable += 1;
  const rank = hits.findIndex((slug) => query.expected.includes(slug));
  if (rank === 0) hit1 += 1;
  else misses.push(`${query.q} → ${hits.slice(0, 3).join(', ') || '(nichts)'}`);
  if (rank >= 0 && rank < 3) hit3 += 1;
  if (rank >= 0) reciprocal += 1 / (rank + 1);
}
const share = (n: number, of: number) => Math.round((n / of) * 1000) / 1000;
console.log(
  JSON.stringify({
    queries: times.length,
    buildMs,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    quality: {
      queries: answerable,
      hit1: share(hit1, answerable),
      hit3: share(hit3, answerable),
      mrr: share(reciprocal, answerable),
      noAnswer: `${noAnswerEmpty}/${noAnswer}`,
      misses,
    },
  }),
);
