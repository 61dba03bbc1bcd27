// The sitemap's XML; what it lists: app/wiring/sitemap.server.ts.
export interface SitemapEntry {
  path: string;
  lastmod?: string;
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
