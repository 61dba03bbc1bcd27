export {
  confirmAction,
  confirmLoader,
  newsletterProfileAction,
  newsletterSignupAction,
  ownNewsletter,
  unsubscribeAction,
  unsubscribeLoader,
  THANKS_PATH,
  type NewsletterProfileResult,
} from './newsletter.server';
