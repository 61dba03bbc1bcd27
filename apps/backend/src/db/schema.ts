// The database as Kysely sees it. Timestamps are ISO 8601 strings in UTC on both dialects
// (they sort as text); flags are integers 0/1, so SQLite and PostgreSQL behave alike.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** Always lower case. */
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  company: string | null;
  customer_number: string | null;
  /** Folded names, company and customer number, for the admin search. */
  search_text: string;
  email_verified_at: string | null;
  enabled_at: string | null;
  blocked_at: string | null;
  blocked_reason: string | null;
  /** AES-256-GCM, see security/keys.ts */
  tfa_secret: string | null;
  tfa_pending_secret: string | null;
  tfa_enabled_at: string | null;
  /** The last TOTP time step accepted; a code is never accepted twice. */
  tfa_last_step: number | null;
  /** The registration profile's key (decision 019); null for accounts an admin created. */
  registration_profile: Generated<string | null>;
  phone: Generated<string | null>;
  /** The admins' internal note; never shown to the person. */
  admin_note: Generated<string | null>;
  /** Deleted (by the person or an admin); restorable until the purge, 30 days later. */
  deleted_at: Generated<string | null>;
  last_login_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** 1: a mail when something is submitted for review (publishers); 0: none. */
  review_mail: Generated<number>;
  /** USt-IdNr. as registered, normalized (`DE123456789`); decision 041. */
  vat_id: Generated<string | null>;
  /** Gewerbenachweis as registered: register entry or trade registration, as typed. */
  trade_licence: Generated<string | null>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  /** 1: members must sign in with a second factor (TOTP or a passkey). */
  requires_two_factor: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  id: string;
  user_id: number;
  tfa_verified: number;
  remember: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_activity: string;
}

export interface VerificationsTable {
  id: Generated<number>;
  type: string;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** The address the link was sent to: it works only while the account has that address. */
  email: string | null;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface BackupCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface SettingsTable {
  key: string;
  /** JSON */
  value: string;
  updated_at: string;
}

export interface MediaItemsTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** Full path from the root, e.g. `domain/angebote/aktuell/KW 48.pdf`. */
  path: string;
  /** Lower case, umlauts folded: for sorting and searching. */
  folded_name: string;
  is_dir: number;
  mime_type: string;
  size: number | null;
  extension: string | null;
  /** File name under MEDIA_ROOT/files; never derived from what a user typed. */
  storage_key: string | null;
  thumbnail_key: string | null;
  /** Whether the parent's rules apply too. */
  inherit_rules: number;
  /** Catalogue details (contract `MediaDetails`); lists as JSON arrays. */
  title: string | null;
  description: string | null;
  valid_from: string | null;
  valid_until: string | null;
  category: string | null;
  portions: string | null;
  article_no: string | null;
  tags: ColumnType<string, string | undefined, string>;
  allergens: ColumnType<string, string | undefined, string>;
  ingredients: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export interface MediaRulesTable {
  id: Generated<number>;
  item_id: number;
  subject: 'role' | 'user' | 'public';
  subject_id: number | null;
  level: 'read' | 'write' | 'admin';
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  type: 'contact' | 'application';
  name: string;
  email: string;
  topic: string;
  /** JSON of the validated fields. */
  data: string;
  cv_media_id: number | null;
  delivery_state: 'pending' | 'sent' | 'failed';
  ip: string | null;
  created_at: string;
  updated_at: string;
}

/** An application submission as HR handles it (issue 18). */
export interface ApplicationsTable {
  submission_id: number;
  job_slug: string;
  job_title: string;
  /** APPLICATION_STATUSES */
  status: Generated<string>;
  owner_id: number | null;
  /** The applicant agreed to be kept in the talent pool (the longer retention). */
  talent_pool: Generated<number>;
  /** When the status became final; the retention time runs from here. */
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The timeline: arrival, status and owner changes, notes, mails, withdrawal. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  /** `received` | `status` | `owner` | `note` | `mail` | `mail_sent` | `mail_cancelled` | `withdrawn` */
  type: string;
  /** The status set; on `mail*` entries the template of the mail (`zusage`, `einladung`, …). */
  status: string | null;
  /** A note's text; on `mail*` entries the mail's subject. */
  text: string | null;
  author_id: number | null;
  created_at: string;
}

export interface ApplicationMailTemplatesTable {
  /** APPLICATION_MAIL_TEMPLATES */
  key: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: string;
}

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

export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  /** `account.registered`, `account.verified`, `account.deleted` */
  type: string;
  subject_user_id: number | null;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
  /** Someone acted on the account (decision 041): no longer news for anyone. */
  done_at: Generated<string | null>;
  /** `approved`, `blocked`, `unblocked`, `deleted`, `restored`, `purged` */
  done_action: Generated<string | null>;
  done_by: Generated<number | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** A code of AUDIT_ACTIONS (packages/contract). */
  action: string;
  actor_id: number | null;
  actor_label: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  /** JSON object; never passwords, codes or tokens. */
  details: string;
  ip: string | null;
  user_agent: string | null;
  /** Folded labels and address, for the admin search. */
  search_text: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface WikiArticlesTable {
  id: Generated<number>;
  /** Unique, lower case with hyphens; never changes (it is the article's address). */
  slug: string;
  title: string;
  description: string;
  category: string;
  /** JSON array of strings. */
  tags: string;
  banner_media_id: number | null;
  /** `draft` | `review` | `published` | `archived` (WIKI_STATUSES). */
  status: string;
  /** JSON array of role ids that may read it besides admins; null = all staff. */
  visibility: string | null;
  pinned: number;
  /** Markdown. */
  body: string;
  /** Counts saves; an update names the version it started from. */
  version: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  /** `wiki`, `blog` (decision 033) or `jobs` (036): one engine, three collections. */
  collection: Generated<string>;
  /** Blog: the post's date (YYYY-MM-DD) as readers see it; null in the wiki. */
  date: string | null;
  /** Blog: the banner's alternative text. */
  banner_alt: string | null;
  /** Blog: the byline („Redaktion Hallberg“). */
  byline: string | null;
  /** Job ads: what an ad keeps beyond an article, as JSON (decision 036); null elsewhere. */
  fields: string | null;
}

/** Every save of an article: its whole state after the save. */
export interface WikiRevisionsTable {
  id: Generated<number>;
  article_id: number;
  /** The article's version this save produced. */
  version: number;
  title: string;
  description: string;
  category: string;
  tags: string;
  banner_media_id: number | null;
  status: string;
  visibility: string | null;
  pinned: number;
  body: string;
  note: string;
  author_id: number | null;
  created_at: string;
  date: string | null;
  banner_alt: string | null;
  byline: string | null;
  fields: string | null;
}

/** A category's limit to roles (decision 035); a category without a row is open to all staff. */
export interface WikiCategoriesTable {
  /** One of WIKI_CATEGORIES. */
  name: string;
  /** JSON array of role ids that may read the category besides wiki admins; null = all staff. */
  visibility: string | null;
  /** Counts changes; part of the wiki's content version. */
  version: number;
  updated_at: string;
  updated_by: number | null;
}

/** The wiki search's synonym list (decision 034): one row, id 1. */
export interface WikiSynonymsTable {
  id: number;
  /** JSON array of groups, each an array of words people use for the same thing. */
  groups: string;
  /** Counts changes; part of the wiki's content version. */
  version: number;
  updated_at: string;
  updated_by: number | null;
}

/** A person's favourite articles, and the last time a person opened an article. */
export interface WikiPersonalTable {
  user_id: number;
  article_id: number;
  at: string;
}

/** „War dieser Artikel hilfreich?“: one answer per person and article, the latest counts. */
export interface WikiVotesTable {
  id: Generated<number>;
  article_id: number;
  /** Null once the account is gone. */
  user_id: number | null;
  helpful: number;
  comment: string | null;
  /** The article's version the reader answered about. */
  article_version: number;
  created_at: string;
  updated_at: string;
}

/** „Fehler melden“: a reader's report of a mistake in an article. */
export interface WikiReportsTable {
  id: Generated<number>;
  article_id: number;
  user_id: number | null;
  text: string;
  article_version: number;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

/** A WebAuthn credential (passkey) of an account (decision 032). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** Base64URL, as the browser sends it. */
  credential_id: string;
  /** Base64URL of the COSE public key. */
  public_key: string;
  counter: number;
  /** JSON array of transports ("internal", "hybrid", …). */
  transports: string;
  /** `singleDevice` | `multiDevice` */
  device_type: string;
  backed_up: number;
  name: string;
  aaguid: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A running WebAuthn ceremony's challenge: single use, minutes long. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  challenge: string;
  /** `registration` | `authentication` | `second-factor` */
  purpose: string;
  user_id: number | null;
  /** The session that asked (registration, second factor). */
  session_id: string | null;
  expires_at: string;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  password_resets: PasswordResetsTable;
  backup_codes: BackupCodesTable;
  settings: SettingsTable;
  media_items: MediaItemsTable;
  media_rules: MediaRulesTable;
  form_submissions: FormSubmissionsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  application_mail_templates: ApplicationMailTemplatesTable;
  mail_queue: MailQueueTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  wiki_articles: WikiArticlesTable;
  wiki_revisions: WikiRevisionsTable;
  wiki_categories: WikiCategoriesTable;
  wiki_synonyms: WikiSynonymsTable;
  wiki_favorites: WikiPersonalTable;
  wiki_views: WikiPersonalTable;
  wiki_votes: WikiVotesTable;
  wiki_reports: WikiReportsTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MediaRow = Selectable<MediaItemsTable>;
export type MediaRuleRow = Selectable<MediaRulesTable>;
export type SubmissionRow = Selectable<FormSubmissionsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type MailRow = Selectable<MailQueueTable>;
export type WikiArticleRow = Selectable<WikiArticlesTable>;
export type WikiRevisionRow = Selectable<WikiRevisionsTable>;
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;
