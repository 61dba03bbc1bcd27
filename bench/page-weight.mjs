// First-load JavaScript (gzip) and total transfer of every public page, in a real Chromium:
// without any input (what a visitor who only reads downloads) and again after a first input
// (a pointer move and a Tab: the page's body code arrives then, decision 004), which is what
// every visitor who uses the page loads. Also lists text responses that arrived uncompressed.
import { gzipSync } from 'node:zlib';
import { chromium as playwright } from 'playwright-core';

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export async function publicPaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .concat('/login');
}

export async function measureWeights({ baseUrl, chromium }) {
  const browser = await playwright.launch({
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const pages = [];
  const uncompressed = [];
  try {
    for (const path of await publicPaths(baseUrl)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      let jsGzip = 0;
      let transfer = 0;
      let requests = 0;
      const scripts = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response) return;
            requests += 1;
            const sizes = await request.sizes();
            transfer += sizes.responseBodySize + sizes.responseHeadersSize;
            const body = await response.body().catch(() => Buffer.alloc(0));
            const type = response.headers()['content-type'] ?? '';
            if (request.resourceType() === 'script') {
              const gzip = gzipSync(body).length;
              jsGzip += gzip;
              scripts.push({
                url: new URL(request.url()).pathname,
                gzipKB: Math.round(gzip / 100) / 10,
              });
            }
            if (
              TEXT.test(type) &&
              body.length > 1024 &&
              !/^(br|gzip|zstd|deflate)$/.test(response.headers()['content-encoding'] ?? '')
            ) {
              uncompressed.push(request.url());
            }
          })(),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      await Promise.all(pending);
      const readOnly = jsGzip;
      await page.mouse.move(200, 300);
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await Promise.all(pending);
      pages.push({
        path,
        jsGzipKB: Math.round(readOnly / 100) / 10,
        jsAfterInputKB: Math.round(jsGzip / 100) / 10,
        transferKB: Math.round(transfer / 100) / 10, // with the code the first input loads
        requests,
        scripts, // in the raw results: which files make up the figure
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { pages, uncompressed: [...new Set(uncompressed)] };
}
