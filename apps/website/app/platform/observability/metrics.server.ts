// The website's Prometheus metrics (decision 048): the server kit's request histogram, the
// calls to the backend (latency; errors and timeouts by outcome) and the page store's hits and
// misses. One set per process, even when the dev server loads this module a second time.
import { Counter, Histogram } from 'prom-client';
import { createAppMetrics, type AppMetrics } from '@frischkontor/server-kit';

export type BackendCallOutcome = 'ok' | 'error' | 'timeout' | 'unreachable';

export interface WebsiteMetrics extends AppMetrics {
  /** Every call to the backend; `outcome`: answered (below 500), 5xx, timed out, unreachable. */
  backendCalls: Histogram<'method' | 'outcome'>;
  /** `store`: the public page store or the per-access-group kept pages; `result`: hit or miss. */
  pageStore: Counter<'store' | 'result'>;
}

function create(): WebsiteMetrics {
  const base = createAppMetrics('website');
  return {
    ...base,
    backendCalls: new Histogram({
      name: 'website_backend_request_duration_seconds',
      help: 'Dauer der Aufrufe des Backends nach Methode und Ergebnis (ok, error, timeout, unreachable)',
      labelNames: ['method', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [base.registry],
    }),
    pageStore: new Counter({
      name: 'website_page_store_lookups_total',
      help: 'Nachfragen im Seitenspeicher nach Speicher (public, kept) und Ergebnis (hit, miss)',
      labelNames: ['store', 'result'],
      registers: [base.registry],
    }),
  };
}

const KEY = Symbol.for('frischkontor.website-metrics');

export function websiteMetrics(): WebsiteMetrics {
  const holder = globalThis as Record<symbol, WebsiteMetrics | undefined>;
  return (holder[KEY] ??= create());
}
