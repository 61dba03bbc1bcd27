// The administration („Verwaltung“, the sign-in app's panel) and its sections, with the right
// each needs (the API checks the same ones): the panel's navigation, its overview and the
// intranet's dashboard tell each account only of the sections it may open.
import { canOpenAdminPanel, can } from './access.ts';
import { PERMISSIONS, type Permission, type User } from './types.ts';

export interface AdminSection {
  /** Path under the panel (FRONTEND_PREFIX). */
  to: string;
  label: string;
  /** What a person does there, in a few words. */
  description: string;
  permissions: Permission[];
  /** Every account of the panel has it: no task of its own to tell of. */
  common?: boolean;
  /** Only without SMTP_URL: mails land in the dev outbox. */
  devOutboxOnly?: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/',
    label: 'Übersicht',
    description: 'Was gerade ansteht',
    permissions: [],
    common: true,
  },
  {
    to: '/benachrichtigungen',
    label: 'Benachrichtigungen',
    description: 'Hinweise auf neue Konten und Eingänge',
    permissions: [],
    common: true,
  },
  {
    to: '/benutzer',
    label: 'Benutzer',
    description: 'Konten freischalten, bearbeiten und sperren',
    permissions: [PERMISSIONS.viewUsers],
  },
  {
    to: '/rollen',
    label: 'Rollen und Rechte',
    description: 'Rollen anlegen und ihre Rechte festlegen',
    permissions: [PERMISSIONS.viewRoles],
  },
  {
    to: '/medien',
    label: 'Medien',
    description: 'Dateien hochladen und freigeben',
    permissions: [PERMISSIONS.media],
  },
  {
    to: '/bewerbungen',
    label: 'Bewerbungen',
    description: 'Bewerbungen sichten, Zu- und Absagen schicken',
    permissions: [PERMISSIONS.careersApplications],
  },
  {
    to: '/newsletter',
    label: 'Newsletter',
    description: 'Empfänger mit Einwilligung, CSV für das Marketing',
    permissions: [PERMISSIONS.newsletterSubscribers],
  },
  {
    to: '/formulare',
    label: 'Formulareingänge',
    description: 'Anfragen über die Website und ihre Zustellung',
    permissions: [PERMISSIONS.admin],
  },
  {
    to: '/einstellungen',
    label: 'Einstellungen',
    description: 'Firmendaten, Anmeldung und E-Mail',
    permissions: [PERMISSIONS.admin],
  },
  {
    to: '/einstellungen/sicherung',
    label: 'Sicherung',
    description: 'Zeitplan, Archive und Download der Sicherungen',
    permissions: [PERMISSIONS.admin],
  },
  {
    to: '/registrierungsprofile',
    label: 'Registrierungsprofile',
    description: 'Was die Registrierung abfragt',
    permissions: [PERMISSIONS.admin],
  },
  {
    to: '/protokoll',
    label: 'Protokoll',
    description: 'Wer wann was geändert hat',
    permissions: [PERMISSIONS.admin],
  },
  {
    to: '/postausgang',
    label: 'Postausgang (Entwicklung)',
    description: 'E-Mails, die ohne Mailserver hier landen',
    permissions: [PERMISSIONS.admin],
    devOutboxOnly: true,
  },
];

/** The sections an account opens: the panel's navigation. */
export function openAdminSections(user: User, options: { devOutbox: boolean }): AdminSection[] {
  return ADMIN_SECTIONS.filter(
    (s) => can(user, ...s.permissions) && (!s.devOutboxOnly || options.devOutbox),
  );
}

/** What an account does in the administration: its own sections; none if it cannot open it. */
export function administrationSections(
  user: User,
  options: { devOutbox: boolean },
): AdminSection[] {
  if (!canOpenAdminPanel(user)) return [];
  return openAdminSections(user, options).filter((s) => !s.common);
}
