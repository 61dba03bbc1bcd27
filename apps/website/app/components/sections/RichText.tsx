import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '~/components/ui/cx';
import type { Rich } from './blocks';

/**
 * HTML rendered from Markdown on the server. Clicks on links to our own pages become
 * client-side navigations, like a <Link>.
 */
export function RichText({ value, className }: { value: Rich; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={cx('rich-text', className)}
      dangerouslySetInnerHTML={{ __html: value.html }}
    />
  );
}
