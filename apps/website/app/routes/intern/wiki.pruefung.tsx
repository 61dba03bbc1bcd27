import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { ReviewQueue } from '~/features/content-editor';
import { wikiReviewAction, wikiReviewLoader } from '~/features/content-editor/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/wiki.pruefung';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiReviewLoader;
export const action = wikiReviewAction;

export default function WikiReview({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Wiki', to: '/intern/wiki' },
          { label: 'Zur Prüfung' },
        ]}
      />
      <h1 className="mt-4 text-3xl sm:text-4xl">Zur Prüfung</h1>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Artikel, die Autorinnen und Autoren eingereicht haben. Im Editor steht der Kommentar bei
        „Status“: veröffentlichen oder mit einem Kommentar zurückgeben.
      </p>
      <ReviewQueue items={loaderData.items} mail={loaderData.mail} />
    </main>
  );
}
