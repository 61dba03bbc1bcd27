import { SearchBox, type SearchOption } from '~/components/ui/SearchBox';
import type { WikiSearchHit } from './types';

export { Snippet } from '~/components/ui/SearchBox';

const toOption = (hit: WikiSearchHit): SearchOption => ({
  href: `/intern/wiki/${hit.slug}`,
  title: hit.title,
  label: hit.category,
  snippet: hit.snippet,
});

const kbd = 'rounded border border-line bg-white px-1.5';

/** The wiki's search box: results as you type from /intern/wiki/suche, a GET form without JavaScript. */
export function WikiSearch({
  initialQuery,
  category,
}: {
  initialQuery: string;
  category: string | null;
}) {
  return (
    <SearchBox
      action="/intern/wiki"
      endpoint="/intern/wiki/suche"
      // A search from a results page says which one it refines („Suchen ohne Treffer“).
      params={{
        ...(category ? { kategorie: category } : {}),
        ...(initialQuery ? { vorher: initialQuery } : {}),
      }}
      ariaLabel="Wiki durchsuchen"
      label="Wiki durchsuchen"
      placeholder="z. B. Krankmeldung, VPN, Einfrieren"
      initialQuery={initialQuery}
      toOption={toOption}
      suggestionIntro={(q) => `Keine Treffer für „${q}“. Vielleicht hilft dir:`}
      hint={
        <>
          Tipp: <kbd className={kbd}>Strg</kbd> + <kbd className={kbd}>K</kbd> oder{' '}
          <kbd className={kbd}>/</kbd> springt ins Suchfeld; Pfeiltasten und Enter wählen einen
          Treffer.
        </>
      }
    />
  );
}
