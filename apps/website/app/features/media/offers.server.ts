import type { LoaderFunctionArgs } from 'react-router';
import { listFolder, loadExplorer, type ListOptions } from './media.server';

/** Current offers (the `aktuell` folder below the root) and the archive explorer. */
export async function loadOffers(
  args: LoaderFunctionArgs & { url: URL },
  root: string,
  options: ListOptions = {},
) {
  const [current, archive] = await Promise.all([
    listFolder(
      args.request,
      args.context,
      `${root}/aktuell`,
      { path: [], page: 1, size: 12, search: '' },
      options,
    ),
    loadExplorer(args, root, 'liste', options),
  ]);
  return { current, archive };
}
