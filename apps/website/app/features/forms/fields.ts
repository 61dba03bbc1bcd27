// What the contact and application forms share between server and browser.

export {
  CONTACT_TOPICS,
  FORM_LIMITS,
  NEW_CUSTOMER_TOPIC,
  SALUTATIONS,
  type ApplicationValues,
  type ContactTopic,
  type ContactValues,
} from '@frischkontor/contract/forms';

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
  /**
   * The form's start token, kept when the submission was refused for its content: the page
   * comes back as a new document, and the time a person took counts from the first opening.
   */
  started?: string;
}
