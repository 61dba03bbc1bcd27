import type { ReactNode } from 'react';

/** A region named by its heading (`aria-labelledby`), as screen readers list it. */
export function Panel({
  id,
  title,
  className,
  headingClassName = 'text-xl',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
