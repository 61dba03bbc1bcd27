import type { LoaderFunctionArgs } from 'react-router';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { OfferCatalogue } from '~/features/media';
import { loadOffers } from '~/features/media/index.server';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/angebote';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader(args: LoaderFunctionArgs & { url: URL }) {
  return {
    seo: {
      title: 'Angebote',
      description: 'Der aktuelle Angebotsflyer mit Ihren Preisen und die Flyer der letzten Wochen.',
      noindex: true,
    },
    offers: await loadOffers(args, 'domain/angebote/mit_preise'),
  };
}

export default function AngeboteIntern({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Angebote mit Preisen</h1>
      <p className="mt-3 mb-8 max-w-2xl text-lg text-ink-soft">
        Der Angebotsflyer der Woche mit Ihren Preisen. Bestellen Sie wie gewohnt im Online-Shop,
        über die Hotline oder Ihren Außendienst.
      </p>
      <OfferCatalogue {...loaderData.offers} />
    </main>
  );
}
