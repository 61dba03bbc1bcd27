import { CheckboxGroup } from '@frischkontor/design';
import { EU_ALLERGENS } from '@frischkontor/contract';
import { Icon } from '~/components/ui/Icon';
import { search as searchIcon } from '~/components/ui/icons';
import type { CatalogueFilter } from './catalogues';

export interface CatalogueFiltersProps {
  filter: CatalogueFilter;
  categories: readonly string[];
  /** „Kategorie“ or „Warengruppe“. */
  categoryLabel: string;
  allCategories: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** „4 von 7 Rezepten“ */
  result: string;
  /** Where the form goes, with the catalogue's anchor so the visitor stays at the results. */
  action: string;
}

/**
 * Search, category and „ohne“ allergens as one GET form: the address holds the filter, so it
 * works without JavaScript, can be bookmarked and goes back as the visitor expects.
 */
export function CatalogueFilters(props: CatalogueFiltersProps) {
  const { filter, categories } = props;
  const filtered = !!(filter.search || filter.category || filter.without.length);
  return (
    <form
      method="get"
      action={props.action}
      role="search"
      className="rounded-2xl bg-paper-dark p-4 sm:p-5"
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <label className="block">
          <span className="mb-1 block font-semibold">{props.searchLabel}</span>
          <span className="relative block">
            <Icon
              d={searchIcon}
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
            />
            <input
              type="search"
              name="suche"
              defaultValue={filter.search}
              placeholder={props.searchPlaceholder}
              maxLength={100}
              className="w-full rounded-xl border border-ink/30 bg-white py-2.5 pr-3 pl-10"
            />
          </span>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{props.categoryLabel}</span>
          <select
            name="kategorie"
            defaultValue={filter.category}
            className="w-full rounded-xl border border-ink/30 bg-white px-3 py-2.5"
          >
            <option value="">{props.allCategories}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <details className="group mt-3" open={filter.without.length > 0}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          Allergene ausschließen
          {filter.without.length > 0 && ` (${filter.without.length} gewählt)`}
        </summary>
        <fieldset className="mt-2">
          <legend className="text-sm text-ink-soft">
            Gezeigt wird nur, was keines der gewählten Hauptallergene der LMIV enthält.
          </legend>
          <CheckboxGroup name="ohne" options={EU_ALLERGENS} checked={filter.without} />
        </fieldset>
      </details>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" className="btn btn-primary">
          Anzeigen
        </button>
        {filtered && (
          <a href={props.action} className="font-semibold text-brand-700 underline">
            Filter zurücksetzen
          </a>
        )}
        <p role="status" className="ml-auto text-ink-soft">
          {props.result}
        </p>
      </div>
    </form>
  );
}
