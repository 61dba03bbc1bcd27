// No page shows a placeholder (issue 28): `{{fakt.…}}` and its kin become the one stated fact in
// every collection — marketing pages, legal texts, blog, job ads, wiki — so neither a visitor
// on any page of the sitemap nor staff on any intranet page of the demo data reads `{{` or `}}`.
// The editors' forms are left out: they show the Markdown as written, placeholders and all.
import type { APIRequestContext } from '@playwright/test';
import { signInBrowser } from '../accounts';
import { urls } from '../env';
import { expect, readable, test } from '../fixtures';

test.describe.configure({ timeout: 300_000 });

/** `{{` or `}}` in a text, each with a little of what surrounds it. */
const bracesIn = (text: string) =>
  [...text.matchAll(/.{0,60}(?:\{\{|\}\}).{0,60}/gs)].map(([context]) => context);

/** Where a page shows `{{` or `}}`: its text and attributes, and the strings of its JSON-LD. */
function placeholdersIn(html: string): string[] {
  const found: string[] = [];
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
  ))
    JSON.parse(json!, (_key, value: unknown) => {
      if (typeof value === 'string') found.push(...bracesIn(value).map((c) => `JSON-LD: ${c}`));
      return value;
    });
  // What a person reads: the text and the attributes that are words; scripts and data
  // attributes hold the page's code and JSON.
  const page = html
    .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
    .replace(/<style\b[^>]*>.*?<\/style>/gs, '');
  const attributes = page.matchAll(
    /\s(?:alt|title|aria-label|placeholder|content|value)="([^"]*)"/g,
  );
  for (const text of [page.replace(/<[^>]*>/g, ' '), ...[...attributes].map((m) => m[1]!)])
    found.push(...bracesIn(text));
  return found;
}

async function check(request: APIRequestContext, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    for (const place of placeholdersIn(readable(await response.text())))
      problems.push(`${path}: ${place}`);
  }
  return problems;
}

test('no page of the sitemap shows a placeholder', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(30);
  // The ad that showed „{{fakt.freezerStorage}}“ is among them.
  expect(paths).toContain('/karriere/lagermitarbeiter-warenannahme');
  expect(await check(request, paths)).toEqual([]);
});

// Pages where staff write: they show what was written, `{{fakt.…}}` included.
const EDITING = /\/(bearbeiten|versionen|neu)$|\/bilder\/|\.json$/;

test('no intranet page of the demo data shows a placeholder, to staff with every right', async ({
  context,
}) => {
  await signInBrowser(context, 'admin');
  const request = context.request;
  // Every page the intranet links to, from its start page on: sections, lists, articles,
  // previews; each address once, without its query.
  const seen = new Set<string>(['/intern']);
  const queue = ['/intern'];
  const problems: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    // Pictures, files and JSON answers are no pages.
    if (!response.headers()['content-type']?.startsWith('text/html')) continue;
    const html = readable(await response.text());
    for (const place of placeholdersIn(html)) problems.push(`${path}: ${place}`);
    for (const [, href] of html.matchAll(/href="([^"#?]+)/g)) {
      const target = new URL(href!, urls.website);
      if (target.origin !== new URL(urls.website).origin) continue;
      const next = target.pathname;
      if (!next.startsWith('/intern') || EDITING.test(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  // Wiki articles, job-ad previews and the documents were among them.
  expect([...seen].filter((p) => p.startsWith('/intern/wiki/')).length).toBeGreaterThan(50);
  expect(seen).toContain('/intern/stellen/lagermitarbeiter-warenannahme/vorschau');
  expect(seen).toContain('/intern/dokumente');
  expect(problems).toEqual([]);
});
