import { NavLink, Outlet } from 'react-router';
import { Container } from '~/components/ui/Container';
import { cx } from '~/components/ui/cx';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import type { Route } from './+types/layout';
import { intranetLayoutLoader } from './layout.server';

export const headers = privatePageHeaders;
export const loader = intranetLayoutLoader;

/** The "auth" layout: the intranet's own navigation beside the page, for signed-in visitors. */
export default function IntranetLayout({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  if (sections.length === 0) return <Outlet />;
  return (
    <div className="flex-1 bg-paper">
      {/* minmax(0, 1fr): on a phone the section list scrolls sideways inside its own row
          instead of widening the page to its full length. */}
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <nav aria-label="Interner Bereich" className="no-print h-fit min-w-0 lg:sticky lg:top-24">
          <p className="eyebrow mb-3 px-3 max-lg:sr-only">Interner Bereich</p>
          <ul className="-mx-1 flex snap-x gap-1 overflow-x-auto px-1 pb-2 [scrollbar-width:thin] lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
            {sections.map((s) => (
              <li key={s.to} className="shrink-0 snap-start">
                <NavLink
                  to={s.to}
                  end={s.to === '/intern'}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cx(
                      'block rounded-lg px-3 py-2 font-semibold whitespace-nowrap hover:bg-paper-dark',
                      isActive ? 'bg-white text-brand-800 shadow-sm ring-1 ring-line' : 'text-ink',
                    )
                  }
                >
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </Container>
    </div>
  );
}
