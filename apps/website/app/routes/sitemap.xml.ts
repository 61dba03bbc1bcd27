import { env } from '~/config/env.server';
import { sitemapEntries } from '~/wiring/sitemap.server';
import { sitemapXml } from '~/platform/seo/sitemap.server';

export async function loader() {
  const e = env();
  const xml = sitemapXml(`${e.WEBSITE_URL}${e.WEBSITE_PREFIX}`, await sitemapEntries());
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
