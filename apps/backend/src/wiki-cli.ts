// `npm run wiki:export|wiki:import -w apps/backend -- <dir>` (wiki-command.ts).
import { runAsCommand } from './command';
import { runWikiCommand } from './wiki-command';

runAsCommand(runWikiCommand);
