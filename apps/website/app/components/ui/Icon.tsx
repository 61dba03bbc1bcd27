/**
 * A decorative line icon: pass one of the paths from `./icons`; `filled` fills its shape (a
 * chosen star). Hidden from screen readers.
 */
export function Icon({
  d,
  className = 'size-6',
  filled = false,
}: {
  d: string;
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
