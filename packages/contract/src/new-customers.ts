// How a business becomes a customer (issue 29): one way in, told in one place. The website's
// pages, the contact form's topic and the sign-in app's registration page all read it here.
import { COMPANY } from './company.ts';

/** What a registration profile may ask beyond name and e-mail address (decision 019, 041). */
export const REGISTRATION_FIELD_LABELS = {
  company: 'Firma',
  customer_number: 'Kundennummer',
  /** One field for the profile, two inputs on the form: either is enough. */
  business_proof: 'USt-IdNr. oder Gewerbenachweis',
} as const;
export type RegistrationField = keyof typeof REGISTRATION_FIELD_LABELS;
export const REGISTRATION_FIELDS = [
  'company',
  'customer_number',
  'business_proof',
] as const satisfies readonly RegistrationField[];

/**
 * A registration profile (decision 019), as admins keep it in the setting
 * `registration_profiles`: which fields the form asks, which roles an approval gives.
 */
export interface RegistrationProfile {
  /** Stable, sent by the form: lower case, digits and hyphens. */
  key: string;
  label: string;
  /** Every field the form asks, the base fields (`firstname`, `lastname`, `email`) included. */
  fields: string[];
  /** The fields that must be filled, the base fields included. */
  required: string[];
  /** Role names the account gets when it is approved (or at once with `auto_enable`). */
  roles: string[];
  /** Approved at registration, without an admin. */
  auto_enable: boolean;
}

/** A profile as the public domain settings show it: nobody outside learns the role names. */
export type PublicRegistrationProfile = Omit<RegistrationProfile, 'roles'>;

/** The two inputs of `business_proof`, as the API and the account name them. */
export const BUSINESS_PROOF_LABELS = {
  vat_id: 'USt-IdNr.',
  trade_licence: 'Gewerbenachweis',
} as const;

/** Where an account registered without a customer number: the admin's list and page say so. */
export const NO_CUSTOMER_NUMBER = 'keine Kundennummer angegeben';

export const NEW_CUSTOMER = {
  /** The registration profile of business customers (seeded; admins may add others). */
  profileKey: 'geschaeftskunde',
  profileLabel: 'Geschäftskunde',
  /** The contact form's topic for those who would rather talk first. */
  contactTopic: 'Neukunde werden',
  title: 'So werden Sie Kundin oder Kunde',
  /** The steps in one sentence, for answers and short sections. */
  summary:
    'Registrieren Sie sich online als Geschäftskunde – mit Ihrer Firma, Ihrer Kundennummer, falls Sie schon bei uns kaufen, und Ihrer USt-IdNr. oder einem Gewerbenachweis. Wir prüfen Ihre Angaben und schalten Ihr Konto frei, in der Regel innerhalb eines Werktags.',
  steps: [
    {
      title: 'Als Geschäftskunde registrieren',
      text: 'Mit Ihrer Firma, Ihrer Kundennummer, falls Sie schon bei uns kaufen, und Ihrer USt-IdNr. oder einem Gewerbenachweis.',
    },
    {
      title: 'E-Mail-Adresse bestätigen',
      text: 'Über den Link in der E-Mail, die wir Ihnen gleich nach der Registrierung schicken.',
    },
    {
      title: 'Freischaltung',
      text: 'Wir prüfen Ihre Angaben, in der Regel innerhalb eines Werktags, und geben Ihnen per E-Mail Bescheid. Dann sehen Sie im Loginbereich Angebote, Spezifikationen und Unterlagen.',
    },
    {
      title: 'Persönlich abstimmen',
      text: 'Sind Sie neu bei uns, meldet sich Ihre Ansprechperson im Außendienst und stimmt mit Ihnen Sortiment, Liefertage und Konditionen ab.',
    },
  ],
  /** The other way in, for those who prefer a call. */
  byPhone: `Lieber persönlich? Wählen Sie im Kontaktformular das Thema „Neukunde werden“ oder rufen Sie uns an unter ${COMPANY.phone.display}. Wir melden uns und richten Ihren Zugang mit Ihnen ein.`,
} as const;

/** The EU's VAT prefixes (Greece is EL, Northern Ireland XI). */
const VAT_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

/** „de 123 456 789“ → „DE123456789“: spaces, dots, hyphens and slashes are how people type it. */
export function normalizeVatId(value: string): string {
  return value.toUpperCase().replace(/[\s./-]/g, '');
}

/** Why a normalized VAT id cannot be one, in German; null when its form is right. */
export function vatIdProblem(vatId: string): string | null {
  if (!VAT_PREFIXES.has(vatId.slice(0, 2)))
    return 'Die USt-IdNr. beginnt mit der Länderkennung, z. B. DE123456789.';
  if (vatId.startsWith('DE') && !/^DE\d{9}$/.test(vatId))
    return 'Eine deutsche USt-IdNr. hat nach „DE“ genau 9 Ziffern, z. B. DE123456789.';
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(vatId))
    return 'Nach der Länderkennung folgen 2 bis 12 Ziffern oder Buchstaben. Bitte prüfen Sie die USt-IdNr.';
  return null;
}
