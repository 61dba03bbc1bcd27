import {
  displayTitle,
  EMPTY_DETAILS,
  type MediaItem,
  type Paginated,
} from '@frischkontor/contract';
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { serverApiClient } from '~/platform/api/backend.server';
import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { backendFor } from '~/platform/api/session.server';
import {
  PAGE_SIZES,
  type Catalogue,
  type ExplorerState,
  type MediaEntry,
  type MediaListing,
} from './types';

/** Explorer parameters from the query string; anything odd becomes the default. */
const querySchema = z.object({
  path: z.string().max(500).default(''),
  seite: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  anzahl: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(PAGE_SIZES[0])
    .default(PAGE_SIZES[0]),
  suche: z.string().trim().max(100).catch('').default(''),
  ansicht: z.enum(['raster', 'liste']).optional().catch(undefined),
});

export class PathOutsideRootError extends Error {}

export interface ListOptions {
  /**
   * Ask as nobody in particular: for public folders, so the page is the same for every
   * visitor and may be cached.
   */
  anonymous?: boolean;
}

/**
 * A folder path below the root, normalised: no leading or trailing slash, no empty, "." or
 * ".." segments, no backslashes or control characters. Anything that tries to leave the root is refused.
 */
export function folderPath(raw: string): string[] {
  if (!raw) return [];
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) throw new PathOutsideRootError(raw);
  const segments = raw.split('/').filter((s) => s !== '');
  for (const s of segments) {
    if (s === '.' || s === '..' || s.length > 200) throw new PathOutsideRootError(raw);
  }
  return segments;
}

export function explorerState(url: URL, defaultView: 'raster' | 'liste'): ExplorerState {
  const parsed = querySchema.parse(Object.fromEntries(url.searchParams));
  return {
    path: folderPath(parsed.path),
    page: parsed.seite,
    size: parsed.anzahl,
    search: parsed.suche,
    view: parsed.ansicht ?? defaultView,
  };
}

function toEntry(item: MediaItem): MediaEntry {
  return {
    id: String(item.id),
    name: item.name,
    title: displayTitle(item.name, item.details),
    details: { ...EMPTY_DETAILS, ...item.details },
    isFolder: item.mime_type === 'directory',
    mimeType: item.mime_type,
    extension: (item.meta?.extension ?? item.name.split('.').pop() ?? '').toString().toLowerCase(),
    size: typeof item.meta?.size === 'number' ? item.meta.size : null,
    updatedAt: item.updated_at ?? item.created_at,
    href: item.cdn_path,
    thumbnail: item.thumbnail,
  };
}

const encodePath = (segments: string[]) => segments.map(encodeURIComponent).join('/');

/**
 * One page of a folder below `root` (e.g. "domain/intranet"), asked of the backend with the
 * visitor's own session: the backend decides what this visitor may see.
 */
export async function listFolder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  root: string,
  state: Pick<ExplorerState, 'path' | 'page' | 'size' | 'search'>,
  options: ListOptions = {},
): Promise<MediaListing> {
  const params = new URLSearchParams({ page: String(state.page), size: String(state.size) });
  if (state.search) params.set('filter_search', state.search);
  const full = [...root.split('/'), ...state.path];
  try {
    const client = options.anonymous ? serverApiClient() : backendFor(request, context);
    const body = await client.get<Paginated<MediaItem>>(`/media/${encodePath(full)}?${params}`);
    return {
      status: 'ok',
      items: (body.data ?? []).map(toEntry),
      meta: body.meta,
    };
  } catch (error) {
    if (error instanceof BackendUnavailableError) return { status: 'unavailable' };
    if (error instanceof ApiError) {
      if (error.status === 404) return { status: 'not-found' };
      if (error.status === 401 || error.status === 403) return { status: 'forbidden' };
      return { status: 'unavailable' };
    }
    throw error;
  }
}

/** Loader body of an explorer page: state from the URL, first page from the backend. */
export async function loadExplorer(
  args: { request: Request; context: Readonly<RouterContextProvider>; url: URL },
  root: string,
  defaultView: ExplorerState['view'],
  options: ListOptions = {},
) {
  let state: ExplorerState;
  try {
    state = explorerState(args.url, defaultView);
  } catch (error) {
    if (error instanceof PathOutsideRootError) {
      throw data('Bad Request: Ordnerpfad außerhalb des freigegebenen Bereichs', { status: 400 });
    }
    throw error;
  }
  const listing = await listFolder(args.request, args.context, root, state, options);
  return { state, listing, defaultView };
}

/** Pages a catalogue is read in at most (100 files each). */
const CATALOGUE_PAGES = 10;

/**
 * Every file below `root` with its details, asked of the backend with the visitor's session
 * (or as nobody for public catalogues): what a catalogue page filters and arranges.
 */
export async function loadCatalogue(
  request: Request,
  context: Readonly<RouterContextProvider>,
  root: string,
  options: ListOptions = {},
): Promise<Catalogue> {
  const client = options.anonymous ? serverApiClient() : backendFor(request, context);
  const items: MediaEntry[] = [];
  try {
    for (let page = 1; page <= CATALOGUE_PAGES; page++) {
      const params = new URLSearchParams({ files: 'all', size: '100', page: String(page) });
      const body = await client.get<Paginated<MediaItem>>(`/media/${root}?${params}`);
      items.push(...(body.data ?? []).map(toEntry));
      if (page >= body.meta.last_page) break;
    }
    return { status: 'ok', items };
  } catch (error) {
    if (error instanceof BackendUnavailableError) return { status: 'unavailable' };
    if (error instanceof ApiError)
      return error.status === 401 || error.status === 403
        ? { status: 'forbidden' }
        : { status: 'unavailable' };
    throw error;
  }
}
