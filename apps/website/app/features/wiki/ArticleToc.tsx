import { useEffect, useState } from 'react';
import { cx } from '~/components/ui/cx';

/** Table of contents that highlights the section being read. */
export function ArticleToc({
  headings,
}: {
  headings: { id: string; text: string; depth: 2 | 3 }[];
}) {
  const [current, setCurrent] = useState<string | null>(headings[0]?.id ?? null);

  useEffect(() => {
    const elements = headings
      .map((h) => document.getElementById(h.id))
      .filter((el): el is HTMLElement => !!el);
    if (elements.length === 0) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = elements.find((el) => visible.has(el.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: '-90px 0px -60% 0px' },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [headings]);

  if (headings.length < 2) return null;
  return (
    <nav aria-label="Inhaltsverzeichnis" className="text-sm">
      <h2 className="font-sans text-sm font-bold tracking-wider uppercase">Inhalt</h2>
      <ol className="mt-3 space-y-1 border-l border-line">
        {headings.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              aria-current={current === h.id ? 'location' : undefined}
              className={cx(
                '-ml-px block border-l-2 py-1 hover:text-brand-800',
                h.depth === 3 ? 'pl-6' : 'pl-3',
                current === h.id
                  ? 'border-brand-700 font-semibold text-brand-800'
                  : 'border-transparent text-ink-soft',
              )}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
