// How an account registered, as the user page and the approval list word it (decision 041).
import { NO_CUSTOMER_NUMBER, type AdminUser } from '@frischkontor/contract';

type Registered = Pick<AdminUser, 'registration' | 'customer_number'>;

const list = new Intl.ListFormat('de', { type: 'conjunction' });

/** „Geschäftskunde“; the key of a profile since removed; who was created by an admin. */
export function profileText({ registration }: Registered): string {
  if (!registration) return 'von der Verwaltung angelegt';
  return registration.label ?? `„${registration.profile}“ (Profil gibt es nicht mehr)`;
}

/** The customer number, or that none was given where the profile asked for one. */
export function customerNumberText(user: Registered): string {
  if (user.customer_number) return user.customer_number;
  return user.registration?.fields.includes('customer_number') ? NO_CUSTOMER_NUMBER : '–';
}

/** Whether to show the USt-IdNr. and the Gewerbenachweis: asked, or given anyway. */
export function showsBusinessProof(
  user: Registered & Pick<AdminUser, 'vat_id' | 'trade_licence'>,
): boolean {
  return (
    !!user.vat_id || !!user.trade_licence || !!user.registration?.fields.includes('business_proof')
  );
}

/** What the approval button says: „Freischalten als Kunde“ (the roles the profile gives). */
export function approvalLabel({ registration }: Registered): string {
  const roles = registration?.roles ?? [];
  return roles.length ? `Freischalten als ${list.format(roles)}` : 'Freischalten ohne Rolle';
}

/** „die Rolle „Kunde““ / „die Rollen „Kunde“ und „Großkunde““ */
export function rolesPhrase(roles: string[]): string {
  return `${roles.length === 1 ? 'die Rolle' : 'die Rollen'} ${list.format(roles.map((r) => `„${r}“`))}`;
}
