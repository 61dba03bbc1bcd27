import type { LoaderFunctionArgs } from 'react-router';
import { hamburgDay } from '~/platform/content/format';
import { arrangeOffers, catalogueFilter } from './catalogues';
import { loadCatalogue, type ListOptions } from './media.server';

/** The flyers below `root`, arranged by their validity today in Hamburg. */
export async function loadOffers(
  args: LoaderFunctionArgs,
  root: string,
  options: ListOptions = {},
) {
  const catalogue = await loadCatalogue(args.request, args.context, root, options);
  return {
    status: catalogue.status,
    shelves: arrangeOffers(
      catalogue.status === 'ok' ? catalogue.items : [],
      hamburgDay(new Date()),
    ),
  };
}

/** A catalogue with the filter from the address; the page filters as it renders. */
export async function loadCatalogueWithFilter(
  args: LoaderFunctionArgs & { url: URL },
  root: string,
  options: ListOptions = {},
) {
  return {
    catalogue: await loadCatalogue(args.request, args.context, root, options),
    filter: catalogueFilter(args.url),
    pathname: args.url.pathname,
  };
}
