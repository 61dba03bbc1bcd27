import { Blocks } from '~/components/sections/Blocks';
import { deferUntilInput } from '~/components/ui/deferred';
import { freshPageHeaders } from '~/features/document/cache-headers';
import { contactAction } from '~/features/forms/contact.server';
import { startedToken } from '~/features/forms/protection.server';
import { pageMeta } from '~/features/seo/meta';
import { kontaktPage } from './kontakt.server';
import type { Route } from './+types/kontakt';

const ContactSection = deferUntilInput(() => import('~/features/forms/ContactSection'));

// Not cached: the form carries a fresh, signed render time (the minimum fill time).
export const headers = freshPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = () => ({ ...kontaktPage(), started: startedToken() });
export const action = contactAction;

export default function Kontakt({ loaderData, actionData }: Route.ComponentProps) {
  const [hero, ...rest] = loaderData.blocks;
  return (
    <main>
      <Blocks blocks={[hero!]} />
      <ContactSection started={loaderData.started} result={actionData} />
      <Blocks blocks={rest} />
    </main>
  );
}
