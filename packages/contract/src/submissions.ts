// What the website's forms left with us and the mail it caused (`/api/admin/forms`,
// `/api/admin/mail/outbox`): every submission is stored before any mail is sent, and the admins
// see how its mails fared.

/** Whether the mail to the team (`*.internal`) went out. */
export type DeliveryState = 'pending' | 'sent' | 'failed';

/** A mail in the queue: `cancelled` was taken back while it waited and is never sent. */
export type QueuedMailState = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** One mail of a submission, as the queue holds it. */
export interface QueuedMail {
  id: number;
  submission_id: number | null;
  /** What the mail is, e.g. `contact.internal`, `application.zusage`. */
  purpose: string;
  recipient: string;
  state: QueuedMailState;
  attempts: number;
  last_error: string | null;
  /** Not before then: the next attempt. */
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
}

/** A submission as `GET /api/admin/forms` lists it. */
export interface SubmissionSummary {
  id: number;
  type: 'contact' | 'application';
  name: string;
  email: string;
  topic: string;
  delivery_state: DeliveryState;
  has_cv: boolean;
  /** How many of its mails are sent, still to go (waiting or sending), failed. */
  mails: { sent: number; pending: number; failed: number };
  created_at: string;
  updated_at: string;
}

/** A file that came with an application, served to admins at `url`. */
export interface SubmissionFile {
  name: string;
  size: number | null;
  mime_type: string;
  url: string;
}

/** One submission (`GET /api/admin/forms/{id}`, `POST …/retry`): its fields and its mails. */
export interface SubmissionDetail extends Omit<SubmissionSummary, 'mails'> {
  /** The validated fields as sent (contact: message, phone …; application: start date …). */
  data: Record<string, unknown>;
  mails: QueuedMail[];
  /** The first of `files`. */
  cv: SubmissionFile | null;
  /** Every file of an application (CV pages, photos) in upload order. */
  files: SubmissionFile[];
}

/** An attachment of a mail in the dev outbox (the file itself is not kept). */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
}

/** A mail in the dev outbox (`GET /api/admin/mail/outbox`), only where no SMTP server is set. */
export interface OutboxSummary {
  id: number;
  /** The queue's row it was sent for. */
  queue_id: number | null;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  created_at: string;
  attachments: OutboxAttachment[];
}

/** One mail of the dev outbox (`GET /api/admin/mail/outbox/{id}`), as it would have gone out. */
export interface OutboxMail extends OutboxSummary {
  message_id: string | null;
  text: string;
  html: string;
  /** Extra headers, e.g. the newsletter's `List-Unsubscribe`. */
  headers: Record<string, string>;
}
