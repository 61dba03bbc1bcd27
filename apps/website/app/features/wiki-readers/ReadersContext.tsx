// The person's part of a shared wiki page (decision 035), asked for after the page: the page
// itself is the same for everyone of the access group (decision 009), so it renders without it
// and these providers fill it in once the browser has it. They talk to READER_ROUTE directly:
// nothing they change is read by the page's loaders, so nothing is revalidated.
import type { ReadingItem, WikiArticleState, WikiPersonalLists } from '@frischkontor/contract';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { READER_ROUTE, type ReaderActionResult } from './types';

interface Readers {
  /** Whether the article is one of the person's favourites; undefined while not known. */
  favorite(slug: string): boolean | undefined;
  /** Makes it one or not (shown at once on every star of the article); false if it failed. */
  setFavorite(slug: string, favorite: boolean): Promise<boolean>;
  /** Whether the person watches the article (decision 055); undefined while not known. */
  watching(slug: string): boolean | undefined;
  /** Watches it or no longer; false if it failed. */
  setWatching(slug: string, watching: boolean): Promise<boolean>;
  /** The person's lists (on the index); null while not known. */
  lists: WikiPersonalLists | null;
  /** The person's part could not be fetched. */
  failed: boolean;
  /** On an article: what the person has done with it; null while not known. */
  article: WikiArticleState | null;
  /** On an article that is the person's Pflichtlektüre (decision 053): the item; else null. */
  reading: ReadingItem | null;
  /** „Gelesen und verstanden“; answers the message of a refusal, or null when it is stored. */
  confirmReading(): Promise<string | null>;
}

const ReadersContext = createContext<Readers | null>(null);

export function useReaders(): Readers | null {
  return useContext(ReadersContext);
}

/** A call of READER_ROUTE; null when it did not answer. */
async function ask(fields?: Record<string, string>): Promise<unknown> {
  try {
    const response = await fetch(READER_ROUTE, {
      method: fields ? 'POST' : 'GET',
      body: fields ? new URLSearchParams(fields) : undefined,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      // A choice made just before leaving the page (a star, „Beobachten“) still arrives.
      keepalive: !!fields,
    });
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function isLists(value: unknown): value is WikiPersonalLists {
  return !!value && typeof value === 'object' && 'favorites' in value && 'recent' in value;
}

/** Choices not yet confirmed by the backend, over what it last said. */
function useChoices() {
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const set = (slug: string, value: boolean | null) =>
    setChoices((known) => {
      const next = new Map(known);
      if (value === null) next.delete(slug);
      else next.set(slug, value);
      return next;
    });
  return { choices, set };
}

/** The wiki's index: the person's favourites and last opened articles. */
export function IndexReaders({ children }: { children: ReactNode }) {
  const [lists, setLists] = useState<WikiPersonalLists | null>(null);
  const [failed, setFailed] = useState(false);
  const { choices, set } = useChoices();
  useEffect(() => {
    let current = true;
    void ask().then((answer) => {
      if (!current) return;
      if (isLists(answer)) setLists(answer);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, []);
  const favorites = new Set(lists?.favorites.map((f) => f.slug));
  const value: Readers = {
    favorite: (slug) => choices.get(slug) ?? (lists ? favorites.has(slug) : undefined),
    async setFavorite(slug, favorite) {
      set(slug, favorite);
      const answer = (await ask({
        intent: 'favorite',
        slug,
        on: favorite ? '1' : '0',
        lists: '1',
      })) as ReaderActionResult | null;
      const ok = answer?.ok === true && answer.intent === 'favorite';
      if (ok && answer.lists) setLists(answer.lists);
      set(slug, null);
      return ok;
    },
    watching: () => undefined,
    setWatching: async () => false,
    lists,
    failed,
    article: null,
    reading: null,
    confirmReading: async () => null,
  };
  return <ReadersContext.Provider value={value}>{children}</ReadersContext.Provider>;
}

/** An article: opening it is remembered, and the answer says what the person did with it. */
export function ArticleReaders({ slug, children }: { slug: string; children: ReactNode }) {
  const [state, setState] = useState<WikiArticleState | null>(null);
  const [reading, setReading] = useState<ReadingItem | null>(null);
  const [failed, setFailed] = useState(false);
  const { choices, set } = useChoices();
  const { choices: watching, set: setWatch } = useChoices();
  useEffect(() => {
    let current = true;
    void ask({ intent: 'view', slug }).then((answer) => {
      if (!current) return;
      const opened = answer as ReaderActionResult | null;
      if (opened?.ok && opened.intent === 'view') {
        setState(opened.state);
        setReading(opened.reading ?? null);
      } else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [slug]);
  const value: Readers = {
    favorite: (s) => (s === slug ? (choices.get(s) ?? state?.favorite) : undefined),
    async setFavorite(s, favorite) {
      set(s, favorite);
      const answer = (await ask({
        intent: 'favorite',
        slug: s,
        on: favorite ? '1' : '0',
      })) as ReaderActionResult | null;
      const ok = answer?.ok === true && answer.intent === 'favorite';
      if (ok) setState((known) => known && { ...known, favorite });
      set(s, null);
      return ok;
    },
    watching: (s) => (s === slug ? (watching.get(s) ?? state?.watching) : undefined),
    async setWatching(s, on) {
      setWatch(s, on);
      const answer = (await ask({
        intent: 'watch',
        slug: s,
        on: on ? '1' : '0',
      })) as ReaderActionResult | null;
      const ok = answer?.ok === true && answer.intent === 'watch';
      if (ok) setState((known) => known && { ...known, watching: on });
      setWatch(s, null);
      return ok;
    },
    lists: null,
    failed,
    article: state,
    reading,
    async confirmReading() {
      if (!reading) return null;
      const answer = (await ask({
        intent: 'confirm',
        slug,
        id: String(reading.id),
        version: reading.version,
      })) as ReaderActionResult | null;
      if (answer?.ok && answer.intent === 'confirm') {
        setReading({ ...reading, confirmed: answer.confirmed, overdue: false });
        return null;
      }
      return answer && !answer.ok
        ? answer.message
        : 'Das hat nicht geklappt. Bitte versuch es gleich noch einmal.';
    },
  };
  return <ReadersContext.Provider value={value}>{children}</ReadersContext.Provider>;
}
