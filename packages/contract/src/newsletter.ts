// The customer newsletter (issue 29, decision 043): the consent texts a sign-up agrees to, the
// states of a subscription, and what the admin panel and the profile are told.

/**
 * Every consent text ever shown, by version: a subscription keeps the version it agreed to
 * (and the text's SHA-256), so the text stays provable after it changed. Never edit a shipped
 * text: add a version and make it the current one.
 */
export const NEWSLETTER_CONSENT_TEXTS = {
  '2026-11':
    'Ja, ich möchte den Newsletter von Hallberg Frischdienst mit Wochenangeboten, Produktneuheiten und Rezeptideen per E-Mail erhalten. Meine Einwilligung kann ich jederzeit über den Abmeldelink in jeder E-Mail widerrufen. Hinweise zur Verarbeitung meiner Daten finde ich in der Datenschutzerklärung.',
} as const;

export type NewsletterConsentVersion = keyof typeof NEWSLETTER_CONSENT_TEXTS;

/** The version new sign-ups agree to. */
export const NEWSLETTER_CONSENT_VERSION: NewsletterConsentVersion = '2026-11';

export const NEWSLETTER_CONSENT_TEXT = NEWSLETTER_CONSENT_TEXTS[NEWSLETTER_CONSENT_VERSION];

/** Hours a confirmation link works; an unconfirmed sign-up is deleted after them. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** `pending`: signed up, link not yet followed; `confirmed`: double opt-in done. */
export const NEWSLETTER_STATES = ['pending', 'confirmed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export const NEWSLETTER_STATE_LABELS: Record<NewsletterState, string> = {
  pending: 'Bestätigung ausstehend',
  confirmed: 'Bestätigt',
};

/** Where a subscription came from. */
export const NEWSLETTER_SOURCES = ['website', 'profil', 'demo'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_SOURCE_LABELS: Record<NewsletterSource, string> = {
  website: 'Anmeldeformular der Website',
  profil: 'Profil im internen Bereich',
  demo: 'Demodaten',
};

/** One subscription as `GET /api/admin/newsletter` answers it. */
export interface NewsletterSubscriber {
  id: number;
  email: string;
  state: NewsletterState;
  source: NewsletterSource;
  consent_version: string;
  consent_text_sha256: string;
  requested_at: string;
  confirmed_at: string | null;
  /** Until then the confirmation link works (pending only). */
  expires_at: string | null;
}

/** The signed-in person's own subscription (`GET /api/user/newsletter`); `none`: not subscribed. */
export interface OwnNewsletter {
  state: NewsletterState | 'none';
  email: string;
  /** The account's address is confirmed: subscribing needs no further link (decision 043). */
  verified_address: boolean;
}
