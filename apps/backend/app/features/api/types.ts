// The API's answers as these pages read them: the contract's types plus what our backend adds.
import type {
  ApplicationMailTemplateKey,
  ApplicationStatus,
  ApplicationTemplatePlaceholder,
  AuthState,
  StatusMailTemplateKey,
  MediaItem,
  Paginated,
  User,
} from '@frischkontor/contract';

export type { MediaItem, Paginated };

/** A user as `/api/session`, `/api/user` and `/api/admin/users` send it. */
export interface AccountUser extends User {
  firstname: string;
  lastname: string;
  /** Hidden (null) in admin listings for viewers who are not admins. */
  email: string;
  company: string | null;
  customer_number: string | null;
  /** USt-IdNr. and Gewerbenachweis as registered (decision 041). */
  vat_id: string | null;
  trade_licence: string | null;
  blocked_reason: string | null;
  tfa_enabled: boolean;
  /** A role of the account requires two-factor sign-in. */
  tfa_required?: boolean;
  created_at: string;
}

/** One of the own passkeys (`GET /api/user/passkeys`). */
export interface OwnPasskey {
  id: number;
  name: string;
  /** Synchronised between devices (a password manager's passkey). */
  synced: boolean;
  created_at: string;
  last_used_at: string | null;
}

export interface AdminListedUser extends Omit<AccountUser, 'email'> {
  email: string | null;
  phone: string | null;
  /** The admins' internal note; the person never sees it. */
  admin_note: string | null;
  last_login_at: string | null;
  /** Deleted (decision 027): restorable until `restorable_until`, then purged. */
  deleted_at: string | null;
  restorable_until: string | null;
  /** How many passkeys the person has (on the single user's answer, not in the list). */
  passkeys?: number;
  /** How the account registered; null for accounts an admin created. */
  registration: AccountRegistration | null;
}

/** The profile an account registered with, as the admin API shows it (decision 041). */
export interface AccountRegistration {
  profile: string;
  /** null when the profile has since been removed. */
  label: string | null;
  /** What the profile asks (`company`, `customer_number`, `business_proof`, …). */
  fields: string[];
  /** The roles an approval gives. */
  roles: string[];
}

/** One of a person's sessions as the admin API lists them. */
export interface AdminSessionView {
  id: string;
  device: { label: string; type: string | null };
  ip: string | null;
  created_at: string;
  last_activity: string;
}

export interface Session extends AuthState {
  user: AccountUser | null;
}

export interface RoleView {
  id: number;
  name: string;
  permissions: string[];
  users_count: number;
  protected: boolean;
  /** Members must sign in with a second factor (TOTP or a passkey). */
  requires_two_factor: boolean;
}

export interface PermissionInfo {
  name: string;
  label: string;
}

export type RuleSubject = 'role' | 'user' | 'public';
export type RuleLevel = 'read' | 'write' | 'admin';

export interface AccessRule {
  id?: number;
  subject: RuleSubject;
  subject_id: number | null;
  subject_name?: string | null;
  level: RuleLevel;
}

export interface AccessInfo {
  path: string;
  inherit: boolean;
  rules: AccessRule[];
}

export type DeliveryState = 'pending' | 'sent' | 'failed';

export interface SubmissionSummary {
  id: number;
  type: 'contact' | 'application';
  name: string;
  email: string;
  topic: string;
  delivery_state: DeliveryState;
  has_cv: boolean;
  mails: { sent: number; pending: number; failed: number };
  created_at: string;
}

export interface QueuedMail {
  id: number;
  purpose: string;
  recipient: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
}

/** The detail answer replaces the counts of `mails` with the mails themselves. */
export interface SubmissionDetail extends Omit<SubmissionSummary, 'mails'> {
  data: Record<string, unknown>;
  mails: QueuedMail[];
  cv: SubmissionFile | null;
  /** Every file of an application (CV pages, photos) in upload order; `cv` is the first. */
  files: SubmissionFile[];
}

export interface SubmissionFile {
  name: string;
  size: number | null;
  mime_type: string;
  url: string;
}

export interface OutboxSummary {
  id: number;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  created_at: string;
  attachments: unknown[];
}

export interface OutboxMail extends OutboxSummary {
  text: string;
  html: string;
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** One of the signed-in person's sessions (`GET /api/user/sessions`). */
export interface OwnSession {
  id: string;
  current: boolean;
  device: { label: string; browser: string | null; os: string | null; type: string | null };
  ip: string | null;
  created_at: string;
  last_activity: string;
}

export interface ApplicationSummary {
  id: number;
  name: string;
  email: string;
  job_slug: string;
  job_title: string;
  /** An unsolicited application: it reads „Initiativbewerbung“, never „Stelle: …“. */
  unsolicited: boolean;
  status: ApplicationStatus;
  owner: { id: number; name: string } | null;
  talent_pool: boolean;
  ended_at: string | null;
  /** When it and its files are deleted; null while the process runs. */
  delete_after: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationList extends Paginated<ApplicationSummary> {
  jobs: { slug: string; title: string; count: number }[];
}

export interface ApplicationDetail extends ApplicationSummary {
  phone: string | null;
  start_date: string | null;
  message: string | null;
  retention_months: number;
  files: (SubmissionFile & { role: 'cv' | 'attachment' })[];
  mails: ApplicantMail[];
  timeline: {
    id: number;
    /** `received` | `status` | `owner` | `note` | `mail` | `mail_sent` | `mail_cancelled` | `withdrawn` */
    type: string;
    /** The status set; on `mail*` entries the mail's template. */
    status: string | null;
    /** A note's text; on `mail*` entries the mail's subject. */
    text: string | null;
    author: string | null;
    created_at: string;
  }[];
}

/** Where HR's mail stands: waiting its 30 seconds, on its way, sent, failed, taken back. */
export type ApplicantMailState = 'waiting' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface ApplicantMail {
  id: number;
  template: ApplicationMailTemplateKey;
  subject: string;
  /** The plain text as it goes out: greeting, HR's text, closing, legal lines. */
  text: string;
  state: ApplicantMailState;
  /** When it goes, while it waits or is retried. */
  send_at: string | null;
  sent_at: string | null;
  created_at: string;
}

/** The status mail a new one would contradict (a Zusage after an Absage or the reverse). */
export interface EarlierMail {
  template: StatusMailTemplateKey;
  subject: string;
  /** When it went, or goes. */
  at: string;
  state: ApplicantMailState;
}

/** `GET /admin/applications/{id}/mails/draft`: the template filled, what the layout adds. */
export interface MailDraft {
  template: ApplicationMailTemplateKey;
  title: string;
  to: string;
  reply_to: string;
  subject: string;
  body: string;
  /** Placeholders the draft could not fill: HR replaces them before sending. */
  unfilled: ApplicationTemplatePlaceholder[];
  greeting: string;
  closing: string[];
  legal: string[];
  contradicts: EarlierMail | null;
}

export interface ApplicationMailTemplate {
  key: ApplicationMailTemplateKey;
  title: string;
  /** `status`: goes with Zusage or Absage; `message`: written from the application. */
  kind: 'status' | 'message';
  subject: string;
  body: string;
  updated_at: string | null;
}
