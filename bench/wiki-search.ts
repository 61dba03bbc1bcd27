// Server-side wiki search latency over all articles: p50/p95/p99 of many realistic queries.
import { searchWiki, warmWikiSearch } from '../apps/website/app/features/wiki/index.server';

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

await warmWikiSearch();
const times: number[] = [];
for (let round = 0; round < 30; round++) {
  for (const q of QUERIES) {
    const started = performance.now();
    await searchWiki(q, { includeDrafts: false });
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]! * 1000) / 1000;
console.log(
  JSON.stringify({ queries: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) }),
);
