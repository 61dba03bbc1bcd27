import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useListNavigation,
  useTransitionStatus,
} from '@floating-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isCurrentPath, SiteLink, useSiteNavigation } from '~/platform/islands/site-navigation';
import { cx } from '~/components/ui/cx';
import {
  DISPOSE_TIMEOUT_MS,
  MENU_HIDE_DELAY_MS,
  POPPER_OFFSET_PX,
} from '~/components/ui/menu-timing';
import type { NavSection } from '~/config/navigation';
import { navDescriptions } from '~/config/navigation-details';
import { Chevron } from '~/components/ui/Chevron';
import { topItemClass } from './nav-style';

/**
 * The interactive dropdown (disclosure of a list of links), loaded on the first sign of interest
 * in the menu (it brings floating-ui). Same timings as every menu: opens on hover with a mouse,
 * on click or tap, and from the keyboard; closes 400 ms after the pointer leaves, on Esc or when a
 * link is followed; leaves the DOM 150 ms after closing.
 */
export default function NavDropdown({
  section,
  initialOpen = false,
  takeFocus = false,
}: {
  section: NavSection;
  initialOpen?: boolean;
  /** The plain button this replaces had keyboard focus: keep it on this one. */
  takeFocus?: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const panelId = useId();
  const { pathname } = useSiteNavigation();
  const children = section.children ?? [];
  const isCurrent = children.some((c) => pathname === c.to || pathname.startsWith(`${c.to}/`));

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    middleware: [offset(POPPER_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useHover(context, {
      mouseOnly: true,
      delay: { open: 0, close: MENU_HIDE_DELAY_MS },
      handleClose: safePolygon({ blockPointerEvents: false }),
    }),
    useClick(context, { ignoreMouse: false, toggle: true }),
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      openOnArrowKeyDown: true,
      // Enter and Space open the panel and leave focus on the button (disclosure pattern);
      // the arrow keys move into it. The same whether the dropdown code was there first or not.
      focusItemOnOpen: false,
      loop: true,
    }),
  ]);
  const { isMounted, status } = useTransitionStatus(context, { duration: DISPOSE_TIMEOUT_MS });
  // A panel of links, not a listbox: list navigation's `aria-orientation` is not allowed on it.
  const { 'aria-orientation': _orientation, ...panelProps } = getFloatingProps({
    'aria-label': section.label,
  });

  // Following a link closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (initialOpen || (takeFocus && lost))
      (refs.domReference.current as HTMLElement | null)?.focus();
    // Only when the dropdown first replaces its plain button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        data-top-item
        aria-expanded={open}
        aria-controls={isMounted ? panelId : undefined}
        className={cx(topItemClass, isCurrent && 'text-brand-800')}
        {...getReferenceProps()}
      >
        {section.label}
        <Chevron open={open} />
      </button>
      {isMounted && (
        <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus>
          <div
            ref={refs.setFloating}
            id={panelId}
            style={floatingStyles}
            data-status={status}
            className="z-40 w-80 rounded-xl border border-line bg-white p-2 shadow-xl transition-opacity duration-150 data-[status=close]:opacity-0 data-[status=initial]:opacity-0"
            {...panelProps}
          >
            <ul>
              {children.map((child, index) => (
                <li key={child.to}>
                  <SiteLink
                    to={child.to}
                    prefetch="intent"
                    aria-current={isCurrentPath(pathname, child.to, true) ? 'page' : undefined}
                    ref={(node) => {
                      listRef.current[index] = node;
                    }}
                    tabIndex={activeIndex === index ? 0 : -1}
                    className={cx(
                      'block rounded-lg px-3 py-2.5 hover:bg-paper-dark focus-visible:bg-paper-dark',
                      isCurrentPath(pathname, child.to, true) && 'bg-brand-50',
                    )}
                    {...getItemProps({ onClick: () => setOpen(false) })}
                  >
                    <span className="block font-semibold text-ink">{child.label}</span>
                    {navDescriptions[child.to] && (
                      <span className="block text-sm text-ink-soft">
                        {navDescriptions[child.to]}
                      </span>
                    )}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
}
