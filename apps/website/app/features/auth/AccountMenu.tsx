import type { User } from '@frischkontor/contract';
import { useSiteNavigation } from '~/platform/islands/site-navigation';
import Menu, { type MenuEntry } from '~/components/ui/Menu';
import type { PublicConfig } from '~/config/env.server';
import { accountLinks } from './account-links';
import { ACCOUNT_SLOT, UserIcon } from './account-button';
import { handOffConfig } from './handoff';
import { logout } from './logout';

/** The signed-in menu: Intern, Profil, Verwaltung where allowed, Abmelden. */
export default function AccountMenu({ config, user }: { config: PublicConfig; user: User }) {
  const { navigate } = useSiteNavigation();
  const handOff = handOffConfig(config);
  const entries: MenuEntry[] = accountLinks(user, handOff);
  entries.push({
    kind: 'action',
    label: 'Abmelden',
    onSelect: () => {
      void logout(config).then(() => navigate('/'));
    },
  });
  return (
    <Menu
      label={
        <>
          <UserIcon />
          <span className="max-w-32 truncate">{user.firstname || user.name || 'Mein Bereich'}</span>
          <span className="sr-only">: Kontomenü</span>
        </>
      }
      entries={entries}
      buttonClassName={`${ACCOUNT_SLOT} inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50`}
    />
  );
}
