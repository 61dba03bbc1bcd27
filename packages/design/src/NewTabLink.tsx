import type { ReactNode } from 'react';

/** A link that opens in a new tab and says so to screen readers. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}
