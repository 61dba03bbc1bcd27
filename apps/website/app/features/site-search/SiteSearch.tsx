import { SearchBox, type SearchOption } from '~/components/ui/SearchBox';
import type { SiteSearchHit } from './types';

const toOption = (hit: SiteSearchHit): SearchOption => ({
  href: hit.path,
  title: hit.title,
  label: hit.kind,
  snippet: hit.snippet,
});

/** The public search box: results as you type from /suche.json, a GET form to /suche without JavaScript. */
export function SiteSearch({ initialQuery }: { initialQuery: string }) {
  return (
    <SearchBox
      action="/suche"
      endpoint="/suche.json"
      ariaLabel="Website durchsuchen"
      label="Suchbegriff"
      placeholder="z. B. Rezepte, Mehrwegpflicht, Ausbildung"
      initialQuery={initialQuery}
      toOption={toOption}
      suggestionIntro={(q) => `Keine Treffer für „${q}“. Vielleicht hilft Ihnen:`}
    />
  );
}
