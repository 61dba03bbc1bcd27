import { contactTopicOf } from '@frischkontor/contract/forms';
import { Blocks } from '~/components/sections/Blocks';
import { freshPageHeaders } from '~/platform/document/cache-headers';
import { contactAction, startedToken } from '~/features/forms/index.server';
import { pageMeta } from '~/platform/seo/meta';
import { kontaktPage } from './kontakt.server';
import type { Route } from './+types/kontakt';

import { ContactSection } from '~/features/forms';

// Not cached: the form carries a fresh, signed render time (the minimum fill time).
export const headers = freshPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
// `?thema=neukunde-werden` chooses the topic (the new customers' „Rückruf anfordern“ links).
export const loader = ({ request }: Route.LoaderArgs) => ({
  ...kontaktPage(),
  started: startedToken(),
  topic: contactTopicOf(new URL(request.url).searchParams.get('thema')) ?? null,
});
export const action = contactAction;

export default function Kontakt({ loaderData, actionData }: Route.ComponentProps) {
  const [hero, ...rest] = loaderData.blocks;
  return (
    <main>
      <Blocks blocks={[hero!]} />
      <ContactSection
        started={loaderData.started}
        result={actionData}
        topic={loaderData.topic ?? undefined}
      />
      <Blocks blocks={rest} />
    </main>
  );
}
