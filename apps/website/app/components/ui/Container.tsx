import type { ElementType, ReactNode } from 'react';
import { cx } from './cx';

export function Container({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: ElementType;
}) {
  return (
    <Tag className={cx('mx-auto w-full max-w-(--container-page) px-5 sm:px-8', className)}>
      {children}
    </Tag>
  );
}
