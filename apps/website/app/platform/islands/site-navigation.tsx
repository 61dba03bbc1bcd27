// How a component links and moves between pages without knowing whether React Router runs
// in the browser: the intranet is a React Router app, public pages hydrate islands without
// the router (decision 028). The root provides the router's way; an island gets plain links
// and full page loads. Nothing here imports react-router, so islands stay small.
import {
  createContext,
  useContext,
  type ComponentProps,
  type ComponentType,
  type Ref,
} from 'react';
import type { AuthState } from '@frischkontor/contract';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  /** Fetch the next page's code and data when the pointer comes near (router only). */
  prefetch?: 'intent';
  ref?: Ref<HTMLAnchorElement>;
};

export interface SiteNavigation {
  pathname: string;
  search: string;
  Link: ComponentType<SiteLinkProps>;
  navigate: (to: string) => void;
  /**
   * The intranet layout's view of the session, on intranet pages rendered by the router, and
   * whether the visitor may use the intranet's one search.
   */
  intranet?: { auth: AuthState | null; search?: boolean };
}

/** A link that is a plain anchor: the next page is a full page load. */
export function PlainLink({ to, prefetch: _prefetch, children, ...rest }: SiteLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export function plainNavigation(pathname: string, search = ''): SiteNavigation {
  return { pathname, search, Link: PlainLink, navigate: (to) => window.location.assign(to) };
}

const SiteNavigationContext = createContext<SiteNavigation>(plainNavigation('/'));

export const SiteNavigationProvider = SiteNavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  return useContext(SiteNavigationContext);
}

/** A link to one of our pages, by the router where it runs, else a plain anchor. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}

/** Whether `to` is the current page or a page below it (like React Router's NavLink). */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === to) return true;
  return !end && to !== '/' && path.startsWith(`${to}/`);
}
