import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { cx } from '~/components/ui/cx';
import type { NavSection } from '~/config/navigation';
import { Chevron } from '~/components/ui/Chevron';
import { isCurrentPath, SiteLink, useSiteNavigation } from '~/platform/islands/site-navigation';
import { topItemClass } from './nav-style';

// floating-ui is not part of a page's first load: the dropdowns load when the pointer,
// a finger or the keyboard first comes near the menu, and swap in for the plain buttons.
const loadMenus = () => import('./DesktopNavMenus');
// If the dropdown code cannot be loaded, the entries stay links to their section pages.
const NavDropdown = lazy(() => loadMenus().catch(() => ({ default: SectionLink })));

/** Moves focus between the top-level entries with the left and right arrow keys. */
function onTopLevelKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-top-item]'));
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

export function DesktopNav({ items }: { items: NavSection[] }) {
  const { pathname } = useSiteNavigation();
  const [active, setActive] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  // The dropdown code replaces the plain button; keyboard focus must move along with it.
  const [focused, setFocused] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || active) return;
    // A transition keeps the plain buttons (and keyboard focus) in place while the code loads.
    const activate = () => startTransition(() => setActive(true));
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    for (const e of events) nav.addEventListener(e, activate, { once: true, passive: true });
    return () => {
      for (const e of events) nav.removeEventListener(e, activate);
    };
  }, [active]);

  const plain = (item: NavSection) => (
    <PlainDisclosure
      section={item}
      onOpen={() => setRequested(item.label)}
      onFocus={() => setFocused(item.label)}
    />
  );

  return (
    // Its own row under the logo up to `nav`; from there filling the row from the logo on, so
    // the first entries keep their place while the browser is still reading the rest of the
    // header (a first visit paints before all of it). -ml-2: the first label under the logo's.
    <nav
      ref={navRef}
      aria-label="Hauptmenü"
      className="-ml-2 hidden [grid-area:menu] lg:block nav:ml-0"
    >
      {/* Arrow keys move between the entries; the list only listens to keys its buttons and links receive. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <ul className="flex items-center gap-0.5" onKeyDown={onTopLevelKeyDown}>
        {items.map((item) => (
          <li key={item.label}>
            {item.children ? (
              <Suspense fallback={plain(item)}>
                {active ? (
                  <NavDropdown
                    section={item}
                    initialOpen={requested === item.label}
                    takeFocus={focused === item.label || requested === item.label}
                  />
                ) : (
                  plain(item)
                )}
              </Suspense>
            ) : (
              <SiteLink
                to={item.to}
                prefetch="intent"
                data-top-item
                aria-current={isCurrentPath(pathname, item.to) ? 'page' : undefined}
                className={cx(
                  topItemClass,
                  isCurrentPath(pathname, item.to) && 'text-brand-800 underline underline-offset-8',
                )}
              >
                {item.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The section's submenu before the dropdown code is there: a native disclosure, so it opens
 * without JavaScript too (decision 014). With JavaScript, the first sign of interest swaps in
 * the dropdown, and a click or ArrowDown that came first opens it.
 */
function PlainDisclosure({
  section,
  onOpen,
  onFocus,
}: {
  section: NavSection;
  onOpen: () => void;
  onFocus: () => void;
}) {
  const { pathname } = useSiteNavigation();
  const isCurrent = section.children?.some(
    (c) => pathname === c.to || pathname.startsWith(`${c.to}/`),
  );
  return (
    <details name="hauptmenue" className="group relative">
      <summary
        data-top-item
        onClick={(e) => {
          e.preventDefault();
          onOpen();
        }}
        onFocus={onFocus}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') onOpen();
        }}
        className={cx(topItemClass, 'cursor-pointer list-none', isCurrent && 'text-brand-800')}
      >
        {section.label}
        <span className="transition-transform group-open:rotate-180">
          <Chevron open={false} />
        </span>
      </summary>
      <ul className="absolute top-full left-0 z-40 mt-2 hidden w-72 group-open:block rounded-xl border border-line bg-white p-2 shadow-xl">
        {section.children?.map((child) => (
          <li key={child.to}>
            <a
              href={child.to}
              className="block rounded-lg px-3 py-2.5 font-semibold text-ink hover:bg-paper-dark"
            >
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Stand-in for a dropdown whose code failed to load: a plain link to the section's page. */
function SectionLink({ section }: { section: NavSection }) {
  return (
    <SiteLink to={section.to} data-top-item className={topItemClass}>
      {section.label}
    </SiteLink>
  );
}
