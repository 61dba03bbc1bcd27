import { PRODUCT_GROUPS } from '@frischkontor/contract';
import { Icon } from '~/components/ui/Icon';
import { download } from '~/components/ui/icons';
import { formatFileSize } from '~/platform/content/format';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueProblem } from './CatalogueProblem';
import { categoriesOf, filterCatalogue, resultLine, type CatalogueFilter } from './catalogues';
import type { Catalogue } from './types';

export interface ProductCatalogueProps {
  catalogue: Catalogue;
  filter: CatalogueFilter;
  pathname: string;
}

/**
 * The specifications as a product list: article number, name, product group, allergens and
 * the sheet as PDF; search by name or number, filter by group and „ohne“ allergens.
 */
export function ProductCatalogue({ catalogue, filter, pathname }: ProductCatalogueProps) {
  if (catalogue.status !== 'ok')
    return <CatalogueProblem status={catalogue.status} what="Spezifikationen" />;
  const products = filterCatalogue(catalogue.items, filter).sort((a, b) =>
    (a.details.article_no ?? a.title).localeCompare(b.details.article_no ?? b.title, 'de', {
      numeric: true,
    }),
  );
  const all = catalogue.items.length;
  return (
    <div className="mt-6">
      <CatalogueFilters
        filter={filter}
        categories={categoriesOf(catalogue.items, PRODUCT_GROUPS)}
        categoryLabel="Warengruppe"
        allCategories="Alle Warengruppen"
        searchLabel="Produkt suchen"
        searchPlaceholder="z. B. 10234 oder Rinderhüfte"
        result={resultLine(products.length, all, 'Produkt', 'Produkte')}
        action={pathname}
      />
      {products.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line bg-white p-6">
          Kein Produkt passt zu Ihrer Suche. Prüfen Sie die Artikelnummer auf Lieferschein oder
          Rechnung, oder lassen Sie einen Filter weg.
        </p>
      ) : (
        <table className="mt-6 w-full border-collapse overflow-hidden rounded-2xl border border-line bg-white text-left">
          <caption className="sr-only">Produktspezifikationen</caption>
          <thead className="bg-paper-dark text-sm">
            <tr>
              <th scope="col" className="hidden px-4 py-2.5 whitespace-nowrap sm:table-cell">
                Art.-Nr.
              </th>
              <th scope="col" className="px-3 py-2.5 sm:px-4">
                Produkt
              </th>
              <th scope="col" className="hidden px-4 py-2.5 md:table-cell">
                Warengruppe
              </th>
              <th scope="col" className="hidden px-4 py-2.5 lg:table-cell">
                Allergene
              </th>
              <th scope="col" className="px-3 py-2.5 sm:px-4">
                <span className="sr-only">Spezifikation</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const { article_no, category, allergens } = product.details;
              const allergenText = allergens.length ? allergens.join(', ') : 'keine';
              return (
                <tr key={product.id} className="border-t border-line align-top">
                  <td className="hidden px-4 py-3 tabular-nums sm:table-cell">
                    {article_no ?? '–'}
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <span className="font-semibold">{product.title}</span>
                    {/* On narrow screens number, group and allergens move under the name. */}
                    <span className="block text-sm text-ink-soft lg:hidden">
                      {article_no && <span className="sm:hidden">Art.-Nr. {article_no} · </span>}
                      {category && <span className="md:hidden">{category} · </span>}
                      Allergene: {allergenText}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">{category ?? '–'}</td>
                  <td className="hidden px-4 py-3 lg:table-cell">{allergenText}</td>
                  <td className="px-3 py-3 text-right sm:px-4">
                    <a
                      href={product.href ?? undefined}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                    >
                      <Icon d={download} className="size-4" />
                      PDF
                      <span className="sr-only">
                        : Spezifikation {product.title}
                        {product.size ? `, ${formatFileSize(product.size)}` : ''} – öffnet in neuem
                        Tab
                      </span>
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
