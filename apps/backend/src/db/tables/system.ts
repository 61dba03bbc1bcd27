// The system's own tables: settings, notifications to admins, the audit log, rate limits, the
// scheduled jobs' leases, the backups' schedule and runs.
import type { Generated } from 'kysely';

export interface SettingsTable {
  key: string;
  /** JSON */
  value: string;
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
  /** Where the notification leads on the website (`/intern/wiki/…`); null: nowhere. */
  link: Generated<string | null>;
  /** What it is about (`article:12`, `news:3`): one unread notification per person and topic. */
  topic: Generated<string | null>;
  /** The mail it waits to send (decision 055): taken back when it is read first. */
  mail_id: Generated<number | null>;
}

/** What a person watches (decision 055): an article (its id), a wiki category, the news (''). */
export interface WatchesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'article' | 'category' | 'news';
  target: string;
  created_at: string;
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

/** Which process holds a scheduled job's round, until when (decision 048). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** The backups' schedule (decision 050): one row, id 1; missing until an admin saves one. */
export interface BackupScheduleTable {
  id: number;
  /** `off`, `daily`, `hours` */
  mode: string;
  /** „03:00“, Hamburg's clock */
  time: string;
  hours: number;
  keep: number;
  /** `folder`, `s3` */
  target: string;
  folder: string | null;
  bucket: string | null;
  prefix: string | null;
  updated_at: string;
  updated_by: number | null;
}

/** One backup, scheduled or by hand, and how it ended. */
export interface BackupRunsTable {
  id: Generated<number>;
  /** `schedule`, `manual` */
  trigger: string;
  /** `running`, `succeeded`, `failed`; at most one `running` (a unique partial index). */
  status: string;
  started_at: string;
  finished_at: string | null;
  location: string;
  file: string | null;
  bytes: number | null;
  error: string | null;
  started_by: number | null;
}
