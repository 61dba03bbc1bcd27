import { useEffect, type ReactNode } from 'react';
import { Container } from '~/components/ui/Container';
import { Icon } from '~/components/ui/Icon';
import { search } from '~/components/ui/icons';
import { mainNavigation } from '~/config/navigation';
import { SiteLink, useSiteNavigation } from '~/platform/islands/site-navigation';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';

export function SiteHeader({
  name,
  slogan,
  account,
  bell,
  menuBell,
}: {
  name: string;
  slogan: string;
  account: ReactNode;
  /**
   * The intranet's notifications, for someone signed in (nothing elsewhere): the bell from 640 px,
   * below that in the menu, where the company's name keeps its room.
   */
  bell?: ReactNode;
  menuBell?: ReactNode;
}) {
  return (
    <header className="no-print sticky top-0 z-30 border-b border-line/80 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <Container className="header-row nav:max-w-(--container-header)">
        <Logo name={name} slogan={slogan} className="header-logo [grid-area:logo]" />
        <DesktopNav items={mainNavigation} />
        <div className="flex items-center justify-end gap-2 [grid-area:actions]">
          <HeaderSearch />
          {bell && <div className="hidden sm:block">{bell}</div>}
          <div className="hidden md:block">{account}</div>
          <MobileNav items={mainNavigation} account={account} bell={menuBell} />
        </div>
      </Container>
    </header>
  );
}

const INTRANET_SEARCH = '/intern/suche';

/**
 * The header's search: the public site's, and in the intranet the intranet's one search (issue
 * 32, item 6), which Strg+K (⌘K) also opens from any intranet page without a search box of its own;
 * an account that may not use it (no role yet) is offered the site's.
 */
function HeaderSearch() {
  const { pathname, navigate, intranet: layout } = useSiteNavigation();
  const intranet =
    (pathname === '/intern' || pathname.startsWith('/intern/')) && layout?.search !== false;
  useEffect(() => {
    if (!intranet) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'k' || !(e.ctrlKey || e.metaKey)) return;
      // A page's own search box takes the shortcut (SearchBox).
      if (document.querySelector('input[role="combobox"]')) return;
      e.preventDefault();
      navigate(INTRANET_SEARCH);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [intranet, navigate]);
  return (
    <SiteLink
      to={intranet ? INTRANET_SEARCH : '/suche'}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-paper-dark"
    >
      <Icon d={search} className="size-6" />
      <span className="sr-only">{intranet ? 'Intranet durchsuchen' : 'Suche'}</span>
    </SiteLink>
  );
}
