import { useEffect, useState } from 'react';
import { READER_ROUTE, type ReaderActionResult } from './types';
import { WatchButton } from './WatchToggle';

async function send(fields: Record<string, string>): Promise<ReaderActionResult | null> {
  try {
    const response = await fetch(READER_ROUTE, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'watch-category', ...fields }),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      // A choice made just before leaving the page still arrives.
      keepalive: true,
    });
    return (await response.json()) as ReaderActionResult;
  } catch {
    return null;
  }
}

/**
 * „Beobachten“ on a category's list (decision 055): a notification when an article of it changes
 * or a new one appears. The page is the same for everyone (decision 029), so the person's choice
 * comes from the browser; disabled until it is known. Also on /intern/benachrichtigungen.
 * Keyed by the category where it is used, so another category starts unknown.
 */
export function CategoryWatchToggle({ category }: { category: string }) {
  const [watching, setWatching] = useState<boolean | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void send({ category }).then((answer) => {
      if (current && answer?.ok && answer.intent === 'watch-category') setWatching(answer.watching);
    });
    return () => {
      current = false;
    };
  }, [category]);
  return (
    <WatchButton
      watching={watching}
      hint="Bei Änderungen in dieser Kategorie benachrichtigen"
      failed={failed}
      className="text-base"
      onToggle={() => {
        const next = !watching;
        setFailed(false);
        setWatching(next);
        void send({ category, on: next ? '1' : '0' }).then((answer) => {
          const ok = answer?.ok === true && answer.intent === 'watch-category';
          if (!ok) setWatching(!next);
          setFailed(!ok);
        });
      }}
    />
  );
}
