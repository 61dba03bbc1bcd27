import type {
  ReadingConfirmation,
  ReadingItem,
  WikiArticleState,
  WikiFeedbackOverview,
  WikiPersonalLists,
  WikiVote,
} from '@frischkontor/contract';

/** Where the browser asks for and sends what belongs to the person (routes/intern/wiki.leser.json.ts). */
export const READER_ROUTE = '/intern/wiki/leser.json';

export type ReaderIntent =
  'view' | 'favorite' | 'watch' | 'vote' | 'report' | 'resolve' | 'confirm' | 'watch-category';

/** The answer of READER_ROUTE's action, for the fetchers of the wiki's pages. */
export type ReaderActionResult =
  | {
      ok: true;
      intent: 'view';
      slug: string;
      state: WikiArticleState;
      /** The article as the person's Pflichtlektüre (decision 053), or null. */
      reading: ReadingItem | null;
    }
  | { ok: true; intent: 'confirm'; slug: string; confirmed: ReadingConfirmation }
  | {
      ok: true;
      intent: 'favorite';
      slug: string;
      favorite: boolean;
      /** The person's lists after the change, when the page shows them. */
      lists: WikiPersonalLists | null;
    }
  | { ok: true; intent: 'watch'; slug: string; watching: boolean }
  /** A category the person watches, or not (`on` left out: only asked). */
  | { ok: true; intent: 'watch-category'; category: string; watching: boolean }
  | { ok: true; intent: 'vote'; slug: string; vote: WikiVote; message: string }
  | { ok: true; intent: 'report'; slug: string; message: string }
  | { ok: true; intent: 'resolve'; slug: string; overview: WikiFeedbackOverview }
  | {
      ok: false;
      intent: ReaderIntent | '';
      message: string;
      /** Field name → message. */
      fields?: Record<string, string>;
    };

export type { WikiFeedbackOverview, WikiPersonalLists };
