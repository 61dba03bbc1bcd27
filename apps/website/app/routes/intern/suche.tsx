import { IntranetSearch } from '~/features/intranet-search';
import { intranetSearchLoader } from '~/features/intranet-search/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/suche';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = intranetSearchLoader;

export default function Suche({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Suche</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Eine Suche für alles, was Sie hier lesen dürfen.
      </p>
      <IntranetSearch {...loaderData} />
    </main>
  );
}
