// The public forms' fields: topics, limits and labels. No zod here, so the browser's form
// components can import it; the schemas built on it are in `./schemas.ts`.
import { slugify } from '../german.ts';
import { NEW_CUSTOMER } from '../new-customers.ts';

export const CONTACT_TOPICS = [
  NEW_CUSTOMER.contactTopic,
  'Vertrieb',
  'Foodservice',
  'Technischer Kundendienst',
  'Marketing-Service',
  'Bewerbung',
  'Sonstiges',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The topic of those who would rather talk before they register: a call back needs a phone. */
export const NEW_CUSTOMER_TOPIC: ContactTopic = NEW_CUSTOMER.contactTopic;

/** `Technischer Kundendienst` → `contact_email_technischer_kundendienst`: who receives the topic. */
export function topicSettingKey(topic: ContactTopic): string {
  return `contact_email_${topic.toLowerCase().replace(/[^a-z]+/g, '_')}`;
}

/** `Neukunde werden` → `neukunde-werden`: the contact page's `?thema=` picks the topic. */
export function contactTopicSlug(topic: ContactTopic): string {
  return slugify(topic);
}

/** The topic a `?thema=` names, if any. */
export function contactTopicOf(slug: string | null | undefined): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => contactTopicSlug(topic) === slug);
}

export const SALUTATIONS = ['Frau', 'Herr', 'Divers'] as const;

/** Longest input per field, in characters: the form's `maxLength`, the website and the API. */
export const FORM_LIMITS = {
  name: 120,
  company: 160,
  email: 200,
  phone: 40,
  message: 5000,
  job_slug: 120,
  job_title: 200,
} as const;

/** One German label per field a submission can carry: messages and the admin panel. */
export const FORM_FIELD_LABELS = {
  salutation: 'Anrede',
  name: 'Name',
  company: 'Firma',
  email: 'E-Mail',
  phone: 'Telefon',
  topic: 'Thema',
  job_title: 'Stelle',
  job_slug: 'Stellen-Kennung',
  start_date: 'Frühester Eintritt',
  message: 'Nachricht',
  privacy: 'Datenschutzerklärung zugestimmt',
  talent_pool: 'Talentpool zugestimmt',
} as const;
export type FormFieldName = keyof typeof FORM_FIELD_LABELS;

/** The label of a stored field; a field from an older form keeps its key. */
export function formFieldLabel(key: string): string {
  return Object.hasOwn(FORM_FIELD_LABELS, key) ? FORM_FIELD_LABELS[key as FormFieldName] : key;
}

/** What a visitor types into the contact form, as the page keeps it after an error. */
export type ContactValues = Partial<
  Record<'salutation' | 'name' | 'company' | 'email' | 'phone' | 'topic' | 'message', string>
>;

/** What a visitor types into the application form (job ad and unsolicited application). */
export type ApplicationValues = Partial<
  Record<'name' | 'email' | 'phone' | 'start_date' | 'message', string>
>;
