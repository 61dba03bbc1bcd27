// What the sitemap lists and the server pre-renders at start: the public pages, job ads and
// blog posts (job ads only while open); never anything under /intern.
import { publicPages } from '~/config/public-pages';
import { posts } from '~/features/blog/index.server';
import { openJobAds } from '~/features/job-ads/index.server';
import type { SitemapEntry } from '~/platform/seo/sitemap.server';

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [jobList, postList] = await Promise.all([openJobAds(), posts.all()]);
  return [
    ...publicPages.map((path) => ({ path })),
    ...jobList.map((j) => ({
      path: `/karriere/${j.slug}`,
      lastmod: j.meta.updated ?? j.meta.datePosted,
    })),
    ...postList.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.meta.date })),
  ];
}

export async function prerenderPaths(): Promise<string[]> {
  return (await sitemapEntries()).map((e) => e.path);
}
