import { hasAnyRole, isAdmin, ROLES, type User } from '@frischkontor/contract';

export interface IntranetSection {
  label: string;
  to: string;
  description: string;
  /** Role names that may open it; empty = every signed-in account. */
  roles: string[];
}

/** The intranet's areas, with the roles their guards require (config/access.server.ts). */
export const INTRANET_SECTIONS: IntranetSection[] = [
  {
    label: 'Übersicht',
    to: '/intern',
    description: 'Ihr Einstieg in den internen Bereich',
    roles: [],
  },
  {
    label: 'Angebote',
    to: '/intern/angebote',
    description: 'Aktuelle Aktionsflyer mit Ihren Preisen und das Archiv',
    roles: [ROLES.kunde, ROLES.personal],
  },
  {
    label: 'Spezifikationen',
    to: '/intern/spezifikationen',
    description: 'Produktspezifikationen nach Name oder Artikelnummer finden',
    roles: [ROLES.kunde, ROLES.personal],
  },
  {
    label: 'Dokumente',
    to: '/intern/dokumente',
    description: 'Formulare, Richtlinien und Vorlagen für Mitarbeitende',
    roles: [ROLES.personal],
  },
  {
    label: 'Wiki',
    to: '/intern/wiki',
    description: 'Abläufe und Anleitungen aus allen Abteilungen',
    roles: [ROLES.personal],
  },
  {
    label: 'Corporate Design',
    to: '/intern/ci',
    description: 'Logo, Farben, Schriften und Vorlagen',
    roles: [ROLES.personal],
  },
  {
    label: 'Profil',
    to: '/intern/profil',
    description: 'Ihre Kontodaten und Sicherheit',
    roles: [],
  },
];

export function canOpenSection(user: User, section: IntranetSection): boolean {
  return section.roles.length === 0 || isAdmin(user) || hasAnyRole(user, ...section.roles);
}

export function intranetSections(user: User): IntranetSection[] {
  return INTRANET_SECTIONS.filter((s) => canOpenSection(user, s));
}
