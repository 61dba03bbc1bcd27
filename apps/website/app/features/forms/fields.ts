// What the contact and application forms share between server and browser.

export const CONTACT_TOPICS = [
  'Vertrieb',
  'Foodservice',
  'Technischer Kundendienst',
  'Marketing-Service',
  'Bewerbung',
  'Sonstiges',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const SALUTATIONS = ['Frau', 'Herr', 'Divers'] as const;

/** Field name of the honeypot: people never see it, bots fill it in. */
export const HONEYPOT = 'website';
/** Field name of the signed render time (for the minimum fill time). */
export const STARTED = 'formStarted';

export type FieldErrors = Partial<Record<string, string>>;

export interface FormResult<V> {
  status: 'invalid' | 'unavailable' | 'too-fast';
  message: string;
  errors: FieldErrors;
  values: Partial<V>;
}

export interface ContactValues {
  salutation?: string;
  name?: string;
  company?: string;
  email?: string;
  phone?: string;
  topic?: string;
  message?: string;
}

export interface ApplicationValues {
  name?: string;
  email?: string;
  phone?: string;
  start_date?: string;
  message?: string;
}
