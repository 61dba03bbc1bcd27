// A flood of made-up query strings (decision 012, issue 13): the website's resident memory
// before and after, and whether `/` is still answered from the page store afterwards.
import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
function residentMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kB) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kB[1]) / 1024;
}

const round = (mb) => Math.round(mb * 10) / 10;

export async function runQueryFlood({ website, pid, requests = 10_000, concurrency = 10 }) {
  const get = (path) => fetch(`${website}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const warm = await get('/');
  await warm.arrayBuffer();
  const before = residentMB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMB(pid))), 200);

  const statuses = {};
  const cache = {};
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          const n = (next += 1);
          const response = await get(`/?utm_campaign=${n}`);
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const xCache = response.headers.get('x-cache') ?? 'none';
          cache[xCache] = (cache[xCache] ?? 0) + 1;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = residentMB(pid);
  peak = Math.max(peak, after);

  const home = await get('/');
  await home.arrayBuffer();
  return {
    requests,
    seconds: Math.round(seconds * 10) / 10,
    statuses,
    cache,
    rssBeforeMB: round(before),
    rssAfterMB: round(after),
    rssPeakMB: round(peak),
    growthMB: round(after - before),
    homeStatus: home.status,
    homeXCache: home.headers.get('x-cache'),
  };
}
