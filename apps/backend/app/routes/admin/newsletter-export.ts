// „Liste als CSV herunterladen“: the API's CSV of the subscribers with the list's filter.
import { NEWSLETTER_STATES, PERMISSIONS } from '@frischkontor/contract';
import { z } from 'zod';
import { passOnDownload } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/newsletter-export';

const querySchema = z.object({
  status: z.enum(NEWSLETTER_STATES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.newsletterSubscribers);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  return passOnDownload(args.context, '/admin/newsletter/export', {
    state: query.status,
    search: query.q || undefined,
  });
}
