// The newsletter on the website (decision 043): the sign-up form and its consent text.
export { ConsentText, NewsletterForm, type NewsletterValues } from './NewsletterForm';
export { NewsletterLinkPage, type LinkPage, type LinkPageTexts } from './NewsletterLinkPage';
