// Who may open which route: one table, read like docs/product.md#access-table.
// Keys are route patterns as React Router reports them. Every /intern route must be listed;
// the server refuses to start otherwise (see `assertAccessTable`).
import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { jobAds, movedJobAddress } from '~/features/job-ads/index.server';
import { INTRANET_PAGES } from '~/features/intranet';
import { posts } from '~/features/blog/index.server';
import { followWikiVersion } from '~/features/wiki/index.server';
import { backendFor } from '~/platform/api/session.server';
import type { RouteAccess } from '~/platform/guards/pipeline.server';

/**
 * The intranet's rules come from its manifest. No route validates that its item exists: a
 * validation runs before the guards, so for the wiki it would tell a draft from an unknown
 * slug; the loader answers both with the same 404 after the guards.
 */
function intranetAccess(): Record<string, RouteAccess> {
  return Object.fromEntries(
    INTRANET_PAGES.map((page) => [
      page.path,
      {
        middleware: page.audience === 'konto' ? ['auth'] : ['auth', page.audience],
        ...(page.shared && { shared: true, contentVersion: sharedContentVersion(page.path) }),
      },
    ]),
  );
}

/** Shared pages are the wiki's: their key holds its content version (decision 029). */
function sharedContentVersion(path: string): RouteAccess['contentVersion'] {
  if (!path.startsWith('/intern/wiki')) return undefined;
  // Without an answer no version is known: a key of its own, never found, nothing kept.
  return (args) =>
    followWikiVersion(backendFor(args.request, args.context)).catch(() => `?${Math.random()}`);
}

export const access: Record<string, RouteAccess> = {
  // An old address with „-m-w-d“ passes: its loader sends it on to the ad's address.
  '/karriere/:slug': {
    validate: async ({ params }) =>
      (await jobAds.has(params.slug ?? '')) || !!(await movedJobAddress(params.slug ?? '')),
  },
  '/karriere/:slug/danke': {
    validate: async ({ params }) =>
      params.slug === UNSOLICITED_APPLICATION.slug || jobAds.has(params.slug ?? ''),
  },
  '/blog/:slug': { validate: ({ params }) => posts.has(params.slug ?? '') },

  '/login': { middleware: ['guest'] },

  ...intranetAccess(),
};
