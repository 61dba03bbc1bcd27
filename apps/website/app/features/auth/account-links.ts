import {
  adminPanelUrl,
  canOpenAdminPanel,
  type HandOffConfig,
  type User,
} from '@frischkontor/contract';
import type { MenuEntry } from '~/components/ui/Menu';

/**
 * The account menu's links: the intranet, the own profile (one entry; the profile page leads on
 * to the sign-in app's account page) and the Verwaltung for those who may open it.
 */
export function accountLinks(user: User, handOff: HandOffConfig): MenuEntry[] {
  const links: MenuEntry[] = [
    { kind: 'link', label: 'Intern', to: '/intern' },
    { kind: 'link', label: 'Profil', to: '/intern/profil' },
  ];
  if (canOpenAdminPanel(user))
    links.push({ kind: 'link', label: 'Verwaltung', to: adminPanelUrl(handOff), external: true });
  return links;
}
