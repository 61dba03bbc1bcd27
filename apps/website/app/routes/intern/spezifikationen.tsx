import type { LoaderFunctionArgs } from 'react-router';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { ProductCatalogue } from '~/features/media';
import { loadCatalogueWithFilter } from '~/features/media/index.server';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/spezifikationen';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader(args: LoaderFunctionArgs & { url: URL }) {
  return {
    seo: {
      title: 'Spezifikationen',
      description:
        'Produktspezifikationen von Hallberg Frischdienst nach Name oder Artikelnummer finden.',
      noindex: true,
    },
    ...(await loadCatalogueWithFilter(args, 'domain/spezifikationen')),
  };
}

export default function Spezifikationen({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Spezifikationen</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Produktspezifikationen mit Zutaten, Allergenen, Nährwerten und Lagerbedingungen. Suchen Sie
        nach dem Produktnamen oder der Artikelnummer von Lieferschein oder Rechnung.
      </p>
      <ProductCatalogue
        catalogue={loaderData.catalogue}
        filter={loaderData.filter}
        pathname={loaderData.pathname}
      />
    </main>
  );
}
