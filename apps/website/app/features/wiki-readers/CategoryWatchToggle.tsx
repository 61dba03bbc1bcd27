import { useEffect, useState } from 'react';
import { Icon } from '~/components/ui/Icon';
import { eye } from '~/components/ui/icons';
import { READER_ROUTE, type ReaderActionResult } from './types';

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
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={watching === undefined}
        aria-pressed={watching}
        title={
          watching === undefined
            ? undefined
            : watching
              ? 'Nicht mehr beobachten'
              : 'Bei Änderungen in dieser Kategorie benachrichtigen'
        }
        onClick={() => {
          const next = !watching;
          setFailed(false);
          setWatching(next);
          void send({ category, on: next ? '1' : '0' }).then((answer) => {
            const ok = answer?.ok === true && answer.intent === 'watch-category';
            if (!ok) setWatching(!next);
            setFailed(!ok);
          });
        }}
        className="inline-flex items-center gap-1.5 rounded-full text-base font-semibold text-brand-700 hover:text-brand-900 hover:underline disabled:cursor-default disabled:text-ink-soft/60"
      >
        <Icon d={eye} className="size-4" />
        {watching ? 'Beobachtet' : 'Beobachten'}
      </button>
      {failed && (
        <span role="alert" className="text-sm text-brand-800">
          Nicht gespeichert – bitte versuch es noch einmal.
        </span>
      )}
    </span>
  );
}
