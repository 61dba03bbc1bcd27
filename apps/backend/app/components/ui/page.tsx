import type { ReactNode } from 'react';
import type { RootData } from '../../root.server';
import { cx } from './cx';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** `<title>`: the page, then the company. */
export function pageTitle(title: string, matches: ReadonlyArray<MetaMatch | undefined>) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return [{ title: `${title} – ${root?.company ?? 'Konto'}` }];
}

/** A sign-in screen: one card with the page's h1. */
export function AuthCard({
  title,
  intro,
  children,
  wide = false,
  eyebrow,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  eyebrow?: string;
}) {
  return (
    <main id="inhalt" className="flex-1 px-4 py-10 sm:py-16">
      <div className={cx('card mx-auto sm:p-8', wide ? 'max-w-3xl' : 'max-w-md')}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={cx('text-3xl', eyebrow && 'mt-2')}>{title}</h1>
        {intro && <div className="mt-3 text-ink-soft">{intro}</div>}
        {children}
      </div>
    </main>
  );
}
