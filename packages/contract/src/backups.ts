// Scheduled backups in the administration (issue 31, item 1; decision 050): the schedule, the
// archives of the configured target and the runs, as `GET /api/admin/backups` answers them.

/** `off`: only by hand; `daily`: once a day at `time` (Hamburg's clock); `hours`: every `hours`. */
export const BACKUP_MODES = ['off', 'daily', 'hours'] as const;
export type BackupMode = (typeof BACKUP_MODES)[number];

/** `folder`: a folder on the server; `s3`: a bucket of the S3 configuration in the environment. */
export const BACKUP_TARGETS = ['folder', 's3'] as const;
export type BackupTargetKind = (typeof BACKUP_TARGETS)[number];

export const BACKUP_KEEP_MAX = 365;
export const BACKUP_HOURS_MAX = 168;

export interface BackupSchedule {
  mode: BackupMode;
  /** „03:00“ */
  time: string;
  hours: number;
  /** How many archives stay; older ones go after a successful new one. */
  keep: number;
  target: BackupTargetKind;
  /** The folder (absolute); BACKUP_DIR by default. */
  folder: string;
  bucket: string;
  /** Objects are named `<prefix>sicherung-….tar.gz`; empty or ending in `/`. */
  prefix: string;
  updated_at: string | null;
}

export interface BackupArchive {
  name: string;
  bytes: number;
  created_at: string;
}

export type BackupRunStatus = 'running' | 'succeeded' | 'failed';

export interface BackupRun {
  id: number;
  /** `schedule` or `manual`. */
  trigger: 'schedule' | 'manual';
  status: BackupRunStatus;
  started_at: string;
  finished_at: string | null;
  /** Where it went: the folder, or `s3://bucket/prefix`. */
  location: string;
  file: string | null;
  bytes: number | null;
  /** Why it failed, in German. */
  error: string | null;
}

export interface BackupOverview {
  schedule: BackupSchedule;
  /** What the environment offers: BACKUP_DIR, the folders allowed, the S3 configuration. */
  environment: {
    default_folder: string;
    allowed_folders: string[];
    s3: { bucket: string; endpoint: string | null } | null;
  };
  archives: BackupArchive[];
  /** Why the archives could not be listed (a folder missing, a bucket refusing); null if they could. */
  archives_error: string | null;
  last_run: BackupRun | null;
  running: boolean;
  /** When the schedule runs next; null when it is off. */
  next_run: string | null;
}

/** „Täglich um 03:00“, „Alle 6 Stunden“, „Aus“. */
export function describeBackupSchedule(s: Pick<BackupSchedule, 'mode' | 'time' | 'hours'>): string {
  if (s.mode === 'daily') return `Täglich um ${s.time} Uhr`;
  if (s.mode === 'hours') return s.hours === 1 ? 'Stündlich' : `Alle ${s.hours} Stunden`;
  return 'Aus (nur von Hand)';
}
