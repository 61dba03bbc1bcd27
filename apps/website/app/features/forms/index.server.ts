export { applicationAction } from './application.server';
export { contactAction, firstErrors } from './contact.server';
export { checkFillTime, startedToken } from './protection.server';
