#!/usr/bin/env node
// `npm run bench`: every budget of docs/budgets.md in one run, against the built
// apps on their own ports and a fresh demo database. Writes bench/results/<time>.json, prints a
// table, exits non-zero when a budget is missed. Not a test: it measures, on this machine.
//   node scripts/bench.mjs                 everything
//   node scripts/bench.mjs --only weight   some parts, comma-separated:
//                                          weight | lighthouse | load | search | logins | flood | soak
//   node scripts/bench.mjs --small         logins, flood and soak at a small size, to try them out
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBuilt, markBuilt, root } from './build-state.mjs';
import { measureWeights } from '../bench/page-weight.mjs';
import { measureSiteSearch } from '../bench/site-search.mjs';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { runLoad } from '../bench/load.mjs';
import { runOfficeLogins } from '../bench/office-logins.mjs';
import { runQueryFlood } from '../bench/query-flood.mjs';
import { runSoak } from '../bench/soak.mjs';

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : (process.argv[onlyIndex + 1] ?? '').split(',');
const wants = (part) => !only || only.includes(part);
// Issue 13's sizes; --small only tries the parts out, its figures are no measurement.
const small = process.argv.includes('--small');
const sizes = small
  ? { accounts: 5, logins: 20, queries: 300, soakSeconds: 5, soakWarmup: 500 }
  : { accounts: 50, logins: 500, queries: 10_000, soakSeconds: 60, soakWarmup: 10_000 };

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chromium && (wants('weight') || wants('lighthouse'))) {
  console.error('Chromium not found: sudo apt-get install -y chromium, or set CHROMIUM_PATH.');
  process.exit(1);
}

// BENCH_PORT_OFFSET lets two checkouts on one machine run the bench side by side.
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = { website: 3200 + offset, backend: 8200 + offset, soak: 3292 + offset };
const urls = {
  website: `http://localhost:${ports.website}`,
  backend: `http://localhost:${ports.backend}`,
};
const dataDir = join(root, 'bench', offset ? `.data-${offset}` : '.data');

for (const app of ['apps/backend', 'apps/website']) {
  if (isBuilt(app)) continue;
  console.log(`▶ Building ${app} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(app);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const children = [];
function startApp(name, script, env) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${name} exited with ${code}`);
  });
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitFor(url, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

startApp('backend', 'apps/backend/build/server/index.js', {
  NODE_ENV: 'development',
  PORT: String(ports.backend),
  DATABASE_URL: join(dataDir, 'backend.sqlite'),
  MEDIA_ROOT: join(dataDir, 'media'),
  WEBSITE_URL: urls.website,
  FRONTEND_URL: urls.backend,
  TRUSTED_ORIGINS: `${urls.website},${urls.backend}`,
  APP_KEY: 'bench-only-key-0123456789abcdef0123456789abcdef',
  // The login limits as shipped, whatever the calling shell sets.
  RATE_LIMIT_FACTOR: '1',
});
const websiteEnv = {
  PORT: String(ports.website),
  WEBSITE_URL: urls.website,
  BACKEND_URL: urls.backend,
  FRONTEND_URL: urls.backend,
  NODE_ENV: 'production',
  FORM_SECRET: 'bench-only-form-secret-0123456789abcdef0123456789abcdef',
};
const website = startApp('website', 'apps/website/build/server/index.js', websiteEnv);

const results = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
};
const checks = [];
const check = (measure, value, budget, ok, unit = '') =>
  checks.push({ measure, value, budget, ok, unit });
// A figure for the record, with no budget of its own.
const info = (measure, value, unit = '') =>
  checks.push({ measure, value, budget: '–', ok: null, unit });

try {
  await waitFor(`${urls.backend}/healthz`);
  // Ready once its public pages are pre-rendered: nothing is measured before that.
  await waitFor(`${urls.website}/healthz`);

  if (wants('weight')) {
    console.log('▶ Page weight of every public page …');
    results.weight = await measureWeights({ baseUrl: urls.website, chromium });
    for (const page of results.weight.pages) {
      check(`JS gzip ${page.path}`, page.jsGzipKB, '≤ 115 KB', page.jsGzipKB <= 115, 'KB');
      check(
        `JS gzip ${page.path}, after a first input`,
        page.jsAfterInputKB,
        '≤ 115 KB',
        page.jsAfterInputKB <= 115,
        'KB',
      );
    }
    const home = results.weight.pages.find((p) => p.path === '/');
    check('Transfer of the home page', home.transferKB, '≤ 550 KB', home.transferKB <= 550, 'KB');
    check(
      'Text responses compressed',
      results.weight.uncompressed.length,
      '0 uncompressed',
      results.weight.uncompressed.length === 0,
    );
  }

  if (wants('lighthouse')) {
    console.log('▶ Lighthouse 12, mobile, median of 3 …');
    results.lighthouse = await runLighthouse({
      baseUrl: urls.website,
      chromium,
      paths: ['/', '/karriere', '/foodservice', '/impressum', '/kontakt'],
      runs: 3,
    });
    for (const r of results.lighthouse) {
      check(`Lighthouse performance ${r.path}`, r.performance, '≥ 98', r.performance >= 98);
      check(`Lighthouse accessibility ${r.path}`, r.accessibility, '100', r.accessibility === 100);
      check(`Lighthouse best practices ${r.path}`, r.bestPractices, '100', r.bestPractices === 100);
      check(`Lighthouse SEO ${r.path}`, r.seo, '100', r.seo === 100);
      check(`LCP ${r.path}`, r.lcpSeconds, '≤ 1.8 s', r.lcpSeconds <= 1.8, 's');
    }
  }

  if (wants('load')) {
    console.log('▶ Load, 20 connections …');
    results.load = await runLoad({ urls });
    for (const r of results.load) {
      if (r.name.startsWith('GET /intern/wiki')) info(`first request ${r.name}`, r.firstMs, 'ms');
      if (!r.budget) {
        info(`req/s ${r.name}`, r.requestsPerSecond);
        info(`p99 ${r.name}`, r.p99, 'ms');
        continue;
      }
      check(
        `req/s ${r.name}`,
        r.requestsPerSecond,
        `≥ ${r.budget.rps}`,
        r.requestsPerSecond >= r.budget.rps,
      );
      check(`p99 ${r.name}`, r.p99, `≤ ${r.budget.p99} ms`, r.p99 <= r.budget.p99, 'ms');
      check(`errors ${r.name}`, r.errors, '0', r.errors === 0);
    }
  }

  if (wants('search')) {
    console.log('▶ Wiki search latency …');
    const out = spawnSync(
      'npx',
      ['tsx', '--tsconfig', 'apps/website/tsconfig.json', 'bench/wiki-search.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (out.status !== 0) throw new Error(`wiki search bench failed:\n${out.stderr}`);
    results.search = JSON.parse(out.stdout.trim().split('\n').pop());
    check('Wiki search p95', results.search.p95, '≤ 5 ms', results.search.p95 <= 5, 'ms');
    info('Wiki search index build (per access group and edit)', results.search.buildMs, 'ms');
    const quality = results.search.quality;
    check('Wiki search hit@1 (evaluation set)', quality.hit1, '≥ 0.95', quality.hit1 >= 0.95);
    check('Wiki search hit@3 (evaluation set)', quality.hit3, '≥ 0.98', quality.hit3 >= 0.98);
    info('Wiki search MRR (evaluation set)', quality.mrr);
    info('No-answer queries answered with nothing', quality.noAnswer);

    console.log('▶ Public site search (evaluation set, over HTTP) …');
    results.siteSearch = await measureSiteSearch({ website: urls.website });
    const site = results.siteSearch;
    info('Public search hit@1 (evaluation set)', site.quality.hit1);
    info('Public search hit@3 (evaluation set)', site.quality.hit3);
    info('Public search MRR (evaluation set)', site.quality.mrr);
    info('Public no-answer queries answered with nothing', site.quality.noAnswer);
    info('Public search /suche.json p95, one connection', site.p95, 'ms');

    // The intranet's one search (issue 32, item 6): the index from what the backend answers a
    // member of staff and a customer, the set's queries as they sign in.
    console.log('▶ Intranet search (evaluation set) …');
    const intranet = spawnSync(
      'npx',
      ['tsx', '--tsconfig', 'apps/website/tsconfig.json', 'bench/intranet-search.ts'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, BACKEND: urls.backend } },
    );
    if (intranet.status !== 0) throw new Error(`intranet search bench failed:\n${intranet.stderr}`);
    results.intranetSearch = JSON.parse(intranet.stdout.trim().split('\n').pop());
    const one = results.intranetSearch;
    check(
      'Intranet search hit@1 (evaluation set)',
      one.quality.hit1,
      '≥ 0.95',
      one.quality.hit1 >= 0.95,
    );
    check(
      'Intranet search hit@3 (evaluation set)',
      one.quality.hit3,
      '≥ 0.98',
      one.quality.hit3 >= 0.98,
    );
    check(
      'Intranet search: results of a forbidden kind',
      one.quality.leaks.length,
      '0',
      one.quality.leaks.length === 0,
    );
    check(
      'Intranet type-ahead p95 on the server',
      one.typeahead.p95,
      '< 50 ms',
      one.typeahead.p95 < 50,
      'ms',
    );
    info('Intranet search MRR (evaluation set)', one.quality.mrr);
    info('Intranet no-answer queries answered with nothing', one.quality.noAnswer);
    for (const miss of one.quality.misses) console.log(`  Fehlgriff: ${miss}`);
  }

  if (wants('logins')) {
    const { logins, accounts } = sizes;
    console.log(
      `▶ Office logins: ${logins} correct sign-ins of ${accounts} accounts, one address …`,
    );
    const r = await runOfficeLogins({ backend: urls.backend, accounts, logins });
    results.logins = r;
    check(
      `Correct logins refused, ${logins} of ${accounts} accounts`,
      r.refused,
      '0',
      r.refused === 0,
    );
    check(`Time for the ${logins} logins`, r.seconds, '≤ 300 s', r.seconds <= 300, 's');
    check(
      'Sixth wrong password, one account',
      r.sixthWrongPassword,
      '429',
      r.sixthWrongPassword === 429,
    );
  }

  if (wants('flood')) {
    console.log(`▶ Flood: ${sizes.queries} made-up query strings on / …`);
    const r = await runQueryFlood({
      website: urls.website,
      pid: website.pid,
      requests: sizes.queries,
    });
    results.flood = r;
    const errors = r.requests - (r.statuses[200] ?? 0);
    check(
      `Website memory growth, ${r.requests} queries`,
      r.growthMB,
      '< 50 MB',
      r.growthMB < 50,
      'MB',
    );
    info('Website memory at its peak', r.rssPeakMB, 'MB');
    check(`errors, ${r.requests} queries`, errors, '0', errors === 0);
    check(
      '/ from the store after the flood',
      r.homeXCache ?? 'none',
      'HIT',
      r.homeXCache === 'HIT',
    );
  }

  if (wants('soak')) {
    console.log(`▶ Soak: ${sizes.soakSeconds} s at 20 connections over mixed routes …`);
    const r = await runSoak({
      root,
      backend: urls.backend,
      env: websiteEnv,
      port: ports.soak,
      seconds: sizes.soakSeconds,
      warmup: sizes.soakWarmup,
    });
    results.soak = r;
    check(
      `Soak errors and timeouts, ${r.requests} requests`,
      r.errors + r.timeouts,
      '0',
      r.errors + r.timeouts === 0,
    );
    check('Soak 5xx answers', r.status5xx, '0', r.status5xx === 0);
    const percent = (x) => Math.round(x * 1000) / 10;
    check(
      `Soak retained memory growth (RSS ${r.rssBeforeMB} → ${r.rssAfterMB} MB)`,
      percent(r.rssGrowth),
      '< 20 %',
      r.rssGrowth < 0.2,
      '%',
    );
    check(
      `Soak retained heap growth (${r.heapBeforeMB} → ${r.heapAfterMB} MB)`,
      percent(r.heapGrowth),
      '< 20 %',
      r.heapGrowth < 0.2,
      '%',
    );
  }
} finally {
  stopAll();
}

results.small = small;
results.checks = checks;
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `${results.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

const width = Math.max(...checks.map((c) => c.measure.length), 10);
console.log(
  `\n${'Measure'.padEnd(width)}  ${'Value'.padStart(10)}  ${'Budget'.padEnd(16)}  Result`,
);
for (const c of checks) {
  const value =
    typeof c.value === 'number' ? `${c.value}${c.unit ? ` ${c.unit}` : ''}` : String(c.value);
  console.log(
    `${c.measure.padEnd(width)}  ${value.padStart(10)}  ${c.budget.padEnd(16)}  ${c.ok === null ? 'info' : c.ok ? 'ok' : 'MISSED'}`,
  );
}
console.log(`\nRaw results: ${file}`);
if (small)
  console.log("--small: logins and flood at a size for trying out, not the budgets' size.");
const missed = checks.filter((c) => c.ok === false);
if (missed.length) {
  console.error(`\n✖ ${missed.length} budget(s) missed.`);
  process.exit(1);
}
console.log('\n✔ All budgets met.');
process.exit(0);
