// Server-side wiki search: latency over all articles (p50/p95/p99 of many realistic queries) and
// quality on the evaluation set in bench/search (hit@1, hit@3, MRR, no-answer queries answered
// with nothing), as normal staff see it (no drafts): over the content the website builds from
// the backend's answer (the seed folder as the backend imports it, decision 029). Also how long a
// group's index takes to build, which a process pays once per group after an edit.
import { createSearchIndex, searchWiki } from '../apps/website/app/features/wiki/search.server';
import { SEED_SYNONYMS, seedContent } from '../apps/website/test/wiki-seed';
import { evaluationSet, scoreSearch } from './search/score.mjs';

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
const index = createSearchIndex(content.articles, SEED_SYNONYMS);
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

const quality = await scoreSearch(evaluationSet('wiki-queries.json'), (q: string) =>
  searchWiki(index, q).hits.map((h) => h.slug),
);
console.log(
  JSON.stringify({
    queries: times.length,
    buildMs,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    quality,
  }),
);
