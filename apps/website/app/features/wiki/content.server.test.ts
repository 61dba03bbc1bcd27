import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WikiArticleData } from '@frischkontor/contract';
import { FACTS, WIKI_CATEGORIES } from '@frischkontor/contract';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../../../test/wiki-seed';
import {
  forgetWikiVersion,
  resetWikiContent,
  WIKI_IMAGE_ROUTE,
  wikiArticleFor,
  wikiContentOf,
  wikiFor,
} from './content.server';
import { categoryCounts, categoryFromSlug } from './articles.server';

// The content one access group reads, built from the backend's answer (decision 029).
describe('wiki content of an access group', () => {
  let all: WikiArticleData[];
  beforeAll(async () => {
    all = await seedArticles();
  }, 60_000);

  it('holds exactly the articles the backend answered, by German title order', async () => {
    const some = all.slice(0, 5);
    const content = await wikiContentOf('5.5', some);
    expect([...content.bySlug.keys()].sort()).toEqual(some.map((a) => a.slug).sort());
    const titles = content.articles.map((a) => a.meta.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it("serves only the pictures of the group's articles, body and banner", async () => {
    const sample = all.find((a) => a.slug === 'abfahrtskontrolle-kuehlfahrzeug')!;
    const other = all.find((a) => a.slug === 'kerntemperatur-und-kuehlkette')!;
    const content = await wikiContentOf('1.1', [sample]);
    expect(content.images).toEqual(
      new Set(['banner-logistik.svg', 'abfahrtskontrolle-kuehlfahrzeug-pruefpunkte.svg']),
    );
    const entry = content.bySlug.get(sample.slug)!;
    expect(entry.meta.banner).toBe(`${WIKI_IMAGE_ROUTE}/banner-logistik.svg`);
    expect(entry.content.html).toContain(
      `src="${WIKI_IMAGE_ROUTE}/abfahrtskontrolle-kuehlfahrzeug-pruefpunkte.svg"`,
    );
    for (const image of (await wikiContentOf('1.1', [other])).images)
      expect(content.images.has(image) && !image.startsWith('banner-')).toBe(false);
  });

  it('a banner outside the wiki folder is not shown; raw HTML and unknown facts stay inert', async () => {
    const article: WikiArticleData = {
      ...all[0]!,
      slug: 'test-artikel',
      version: 7,
      banner: { id: 1, src_path: 'domain/angebote/x.png', cdn_path: '' },
      body: 'Tiefkühlware: {{fakt.frozenFoodMinimum}}, {{fakt.gibtEsNicht}}.\n\n<script>alert(1)</script>',
    };
    const entry = (await wikiContentOf('1.7', [article])).bySlug.get('test-artikel')!;
    expect(entry.meta.banner).toBeNull();
    expect(entry.content.text).toContain(`Tiefkühlware: ${FACTS.frozenFoodMinimum}`);
    expect(entry.content.text).toContain('{{fakt.gibtEsNicht}}');
    expect(entry.content.html).not.toContain('<script>');
  });

  it('follows a new review date of an article whose text stayed the same', async () => {
    const review = (day: string) => ({
      owner: { id: 3, name: 'Anna Autor' },
      review_by: day,
      review_by_set: true,
      reviewed_at: null,
      reviewed_by: null,
    });
    const article = { ...all[1]!, slug: 'pruefdatum-artikel', review: review('2026-03-14') };
    const first = (await wikiContentOf('1.8', [article])).bySlug.get(article.slug)!;
    expect(first.meta.review).toEqual({ owner: 'Anna Autor', ownerId: 3, reviewBy: '2026-03-14' });
    const renewed = { ...article, review: review('2026-09-14') };
    const second = (await wikiContentOf('1.9', [renewed])).bySlug.get(article.slug)!;
    expect(second.meta.review?.reviewBy).toBe('2026-09-14');
  });

  it('keeps its search index when a new version leaves its articles unchanged', async () => {
    const content = await wikiContentOf('78.78', all);
    const index = content.search;
    expect(content.holds(all)).toBe(true);
    const same = content.at('79.80');
    expect(same.version).toBe('79.80');
    expect(same.search).toBe(index);
    const edited = all.map((a, i) => (i === 0 ? { ...a, version: a.version + 1 } : a));
    expect(content.holds(edited)).toBe(false);
    expect(content.holds(all.slice(1))).toBe(false);
    // „Geprüft, unverändert“ saves no version of the text but moves the day (decision 054).
    const review = {
      owner: { id: 3, name: 'Anna Autor' },
      review_by: '2027-05-01',
      review_by_set: true,
      reviewed_at: null,
      reviewed_by: null,
    };
    const reviewed = all.map((a, i) => (i === 0 ? { ...a, review } : a));
    expect(content.holds(reviewed)).toBe(false);
    // Renders all 78 articles and builds their index: on a busy two-core machine over 20 s.
  }, 60_000);
});

// The data layer against a stand-in for the backend's wiki API (the browser tests run it against
// the real one, wiki-two-processes.spec.ts): the cookie names who asks.
describe('wikiFor: one answer per access group and content version', () => {
  let server: Server;
  let version = '1.1';
  let articles: WikiArticleData[] = [];
  let categories: readonly string[] = WIKI_CATEGORIES;
  const asked: string[] = [];

  beforeAll(async () => {
    const [first, second] = await seedArticles();
    articles = [first!, second!];
    server = createServer((req, res) => {
      const who = /who=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      asked.push(`${who} ${req.url}`);
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      // A session that ended between the guards and this call: the backend's 404 — before the
      // version (`ended`) or between the version and the list (`gone`).
      if (req.url === '/api/wiki/version' && who !== 'ended')
        return json(200, { data: { version } });
      if (who !== 'staff') return json(404, { message: 'Nicht gefunden.' });
      if (req.url === '/api/wiki/articles?body=1') return json(200, { data: articles });
      if (req.url === '/api/wiki/categories')
        return json(200, { data: categories.map((name) => ({ name, visibility: null })) });
      if (req.url === '/api/wiki/synonyms')
        return json(200, { data: { groups: [['edv', 'it']], version: 1 }, meta: {} });
      return json(404, { message: 'Nicht gefunden.' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const user = { roles: [{ id: 2, name: 'Personal' }], permissions: [] };
  const viewer = (who: string) => ({
    request: new Request('http://localhost:3000/intern/wiki', {
      headers: { cookie: `who=${who}` },
    }),
    context: new RouterContextProvider(),
    user,
  });

  it.each(['ended', 'gone'])(
    "a failed answer to one viewer (%s) is not the group's: the next asks with its own session",
    async (who) => {
      resetWikiContent();
      const [refused, staff] = await Promise.allSettled([
        wikiFor(viewer(who)),
        wikiFor(viewer('staff')),
      ]);
      expect(refused.status).toBe('rejected');
      expect(staff.status === 'fulfilled' && staff.value.articles.length).toBe(2);
    },
  );

  it('asks for the version at most once a second, and for the list only when it moved', async () => {
    resetWikiContent();
    asked.length = 0;
    const first = await wikiFor(viewer('staff'));
    await Promise.all([wikiFor(viewer('staff')), wikiFor(viewer('staff'))]);
    expect(asked.sort()).toEqual([
      'staff /api/wiki/articles?body=1',
      'staff /api/wiki/categories',
      'staff /api/wiki/synonyms',
      'staff /api/wiki/version',
    ]);

    // A save of an article the group does not read: new version, same content, same index.
    const index = first.search;
    version = '3.4';
    forgetWikiVersion();
    const same = await wikiFor(viewer('staff'));
    expect(same.version).toBe('3.4');
    expect(same.search).toBe(index);

    // An edit of one of its articles: the new text, and the kept pages' key moves with it.
    articles = [{ ...articles[0]!, version: 2, title: 'Neu geschriebener Titel' }, articles[1]!];
    version = '3.5';
    forgetWikiVersion();
    const edited = await wikiFor(viewer('staff'));
    expect(edited.bySlug.get(articles[0]!.slug)?.meta.title).toBe('Neu geschriebener Titel');
    expect(edited.search).not.toBe(index);
  });

  it('follows a category limited away from the group: gone from its categories (decision 035)', async () => {
    resetWikiContent();
    categories = WIKI_CATEGORIES;
    const before = await wikiFor(viewer('staff'));
    expect(before.categories).toEqual(WIKI_CATEGORIES);
    expect(categoryFromSlug('vertrieb', before.categories)).toBe('Vertrieb');
    categories = WIKI_CATEGORIES.filter((c) => c !== 'Vertrieb');
    version = '3.6';
    forgetWikiVersion();
    const after = await wikiFor(viewer('staff'));
    expect(after.categories).not.toContain('Vertrieb');
    expect(categoryCounts(after).map((c) => c.category)).toEqual(categories);
    expect(categoryFromSlug('vertrieb', after.categories)).toBeNull();
  });

  it('an article published a moment ago elsewhere is found at once: a miss asks for the version again', async () => {
    resetWikiContent();
    categories = WIKI_CATEGORIES;
    const [first, second] = articles;
    articles = [first!];
    version = '5.1';
    const before = await wikiFor(viewer('staff'));
    expect(before.bySlug.has(second!.slug)).toBe(false);
    // Published through another website process or the API: nobody forgot the version here.
    articles = [first!, second!];
    version = '5.2';
    const found = await wikiArticleFor(viewer('staff'), second!.slug);
    expect(found?.article.slug).toBe(second!.slug);
    // A slug nobody wrote stays a 404.
    expect(await wikiArticleFor(viewer('staff'), 'gibt-es-nicht')).toBeNull();
  });
});
