import { LogoLockup, logoLinkClass } from '@frischkontor/design';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root.server';

/** The frame of the sign-in screens: the company's logo, the card, the legal links. */
export default function AuthLayout() {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <a href={root?.websiteUrl ?? '/'} className={logoLinkClass}>
            <LogoLockup name={root?.company ?? 'Hallberg Frischdienst'} linkHint=" – zur Website" />
          </a>
          <a href={root?.websiteUrl ?? '/'} className="link text-sm">
            Zur Website
          </a>
        </div>
      </header>
      <Outlet />
      <footer className="border-t border-line bg-white">
        <nav
          aria-label="Rechtliches"
          className="mx-auto flex max-w-5xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm"
        >
          {root?.legal.notice && (
            <a href={root.legal.notice} className="text-ink-soft underline hover:text-ink">
              Impressum
            </a>
          )}
          {root?.legal.privacy && (
            <a href={root.legal.privacy} className="text-ink-soft underline hover:text-ink">
              Datenschutz
            </a>
          )}
        </nav>
      </footer>
    </div>
  );
}
