import type { ComponentProps, ReactNode } from 'react';
import { SiteLink } from '~/platform/islands/site-navigation';
import { cx } from './cx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';

export function buttonClass(variant: Variant = 'primary', className?: string): string {
  return cx('btn', `btn-${variant}`, className);
}

export function Button({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

/** A link that looks like a button. External and absolute targets become a plain anchor. */
export function ButtonLink({
  to,
  variant = 'primary',
  className,
  children,
  ...rest
}: { to: string; variant?: Variant; className?: string; children: ReactNode } & Omit<
  ComponentProps<'a'>,
  'href' | 'className' | 'children'
>) {
  const classes = buttonClass(variant, className);
  if (/^(https?:|mailto:|tel:)/.test(to) || to.startsWith('#')) {
    return (
      <a href={to} className={classes} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={to} prefetch="intent" className={classes} {...rest}>
      {children}
    </SiteLink>
  );
}
