// Lighthouse 13 with its default mobile settings (simulated throttling), several runs per
// page, median per category.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function runLighthouse({ baseUrl, chromium, paths, runs = 3 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    for (const path of paths) {
      const scores = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories, audits } = result.lhr;
        scores.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          // Lighthouse's own measure of the machine's speed: total blocking time is the
          // observed main-thread work times four, so a slower machine scores lower.
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          failed: Object.values(audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
      results.push({
        path,
        performance: median(scores.map((s) => s.performance)),
        accessibility: median(scores.map((s) => s.accessibility)),
        bestPractices: median(scores.map((s) => s.bestPractices)),
        seo: median(scores.map((s) => s.seo)),
        lcpSeconds: Math.round(median(scores.map((s) => s.lcp)) / 10) / 100,
        tbtMs: Math.round(median(scores.map((s) => s.tbt))),
        cls: Math.round(median(scores.map((s) => s.cls)) * 1000) / 1000,
        benchmarkIndex: Math.round(median(scores.map((s) => s.benchmarkIndex))),
        failedAudits: [...new Set(scores.flatMap((s) => s.failed))],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
