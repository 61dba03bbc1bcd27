// What the website holds of one wiki article: its details as the backend answered them, the
// Markdown and its rendering (content.server.ts reads them, search.server.ts indexes them).
import type { WikiCategory, WikiStatus } from '@frischkontor/contract';
import type { RenderedMarkdown } from '~/platform/content/markdown.server';

export interface WikiArticleMeta {
  title: string;
  description: string;
  category: WikiCategory;
  keywords: string[];
  /** Day of the last save, `YYYY-MM-DD`. */
  updated: string;
  pinned: boolean;
  status: WikiStatus;
  /** Anything but published: only writers get it from the backend, with a badge. */
  draft: boolean;
  /** The banner's address under WIKI_IMAGE_ROUTE, or null. */
  banner: string | null;
  version: number;
  updatedBy: string | null;
  /** Who wrote it (who submitted it for review, or created it) and who reviewed it. */
  author: string | null;
  reviewedBy: string | null;
  /** Owner and „prüfen bis“ (decision 054); null where the backend names none. */
  review: WikiEntryReview | null;
}

export interface WikiEntryReview {
  owner: string | null;
  ownerId: number | null;
  /** `JJJJ-MM-TT` */
  reviewBy: string;
}

export interface WikiEntry {
  slug: string;
  meta: WikiArticleMeta;
  /** The Markdown as saved. */
  body: string;
  content: RenderedMarkdown;
}
