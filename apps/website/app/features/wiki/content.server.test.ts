import type { WikiArticleData } from '@frischkontor/contract';
import { FACTS } from '@frischkontor/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../../../test/wiki-seed';
import { WIKI_IMAGE_ROUTE, wikiContentOf } from './content.server';

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
  });
});
