// Mail: the queue, what went out, newsletter subscriptions.
import type { Generated } from 'kysely';

export interface MailQueueTable {
  id: Generated<number>;
  submission_id: number | null;
  /** What this mail is, e.g. `contact.internal`; the submission's delivery follows `*.internal`. */
  purpose: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON: [{ media_id, filename, content_type }] */
  attachments: string;
  /** `cancelled`: taken back while it waited for its not-before time, never sent. */
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  /** Not before this time: the next attempt, or the first one of a mail that can be taken back. */
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** A UUID fixed at enqueue, unique: every attempt sends `<message_id@sender's domain>`. */
  message_id: string;
  /** JSON object of extra headers, e.g. the newsletter's `List-Unsubscribe` (decision 043). */
  headers: Generated<string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  queue_id: number | null;
  /** The queue row's `message_id`, unique: a row delivered again writes no second mail. */
  message_id: string | null;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: string;
  created_at: string;
  /** JSON object of the extra headers the mail carried. */
  headers: Generated<string>;
}

/**
 * A newsletter subscription and its proof of consent (decision 043): address, the consent
 * text's version and SHA-256, when it was asked for and when the link in the mail confirmed
 * it. No IP address. Unsubscribing deletes the row; so does an unconfirmed one's expiry.
 */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  /** Always lower case. */
  email: string;
  state: 'pending' | 'confirmed';
  /** `website`, `profil` or `demo`. */
  source: string;
  /** The account that subscribed from its profile; null from the public form. */
  user_id: number | null;
  consent_version: string;
  consent_text_sha256: string;
  /** SHA-256 of the confirmation link's token (pending only); the token itself is never stored. */
  confirm_token_hash: string | null;
  /** Until then the confirmation link works; afterwards a pending row is deleted. */
  expires_at: string | null;
  requested_at: string;
  confirmed_at: string | null;
  /** Confirmation mails sent for this row (a resent sign-up sends again, up to a limit). */
  mails_sent: number;
  updated_at: string;
}
