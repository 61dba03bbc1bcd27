import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  useTransitionStatus,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useState, type ReactElement, type Ref } from 'react';
import { DISPOSE_TIMEOUT_MS, POPPER_OFFSET_PX, TOOLTIP_SHOW_DELAY_MS } from './menu-timing';

type Trigger = ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;

/**
 * A tooltip for one control: shows 200 ms after the pointer rests on it, at
 * once on keyboard focus, and on touch when tapped; hides at once (Esc too), 5 px above the
 * control, and leaves the DOM 150 ms later. The control keeps its own accessible name; the
 * tooltip describes it (role="tooltip", aria-describedby).
 */
export function Tooltip({
  label,
  children,
  placement = 'top',
}: {
  label: string;
  children: Trigger;
  placement?: Placement;
}) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(POPPER_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: TOOLTIP_SHOW_DELAY_MS, close: 0 }, move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const { isMounted, status } = useTransitionStatus(context, {
    duration: { open: 0, close: DISPOSE_TIMEOUT_MS },
  });
  // The control may have a ref of its own; both must see the element.
  const ref = useMergeRefs([
    refs.setReference,
    isValidElement(children) ? children.props.ref : null,
  ]);

  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }))}
      {isMounted && (
        // In a portal: no ancestor's overflow can clip it.
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            data-status={status}
            className="pointer-events-none z-50 rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium text-white shadow-lg data-[status=close]:hidden"
            {...getFloatingProps()}
          >
            {label}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
