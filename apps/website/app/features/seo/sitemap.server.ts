import { publicPages } from '~/config/public-pages';
import { posts } from '~/features/blog/posts.server';
import { jobs } from '~/features/careers/jobs.server';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Public routes, job ads and blog posts; never anything under /intern. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [jobList, postList] = await Promise.all([jobs.all(), posts.all()]);
  return [
    ...publicPages.map((path) => ({ path })),
    ...jobList.map((j) => ({ path: `/karriere/${j.slug}`, lastmod: j.meta.datePosted })),
    ...postList.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.meta.date })),
  ];
}

export async function prerenderPaths(): Promise<string[]> {
  return (await sitemapEntries()).map((e) => e.path);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const loc = `<loc>${escapeXml(`${baseUrl}${e.path === '/' ? '/' : e.path}`)}</loc>`;
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
      return `<url>${loc}${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
