import { can, type User } from '@frischkontor/contract';
import { passesRoleRule } from '~/platform/guards/role-rules';
import { INTRANET_PAGES, type IntranetPage } from './manifest';

export interface IntranetSection {
  label: string;
  to: string;
  description: string;
}

export function canOpen(user: User, page: Pick<IntranetPage, 'audience' | 'permission'>): boolean {
  if (page.permission && !can(user, page.permission)) return false;
  return page.audience === 'konto' || passesRoleRule(user, page.audience);
}

/** The navigation entries of the manifest this account may open, in the manifest's order. */
export function intranetSections(user: User): IntranetSection[] {
  return INTRANET_PAGES.flatMap((page) =>
    page.nav && canOpen(user, page) ? [{ to: page.path, ...page.nav }] : [],
  );
}

/** Whether this account may use the intranet's one search (`/intern/suche`, decision 056). */
export function canSearch(user: User): boolean {
  const page = INTRANET_PAGES.find((p) => p.path === '/intern/suche');
  return !!page && canOpen(user, page);
}
