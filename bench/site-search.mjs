// The public site's search over HTTP, as the type-ahead asks it: quality on the evaluation set
// bench/search/public-queries.json and the latency of `/suche.json` at one connection.
import { evaluationSet, scoreSearch } from './search/score.mjs';

export async function measureSiteSearch({ website }) {
  const times = [];
  const ask = async (q) => {
    const started = performance.now();
    const response = await fetch(`${website}/suche.json?q=${encodeURIComponent(q)}`);
    if (!response.ok) throw new Error(`/suche.json?q=${q}: ${response.status}`);
    const { hits } = await response.json();
    times.push(performance.now() - started);
    return hits.map((hit) => hit.path);
  };
  const queries = evaluationSet('public-queries.json');
  await ask('rezepte'); // builds the index if the start has not yet
  times.length = 0;
  const quality = await scoreSearch(queries, ask);
  times.sort((a, b) => a - b);
  const at = (p) => Math.round(times[Math.floor((times.length - 1) * p)] * 100) / 100;
  return { requests: times.length, p50: at(0.5), p95: at(0.95), quality };
}
