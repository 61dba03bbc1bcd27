import { NavLink, Outlet } from 'react-router';
import { Container } from '~/components/ui/Container';
import { cx } from '~/components/ui/cx';
import { privatePageHeaders } from '~/features/document/cache-headers';
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
      <Container className="grid gap-8 py-8 lg:grid-cols-[15rem_1fr] lg:py-10">
        <nav aria-label="Interner Bereich" className="no-print h-fit lg:sticky lg:top-24">
          <p className="eyebrow mb-3 px-3">Interner Bereich</p>
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {sections.map((s) => (
              <li key={s.to} className="shrink-0">
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
