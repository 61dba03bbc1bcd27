import type { LoaderFunctionArgs } from 'react-router';
import { Blocks } from '~/components/sections/Blocks';
import { Container } from '~/components/ui/Container';
import { publicListingHeaders } from '~/platform/document/cache-headers';
import { OfferCatalogue } from '~/features/media';
import { loadOffers } from '~/features/media/index.server';
import { pageMeta } from '~/platform/seo/meta';
import { angebotePage } from './angebote.server';
import type { Route } from './+types/angebote';

export const headers = publicListingHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader(args: LoaderFunctionArgs & { url: URL }) {
  return {
    ...angebotePage(),
    offers: await loadOffers(args, 'domain/angebote/ohne_preise', { anonymous: true }),
  };
}

export default function Angebote({ loaderData }: Route.ComponentProps) {
  const [hero, ...rest] = loaderData.blocks;
  return (
    <main>
      <Blocks blocks={[hero!]} />
      <Container className="py-12 sm:py-16">
        <OfferCatalogue {...loaderData.offers} />
      </Container>
      <Blocks blocks={rest} />
    </main>
  );
}
