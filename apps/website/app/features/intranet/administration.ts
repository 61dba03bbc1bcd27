import { administrationSections, canOpenAdminPanel, type User } from '@frischkontor/contract';

export interface AdministrationEntry {
  /** The Verwaltung's address (the sign-in app's panel). */
  href: string;
  /** What this account does there, each section with its address. */
  sections: { label: string; description: string; href: string }[];
}

/**
 * The Verwaltung as the intranet's start page tells an account of it, from its rights: HR its
 * applications, an admin every section; null for an account that cannot open it.
 */
export function administrationOf(user: User, panelUrl: string): AdministrationEntry | null {
  if (!canOpenAdminPanel(user)) return null;
  return {
    href: panelUrl,
    // The website knows no mail server: the development outbox is the panel's own business.
    sections: administrationSections(user, { devOutbox: false }).map((s) => ({
      label: s.label,
      description: s.description,
      href: `${panelUrl}${s.to}`,
    })),
  };
}
