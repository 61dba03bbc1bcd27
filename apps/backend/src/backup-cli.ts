// `npm run backup [-- --out <file>]` / `npm run restore -- <file> [--force]` (features/backup).
import { runAsCommand } from './command';
import { runBackupCommand } from './features/backup';

runAsCommand(runBackupCommand);
