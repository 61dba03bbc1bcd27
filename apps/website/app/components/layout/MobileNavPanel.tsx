import type { ReactNode } from 'react';
import { SiteLink, useSiteNavigation } from '~/platform/islands/site-navigation';
import type { NavSection } from '~/config/navigation';

/** The main menu inside the phone menu dialog (see MobileNav). */
export default function MobileNavPanel({
  items,
  account,
  bell,
}: {
  items: NavSection[];
  account: ReactNode;
  /** Below 640 px the intranet's notifications live here (SiteHeader). */
  bell?: ReactNode;
}) {
  const { pathname } = useSiteNavigation();
  return (
    <nav aria-label="Hauptmenü" className="px-3 py-4">
      <ul className="space-y-1">
        {items.map((item) =>
          item.children ? (
            <li key={item.label}>
              <details
                className="group rounded-lg"
                open={item.children.some((c) => c.to === pathname)}
              >
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 font-semibold hover:bg-paper-dark">
                  {item.label}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5 transition-transform group-open:rotate-180"
                  >
                    <path
                      fill="currentColor"
                      d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                    />
                  </svg>
                </summary>
                <ul className="mb-2 ml-3 border-l border-line pl-2">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <MobileLink to={child.to} current={pathname === child.to}>
                        {child.label}
                      </MobileLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.label}>
              <MobileLink to={item.to} current={pathname === item.to} strong>
                {item.label}
              </MobileLink>
            </li>
          ),
        )}
      </ul>
      <div className="mt-6 border-t border-line px-3 pt-6">
        {bell && <div className="mb-4 sm:hidden">{bell}</div>}
        {account}
      </div>
    </nav>
  );
}

function MobileLink({
  to,
  current,
  strong,
  children,
}: {
  to: string;
  current: boolean;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <SiteLink
      to={to}
      prefetch="intent"
      aria-current={current ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2.5 hover:bg-paper-dark aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 ${strong ? 'font-semibold' : ''}`}
    >
      {children}
    </SiteLink>
  );
}
