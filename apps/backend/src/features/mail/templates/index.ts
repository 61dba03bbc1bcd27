// Every e-mail this backend sends: German subject, plain text and simple HTML from one source
// (layout.ts), grouped by what they are about.
export { mailClosing, mailGreeting, type MailContent } from './layout';
export * from './sign-in';
export * from './forms';
export * from './account';
export * from './admins';
export * from './content';
export * from './backup';
