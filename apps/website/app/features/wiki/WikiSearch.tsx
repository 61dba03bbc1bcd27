import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { Icon } from '~/components/ui/Icon';
import { search as searchIcon } from '~/components/ui/icons';
import type { WikiSearchHit, WikiSearchResults } from './types';

const DEBOUNCE_MS = 180;

export function Snippet({ parts }: { parts: WikiSearchHit['snippet'] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <mark key={i} className="rounded bg-brand-100 px-0.5 text-ink">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The wiki's search box. Without JavaScript it is a plain GET form; with it, results
 * appear as you type (ARIA combobox), Ctrl+K or "/" focus it, arrows and Enter choose.
 */
export function WikiSearch({
  initialQuery,
  category,
}: {
  initialQuery: string;
  category: string | null;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<WikiSearchResults>({ hits: [], similar: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const hintId = useId();

  // Ctrl+K / Cmd+K anywhere, "/" when not typing elsewhere.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const typing =
        target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
      if ((e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !typing)) {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const search = async () => {
      setStatus('loading');
      try {
        const params = new URLSearchParams({ q });
        if (category) params.set('kategorie', category);
        const response = await fetch(`/intern/wiki/suche?${params}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(String(response.status));
        setResults((await response.json()) as WikiSearchResults);
        setActive(-1);
        setStatus('idle');
      } catch (error) {
        if (!controller.signal.aborted) setStatus('error');
        void error;
      }
    };
    const timer = setTimeout(() => void search(), DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, category]);

  const expanded = open && query.trim().length >= 2;
  // Results of an earlier, longer query are not shown once the query is too short. When nothing
  // answers the query, the closest articles are offered instead, under a note that says so.
  const suggesting = results.hits.length === 0 && results.similar.length > 0;
  const shown = expanded ? (suggesting ? results.similar : results.hits) : [];

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (e.key === 'Enter' && expanded && active >= 0 && shown[active]) {
      e.preventDefault();
      setOpen(false);
      void navigate(`/intern/wiki/${shown[active].slug}`);
    }
  }

  return (
    <Form
      method="get"
      action="/intern/wiki"
      role="search"
      aria-label="Wiki durchsuchen"
      className="relative"
    >
      {category && <input type="hidden" name="kategorie" value={category} />}
      <label htmlFor={`${listId}-input`} className="mb-2 block font-semibold">
        Wiki durchsuchen
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Icon
            d={searchIcon}
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
          />
          <input
            ref={inputRef}
            id={`${listId}-input`}
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            placeholder="z. B. Krankmeldung, VPN, Einfrieren"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-describedby={hintId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
            className="w-full rounded-xl border border-ink/30 bg-white py-3 pr-3 pl-10 text-lg"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Suchen
        </button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-ink-soft">
        Tipp: <kbd className="rounded border border-line bg-white px-1.5">Strg</kbd> +{' '}
        <kbd className="rounded border border-line bg-white px-1.5">K</kbd> oder{' '}
        <kbd className="rounded border border-line bg-white px-1.5">/</kbd> springt ins Suchfeld;
        Pfeiltasten und Enter wählen einen Treffer.
      </p>
      <div aria-live="polite" className="sr-only">
        {expanded && status === 'idle'
          ? suggesting
            ? `Keine Treffer, ${shown.length} ${shown.length === 1 ? 'Vorschlag' : 'Vorschläge'}`
            : `${shown.length} Treffer`
          : ''}
      </div>
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suchergebnisse"
          className="absolute top-[5.4rem] right-0 left-0 z-20 max-h-[28rem] overflow-y-auto rounded-xl border border-line bg-white p-1.5 shadow-xl"
        >
          {status === 'error' && (
            <li className="px-3 py-2 text-brand-800">Die Suche ist gerade nicht erreichbar.</li>
          )}
          {status !== 'error' && shown.length === 0 && (
            <li className="px-3 py-2 text-ink-soft">
              {status === 'loading' ? 'Suche …' : 'Keine Treffer.'}
            </li>
          )}
          {status !== 'error' && suggesting && (
            <li role="presentation" className="px-3 py-2 text-sm text-ink-soft">
              Keine Treffer für „{query.trim()}“. Vielleicht hilft dir:
            </li>
          )}
          {shown.map((hit, i) => (
            // Keys are handled by the combobox input (aria-activedescendant), as the ARIA pattern asks.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={hit.slug}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setOpen(false);
                void navigate(`/intern/wiki/${hit.slug}`);
              }}
              className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-50 hover:bg-paper-dark"
            >
              <span className="block font-semibold">{hit.title}</span>
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {hit.category}
              </span>
              <span className="mt-0.5 line-clamp-2 block text-sm text-ink-soft">
                <Snippet parts={hit.snippet} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
