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
      {/* On a phone and a tablet every section is in view, the lines wrap (issue 29: a sideways
          strip hid Wiki and Dokumente); beside the page from lg. */}
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <nav
          aria-label="Interner Bereich"
          className="no-print h-fit min-w-0 lg:sticky lg:top-below-header"
        >
          <p className="eyebrow mb-3 px-3 max-lg:sr-only">Interner Bereich</p>
          <ul className="flex flex-wrap gap-1.5 lg:flex-col lg:gap-1">
            {sections.map((s) => (
              <li key={s.to}>
                <NavLink
                  to={s.to}
                  end={s.to === '/intern'}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cx(
                      'block rounded-lg px-3 py-2 font-semibold whitespace-nowrap hover:bg-paper-dark max-lg:text-sm max-lg:ring-1 max-lg:ring-line',
                      isActive
                        ? 'bg-white text-brand-800 shadow-sm ring-1 ring-line max-lg:bg-brand-50 max-lg:ring-brand-300'
                        : 'text-ink max-lg:bg-white',
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
