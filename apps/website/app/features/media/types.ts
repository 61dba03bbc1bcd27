import type { MediaDetails, PaginationMeta } from '@frischkontor/contract';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface ExplorerState {
  /** Folder below the explorer's root, as segments. */
  path: string[];
  page: number;
  size: number;
  search: string;
  view: 'raster' | 'liste';
}

/** A file or folder as the explorer shows it. */
export interface MediaEntry {
  id: string;
  name: string;
  /** What a visitor reads: the title from the details, else the name without extension. */
  title: string;
  details: MediaDetails;
  isFolder: boolean;
  mimeType: string;
  extension: string;
  size: number | null;
  updatedAt: string;
  /** Download address: works only with the visitor's own session where the folder is not public. */
  href: string | null;
  thumbnail: string | null;
}

export type MediaListing =
  | { status: 'ok'; items: MediaEntry[]; meta: PaginationMeta }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'unavailable' };

/** All files of a catalogue (offers, recipes, specifications), whatever folders they are in. */
export type Catalogue =
  { status: 'ok'; items: MediaEntry[] } | { status: 'forbidden' } | { status: 'unavailable' };
