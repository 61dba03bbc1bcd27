// What the media page reads besides the folder's list: the access rules along an entry's path,
// the folders' German names for the breadcrumbs, the search across folders.
import type {
  MediaAccess,
  MediaFolderName,
  MediaItem,
  MediaSearchAnswer,
} from '@frischkontor/contract';
import { ApiError, type Backend } from '../api/index.server';
import { ancestry } from './access-rules';
import type { MediaSearchView } from './MediaSearch';
import { folderNameOf, pathSteps } from './names';
import { apiMediaPath } from './paths';

export async function accessChain(backend: Backend, path: string): Promise<MediaAccess[] | null> {
  const chain: MediaAccess[] = [];
  for (const step of ancestry(path)) {
    try {
      const { data } = await backend.get<{ data: MediaAccess }>('/admin/media/access', {
        path: step,
      });
      chain.push(data);
      if (!data.inherit) break;
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && chain.length === 0) return null;
      if (error instanceof ApiError && error.status === 403) break;
      throw error;
    }
  }
  return chain;
}

/** The folders along `folder`, top first, with their German titles. */
export async function folderTrail(backend: Backend, folder: string): Promise<MediaFolderName[]> {
  return Promise.all(
    pathSteps(folder).map(async (path) => {
      try {
        const { data } = await backend.get<{ data: MediaItem }>(apiMediaPath(path), { exact: 1 });
        return folderNameOf(data);
      } catch (error) {
        // A folder above that the admin may only pass through keeps its technical name.
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return { path, name: path.slice(path.lastIndexOf('/') + 1), title: null };
      }
    }),
  );
}

/** The search across folders (`?suche=`); the API's refusal (too long) as the page's message. */
export async function searchMedia(
  backend: Backend,
  query: string,
): Promise<MediaSearchView | null> {
  if (!query) return null;
  try {
    const answer = await backend.get<MediaSearchAnswer>('/admin/media/search', { q: query });
    return { query, hits: answer.data, more: answer.more, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { query, hits: [], more: false, error: error.fieldErrors.q ?? error.message };
  }
}
