import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '~/components/ui/Icon';
import { search as searchIcon } from '~/components/ui/icons';
import { useSiteNavigation } from '~/platform/islands/site-navigation';
import type { SnippetPart } from '~/platform/search/types';

const DEBOUNCE_MS = 180;

export function Snippet({ parts }: { parts: SnippetPart[] }) {
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

/** One result as the type-ahead lists it. */
export interface SearchOption {
  href: string;
  title: string;
  /** A short label under the title (category, kind of page). */
  label: string;
  snippet: SnippetPart[];
}

/** What a search endpoint answers: hits, or when nothing answers the query, suggestions. */
interface Results<H> {
  hits: H[];
  similar: H[];
}

/**
 * A search box. Without JavaScript it is a plain GET form to the results page; with it, results
 * appear as you type (ARIA combobox) from `endpoint`, Ctrl+K or "/" focus it, arrows and Enter
 * choose. `suggestionIntro` introduces suggestions when nothing answers the query.
 */
export function SearchBox<H>({
  action,
  endpoint,
  params = {},
  label,
  placeholder,
  initialQuery,
  toOption,
  suggestionIntro,
  hint,
  ariaLabel,
}: {
  action: string;
  endpoint: string;
  /** Further query parameters sent with the form and to the endpoint (a category, say). */
  params?: Record<string, string>;
  label: string;
  placeholder: string;
  initialQuery: string;
  toOption: (hit: H) => SearchOption;
  suggestionIntro: (query: string) => string;
  hint?: ReactNode;
  ariaLabel: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<Results<H>>({ hits: [], similar: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const { navigate } = useSiteNavigation();
  const listId = useId();
  const hintId = useId();
  const extra = new URLSearchParams(params).toString();

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
        const search = new URLSearchParams(extra);
        search.set('q', q);
        const response = await fetch(`${endpoint}?${search}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(String(response.status));
        setResults((await response.json()) as Results<H>);
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
  }, [query, endpoint, extra]);

  const expanded = open && query.trim().length >= 2;
  // Results of an earlier, longer query are not shown once the query is too short. When nothing
  // answers the query, the closest results are offered instead, under a note that says so.
  const suggesting = results.hits.length === 0 && results.similar.length > 0;
  const shown = expanded ? (suggesting ? results.similar : results.hits).map(toOption) : [];

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
      navigate(shown[active].href);
    }
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={ariaLabel}
      className="relative"
      onSubmit={(e) => {
        // The router, where it runs, shows the results without a page load; the list as you
        // type closes, or it would cover them.
        e.preventDefault();
        setOpen(false);
        setActive(-1);
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(e.currentTarget))
          if (typeof value === 'string') query.append(name, value);
        navigate(`${action}?${query}`);
      }}
    >
      {Object.entries(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${listId}-input`} className="mb-2 block font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
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
            placeholder={placeholder}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-describedby={hint ? hintId : undefined}
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
      {hint && (
        // Keyboard hints are for keyboards: not shown on a touch screen.
        <p id={hintId} className="mt-2 text-sm text-ink-soft pointer-coarse:hidden">
          {hint}
        </p>
      )}
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
              {suggestionIntro(query.trim())}
            </li>
          )}
          {shown.map((option, i) => (
            // Keys are handled by the combobox input (aria-activedescendant), as the ARIA pattern asks.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={option.href}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setOpen(false);
                navigate(option.href);
              }}
              className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-50 hover:bg-paper-dark"
            >
              <span className="block font-semibold">{option.title}</span>
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {option.label}
              </span>
              <span className="mt-0.5 line-clamp-2 block text-sm text-ink-soft">
                <Snippet parts={option.snippet} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
