// The customer newsletter (issue 29, decision 043): sign-up with double opt-in, the links in its
// mails, the own subscription, the subscriber list for marketing.
export {
  newsletterAdminRouter,
  newsletterOneClickRouter,
  newsletterRouter,
  SIGNUP_ANSWER,
} from './routes';
export { purgeExpiredSignups, consentProof, unsubscribeToken } from './store';
export { enqueueToSubscriber, unsubscribeHeaders } from './mails';
export { seedNewsletterDemo } from './seed';
