// The database as Kysely sees it. Timestamps are ISO 8601 strings in UTC on both dialects
// (they sort as text); flags are integers 0/1, so SQLite and PostgreSQL behave alike. The
// tables by area in tables/; here the whole database and the row types the code uses.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  UsersTable,
  ApiTokensTable,
  OidcIdentitiesTable,
  OidcGroupRolesTable,
  RolesTable,
  RolePermissionsTable,
  UserRolesTable,
  SessionsTable,
  VerificationsTable,
  PasswordResetsTable,
  BackupCodesTable,
  PasskeysTable,
  WebauthnChallengesTable,
} from './tables/accounts';
import type {
  SettingsTable,
  NotificationsTable,
  WatchesTable,
  AuditLogTable,
  RateLimitsTable,
  JobLeasesTable,
  BackupScheduleTable,
  BackupRunsTable,
} from './tables/system';
import type { MediaItemsTable, MediaRulesTable, MediaTextsTable } from './tables/media';
import type {
  FormSubmissionsTable,
  ApplicationsTable,
  ApplicationEventsTable,
  ApplicationMailTemplatesTable,
} from './tables/forms';
import type { MailQueueTable, MailOutboxTable, NewsletterSubscriptionsTable } from './tables/mail';
import type {
  WikiArticlesTable,
  WikiRevisionsTable,
  WikiCategoriesTable,
  WikiSynonymsTable,
  WikiSearchMissesTable,
  WikiPersonalTable,
  WikiVotesTable,
  WikiReportsTable,
  WikiReviewDatesTable,
} from './tables/wiki';
import type {
  ReadingsTable,
  ReadingConfirmationsTable,
  ReadingRemindersTable,
} from './tables/readings';

export type * from './tables/accounts';
export type * from './tables/system';
export type * from './tables/media';
export type * from './tables/forms';
export type * from './tables/mail';
export type * from './tables/wiki';
export type * from './tables/readings';

export interface DB {
  users: UsersTable;
  api_tokens: ApiTokensTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_group_roles: OidcGroupRolesTable;
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
  media_texts: MediaTextsTable;
  form_submissions: FormSubmissionsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  application_mail_templates: ApplicationMailTemplatesTable;
  mail_queue: MailQueueTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  job_leases: JobLeasesTable;
  backup_schedule: BackupScheduleTable;
  backup_runs: BackupRunsTable;
  wiki_articles: WikiArticlesTable;
  wiki_revisions: WikiRevisionsTable;
  wiki_categories: WikiCategoriesTable;
  wiki_synonyms: WikiSynonymsTable;
  wiki_search_misses: WikiSearchMissesTable;
  wiki_favorites: WikiPersonalTable;
  wiki_views: WikiPersonalTable;
  /** A person's read marks of news items (decision 051). */
  news_reads: WikiPersonalTable;
  wiki_votes: WikiVotesTable;
  wiki_reports: WikiReportsTable;
  wiki_review_dates: WikiReviewDatesTable;
  notifications: NotificationsTable;
  watches: WatchesTable;
  audit_log: AuditLogTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  readings: ReadingsTable;
  reading_confirmations: ReadingConfirmationsTable;
  reading_reminders: ReadingRemindersTable;
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
