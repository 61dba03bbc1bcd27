// `npm run admin:create -- --email … --firstname … --lastname …` (features/users/first-admin.ts).
import { runAsCommand } from './command';
import { runCreateAdminCommand } from './features/users';

runAsCommand(runCreateAdminCommand);
