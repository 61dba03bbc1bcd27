export { applicationAction } from './application.server';
export { contactAction } from './contact.server';
export { startedToken } from './protection.server';
