// Who may open which route: one table, read like the spec's access table (section 2).
// Keys are route patterns as React Router reports them. Every /intern route must be listed;
// the server refuses to start otherwise (see `assertAccessTable`).
import { jobs } from '~/features/careers/jobs.server';
import { posts } from '~/features/blog/posts.server';
import type { RouteAccess } from '~/features/guards/pipeline.server';
import { wikiArticles } from '~/features/wiki/articles.server';

export const access: Record<string, RouteAccess> = {
  '/karriere/:slug': { validate: ({ params }) => jobs.has(params.slug ?? '') },
  '/karriere/:slug/danke': { validate: ({ params }) => jobs.has(params.slug ?? '') },
  '/blog/:slug': { validate: ({ params }) => posts.has(params.slug ?? '') },

  '/login': { middleware: ['guest'] },

  '/intern': { middleware: ['auth'] },
  '/intern/profil': { middleware: ['auth'] },
  '/intern/ci': { middleware: ['auth', 'personal'] },
  '/intern/angebote': { middleware: ['auth', 'kunde-oder-personal'] },
  '/intern/spezifikationen': { middleware: ['auth', 'kunde-oder-personal'] },
  '/intern/dokumente': { middleware: ['auth', 'personal'] },
  '/intern/wiki': { middleware: ['auth', 'personal'], shared: true },
  '/intern/wiki/suche': { middleware: ['auth', 'personal'] },
  '/intern/wiki/bilder/:file': { middleware: ['auth', 'personal'] },
  '/intern/wiki/:slug': {
    validate: ({ params }) => wikiArticles.has(params.slug ?? ''),
    middleware: ['auth', 'personal'],
    shared: true,
  },
};
