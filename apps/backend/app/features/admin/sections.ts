// The admin panel's sections and the right each needs (the API checks the same ones).
import { can, PERMISSIONS, type Permission, type User } from '@frischkontor/contract';

export interface Section {
  /** Path under the panel (FRONTEND_PREFIX). */
  to: string;
  label: string;
  permissions: Permission[];
  /** Only without SMTP_URL: mails land in the dev outbox. */
  devOutboxOnly?: boolean;
}

export const SECTIONS: readonly Section[] = [
  { to: '/', label: 'Übersicht', permissions: [] },
  { to: '/benachrichtigungen', label: 'Benachrichtigungen', permissions: [] },
  { to: '/benutzer', label: 'Benutzer', permissions: [PERMISSIONS.viewUsers] },
  { to: '/rollen', label: 'Rollen und Rechte', permissions: [PERMISSIONS.viewRoles] },
  { to: '/medien', label: 'Medien', permissions: [PERMISSIONS.media] },
  { to: '/bewerbungen', label: 'Bewerbungen', permissions: [PERMISSIONS.careersApplications] },
  { to: '/formulare', label: 'Formulareingänge', permissions: [PERMISSIONS.admin] },
  { to: '/einstellungen', label: 'Einstellungen', permissions: [PERMISSIONS.admin] },
  {
    to: '/registrierungsprofile',
    label: 'Registrierungsprofile',
    permissions: [PERMISSIONS.admin],
  },
  { to: '/protokoll', label: 'Protokoll', permissions: [PERMISSIONS.admin] },
  {
    to: '/postausgang',
    label: 'Postausgang (Entwicklung)',
    permissions: [PERMISSIONS.admin],
    devOutboxOnly: true,
  },
];

export function visibleSections(user: User, options: { devOutbox: boolean }): Section[] {
  return SECTIONS.filter(
    (s) => can(user, ...s.permissions) && (!s.devOutboxOnly || options.devOutbox),
  );
}
