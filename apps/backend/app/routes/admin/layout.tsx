import type { UnreadNotifications } from '@frischkontor/contract';
import { LogoLockup, logoLinkClass } from '@frischkontor/design';
import { Form, Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { cx } from '../../components/ui/cx';
import { visibleSections } from '../../features/admin/sections';
import { backendOf } from '../../features/api/index.server';
import { appConfig } from '../../features/config/config.server';
import { requireAdminPanel } from '../../features/auth/guards.server';
import type { RootData } from '../../root.server';
import type { Route } from './+types/layout';

/** Every panel request (document or data): signed in, a full account, the panel right. */
export const middleware: Route.MiddlewareFunction[] = [
  async (args) => {
    await requireAdminPanel(args);
  },
];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdminPanel(args);
  const config = appConfig();
  // The badge is a hint: if the count cannot be read, the panel works without it.
  const unread = await backendOf(args.context)
    .get<UnreadNotifications>('/admin/notifications/unread')
    .then((r) => r.unread)
    .catch(() => 0);
  return {
    name: user.name,
    unread,
    sections: visibleSections(user, { devOutbox: config.devOutbox }).map(({ to, label }) => ({
      to,
      label,
    })),
    profileHref: `/auth/profile?${new URLSearchParams({ return: `${config.frontendUrl}${config.frontendPrefix}` })}`,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className={logoLinkClass}>
            <LogoLockup
              name={root?.company ?? 'Hallberg Frischdienst'}
              slogan="Verwaltung"
              linkHint=" – zur Übersicht"
            />
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="text-ink-soft">
              Angemeldet als <strong className="text-ink">{loaderData.name}</strong>
            </span>
            <Link to={loaderData.profileHref} className="link">
              Mein Konto
            </Link>
            {root && (
              <a href={root.websiteUrl} className="link">
                Zur Website
              </a>
            )}
            <Form method="post" action="/auth/logout">
              <button type="submit" className="btn btn-secondary btn-sm">
                Abmelden
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Verwaltung" className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {loaderData.sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  // A section with sections below it (Einstellungen → Sicherung) is marked only on its own page.
                  end={
                    section.to === '/' ||
                    loaderData.sections.some((s) => s.to.startsWith(`${section.to}/`))
                  }
                  className={({ isActive }) =>
                    cx(
                      'block rounded-lg px-3 py-2 font-semibold',
                      isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-paper-dark',
                    )
                  }
                >
                  {section.label}
                  {section.to === '/benachrichtigungen' && loaderData.unread > 0 && (
                    <span className="ml-2 inline-block min-w-6 rounded-full bg-white px-1.5 text-center text-sm text-brand-800 ring-1 ring-brand-700">
                      {loaderData.unread}
                      <span className="sr-only"> ungelesen</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="inhalt" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
