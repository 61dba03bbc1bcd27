// Where the news are in the intranet, and an item as the list, the dashboard and the item page
// show it.
export const NEWS_BASE = '/intern/neuigkeiten';

export interface NewsCard {
  slug: string;
  title: string;
  date: string | null;
  pinned: boolean;
  read: boolean;
  expired: boolean;
  draft: boolean;
  /** For writers: whom it is for, in words. */
  audience: string;
}
