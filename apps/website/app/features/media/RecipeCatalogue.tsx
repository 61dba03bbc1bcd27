import { RECIPE_CATEGORIES, slugify } from '@frischkontor/contract';
import { formatFileSize } from '~/platform/content/format';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueProblem } from './CatalogueProblem';
import { categoriesOf, filterCatalogue, resultLine, type CatalogueFilter } from './catalogues';
import { FileIcon } from './FileIcon';
import type { Catalogue, MediaEntry } from './types';

export interface RecipeCatalogueProps {
  catalogue: Catalogue;
  filter: CatalogueFilter;
  pathname: string;
}

/** Recipe cards with picture, category, portions and allergens; search by title and ingredient. */
export function RecipeCatalogue({ catalogue, filter, pathname }: RecipeCatalogueProps) {
  if (catalogue.status !== 'ok')
    return <CatalogueProblem status={catalogue.status} what="Rezeptkarten" />;
  const recipes = filterCatalogue(catalogue.items, filter);
  const all = catalogue.items.length;
  return (
    <div className="mt-6">
      <CatalogueFilters
        filter={filter}
        categories={categoriesOf(catalogue.items, RECIPE_CATEGORIES)}
        categoryLabel="Kategorie"
        allCategories="Alle Kategorien"
        searchLabel="Rezept oder Zutat suchen"
        searchPlaceholder="z. B. Rouladen oder Sahne"
        result={resultLine(recipes.length, all, 'Rezept', 'Rezepte')}
        action={`${pathname}#rezeptkarten`}
      />
      {recipes.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line bg-white p-6">
          Zu Ihrer Auswahl passt keine Rezeptkarte. Lassen Sie einen Filter weg oder suchen Sie nach
          einer anderen Zutat.
        </p>
      ) : (
        <ul className="mt-6 grid-fit gap-6 [--fit-min:15rem]">
          {recipes.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RecipeCard({ recipe }: { recipe: MediaEntry }) {
  const { category, portions, allergens, description } = recipe.details;
  return (
    // Each card is a result of the site search of its own (features/site-search).
    <li id={slugify(recipe.title)} data-search-entry={recipe.title} data-search-kind="Rezeptkarte">
      <a
        href={recipe.href ?? undefined}
        target="_blank"
        rel="noopener"
        className="card group flex h-full flex-col p-0 hover:border-brand-300"
      >
        <span className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-t-2xl border-b border-line bg-paper-dark">
          {recipe.thumbnail ? (
            <img
              src={recipe.thumbnail}
              alt=""
              loading="lazy"
              className="h-full w-full object-cover object-top"
            />
          ) : (
            <FileIcon entry={recipe} className="size-20" />
          )}
        </span>
        <span className="flex flex-1 flex-col p-5">
          {(category || portions) && (
            <span className="text-sm font-semibold text-herb-700">
              {[category, portions].filter(Boolean).join(' · ')}
            </span>
          )}
          <span className="mt-1 text-lg font-semibold group-hover:text-brand-800">
            {recipe.title}
          </span>
          {description && <span className="mt-1 text-sm text-ink-soft">{description}</span>}
          <span className="mt-3 text-sm">
            <span className="font-semibold">Allergene: </span>
            {allergens.length ? allergens.join(', ') : 'keine der 14 Hauptallergene'}
          </span>
          <span className="mt-auto pt-4 text-sm font-semibold text-brand-700">
            Rezeptkarte öffnen (PDF{recipe.size ? `, ${formatFileSize(recipe.size)}` : ''})
            <span className="sr-only"> – öffnet in neuem Tab</span>
          </span>
        </span>
      </a>
    </li>
  );
}
