// User administration: list, show, create or invite, edit, approve, block, verify, send reset
// and verification links, roles, 2FA reset, delete; the purge of deleted accounts. The entry:
// the API in routes.ts and its route groups (*-routes.ts).
export { runCreateAdminCommand } from './first-admin';
export { purgeDeletedAccounts } from './purge';
export { USER_ADMIN_MESSAGES } from './messages';
export { usersAdminRouter } from './routes';
