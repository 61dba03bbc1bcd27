import { env } from '~/config/env.server';

export function loader() {
  const e = env();
  const body = [
    'User-agent: *',
    'Disallow: /intern',
    'Disallow: /login',
    'Disallow: /registrieren',
    '',
    `Sitemap: ${e.WEBSITE_URL}${e.WEBSITE_PREFIX}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
