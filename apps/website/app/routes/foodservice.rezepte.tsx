import type { LoaderFunctionArgs } from 'react-router';
import { Blocks } from '~/components/sections/Blocks';
import { Container } from '~/components/ui/Container';
import { publicListingHeaders } from '~/platform/document/cache-headers';
import { RecipeCatalogue } from '~/features/media';
import { loadCatalogueWithFilter } from '~/features/media/index.server';
import { pageMeta } from '~/platform/seo/meta';
import { rezeptePage } from './foodservice.rezepte.server';
import type { Route } from './+types/foodservice.rezepte';

export const headers = publicListingHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader(args: LoaderFunctionArgs & { url: URL }) {
  return {
    ...rezeptePage(),
    recipes: await loadCatalogueWithFilter(args, 'domain/rezepte', { anonymous: true }),
  };
}

export default function Rezepte({ loaderData }: Route.ComponentProps) {
  const [hero, ...rest] = loaderData.blocks;
  const { recipes } = loaderData;
  return (
    <main>
      <Blocks blocks={[hero!]} />
      <Container className="py-12 sm:py-16">
        <h2 id="rezeptkarten" className="text-3xl sm:text-4xl">
          Rezeptkarten zum Herunterladen
        </h2>
        <RecipeCatalogue {...recipes} />
      </Container>
      <Blocks blocks={rest} />
    </main>
  );
}
