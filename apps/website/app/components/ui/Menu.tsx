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
  useRole,
  useTransitionStatus,
} from '@floating-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { SiteLink } from '~/platform/islands/site-navigation';
import { cx } from './cx';
import { DISPOSE_TIMEOUT_MS, MENU_HIDE_DELAY_MS, POPPER_OFFSET_PX } from './menu-timing';

export type MenuEntry =
  | { kind: 'link'; label: string; to: string; external?: boolean }
  | { kind: 'action'; label: string; onSelect: () => void };

/**
 * An action menu (ARIA menu button pattern). Opens on click or tap, on hover with a mouse, and
 * from the keyboard (Enter, Space, arrow keys, which also move between the entries); closes
 * 400 ms after the pointer leaves, on Esc or a choice, and leaves the DOM 150 ms after closing.
 */
export default function Menu({
  label,
  entries,
  buttonClassName,
}: {
  label: ReactNode;
  entries: MenuEntry[];
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(POPPER_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useHover(context, {
      mouseOnly: true,
      delay: { open: 0, close: MENU_HIDE_DELAY_MS },
      handleClose: safePolygon({ blockPointerEvents: false }),
    }),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  const { isMounted, status } = useTransitionStatus(context, { duration: DISPOSE_TIMEOUT_MS });

  const itemClass =
    'block w-full rounded-md px-3 py-2 text-left font-medium text-ink hover:bg-paper-dark focus:bg-paper-dark focus:outline-none';

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className={buttonClassName}
        {...getReferenceProps()}
      >
        {label}
      </button>
      {isMounted && (
        // Focus moves in only from the keyboard (list navigation); a hovering pointer must not take it.
        <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            data-status={status}
            className="z-40 min-w-56 rounded-xl border border-line bg-white p-1.5 shadow-xl transition-opacity duration-150 data-[status=close]:opacity-0 data-[status=initial]:opacity-0"
            {...getFloatingProps()}
          >
            {entries.map((entry, index) => {
              const common = {
                ref: (node: HTMLElement | null) => {
                  listRef.current[index] = node;
                },
                role: 'menuitem',
                tabIndex: activeIndex === index ? 0 : -1,
                className: itemClass,
              };
              if (entry.kind === 'action') {
                return (
                  <button
                    key={entry.label}
                    type="button"
                    {...common}
                    {...getItemProps({
                      onClick() {
                        setOpen(false);
                        entry.onSelect();
                      },
                    })}
                  >
                    {entry.label}
                  </button>
                );
              }
              return entry.external ? (
                <a
                  key={entry.label}
                  href={entry.to}
                  {...common}
                  {...getItemProps({ onClick: () => setOpen(false) })}
                >
                  {entry.label}
                </a>
              ) : (
                <SiteLink
                  key={entry.label}
                  to={entry.to}
                  prefetch="intent"
                  {...common}
                  className={cx(common.className)}
                  {...getItemProps({ onClick: () => setOpen(false) })}
                >
                  {entry.label}
                </SiteLink>
              );
            })}
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
}
