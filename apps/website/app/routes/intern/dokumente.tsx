import type { LoaderFunctionArgs } from 'react-router';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { MediaExplorer } from '~/features/media';
import { loadExplorer } from '~/features/media/index.server';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/dokumente';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader(args: LoaderFunctionArgs & { url: URL }) {
  return {
    seo: {
      title: 'Dokumente',
      description: 'Formulare, Richtlinien und Vorlagen für Mitarbeitende.',
      noindex: true,
    },
    ...(await loadExplorer(args, 'domain/intranet', 'raster')),
  };
}

export default function Dokumente({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Dokumente</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Formulare, Richtlinien und Vorlagen für den Arbeitsalltag. Öffne einen Ordner oder such nach
        einem Dateinamen.
      </p>
      <MediaExplorer
        rootLabel="Dokumente"
        state={loaderData.state}
        listing={loaderData.listing}
        defaultView={loaderData.defaultView}
      />
    </main>
  );
}
