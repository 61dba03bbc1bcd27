// Backup and restore (issue 31, item 1; decision 050): the archive in archive.ts, the database's
// part in database.ts, backup and restore in backup.ts, the commands in cli.ts; the schedule in
// the administration: its runs in service.ts (store.ts, timing.ts), where archives go in
// targets.ts and policy.ts, its API in routes.ts.
export { BackupError, type Manifest } from './archive';
export {
  backupName,
  createBackup,
  newestBackup,
  restoreBackup,
  type BackupResult,
  type Installation,
  type MediaFiles,
} from './backup';
export { runBackupCommand, storedMedia } from './cli';
export { backupsAdminRouter } from './routes';
export { createBackups, type Backups } from './service';
