// The newsletter's mails through the queue: the confirmation link of the double opt-in, and the
// mails to subscribers, each with the one-click unsubscribe of RFC 8058 in its headers and a
// link in its footer (decision 043).
import { NEWSLETTER_CONFIRM_HOURS } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { apiUrl } from '../../context';
import type { DB, NewsletterSubscriptionRow } from '../../db/schema';
import type { Keys } from '../../security/keys';
import {
  enqueueMail,
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  type MailContent,
} from '../mail';
import { unsubscribeToken } from './store';

/** The website's page behind the link in a confirmation mail. */
export const confirmUrl = (config: Config, token: string) =>
  `${config.websiteUrl}/newsletter/bestaetigen?${new URLSearchParams({ token })}`;

/** The website's page behind the footer link: it asks once, then unsubscribes. */
export const unsubscribePageUrl = (config: Config, token: string) =>
  `${config.websiteUrl}/newsletter/abmelden?${new URLSearchParams({ token })}`;

/** `List-Unsubscribe`: the API's one-click address (POST unsubscribes, GET shows the page). */
export const oneClickUrl = (config: Config, token: string) =>
  apiUrl(config, `/newsletter/one-click?${new URLSearchParams({ token })}`);

export function unsubscribeHeaders(config: Config, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(config, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export async function enqueueConfirmation(
  trx: Kysely<DB>,
  config: Config,
  p: { email: string; token: string; company: string },
) {
  await enqueueMail(trx, {
    purpose: 'newsletter.confirmation',
    to: p.email,
    content: newsletterConfirmationMail({
      url: confirmUrl(config, p.token),
      company: p.company,
      hours: NEWSLETTER_CONFIRM_HOURS,
    }),
  });
}

/**
 * Every mail to a subscriber goes through here: the unsubscribe header and footer link are
 * never left out. `content` is built with the footer's address.
 */
export async function enqueueToSubscriber(
  trx: Kysely<DB>,
  config: Config,
  keys: Keys,
  row: Pick<NewsletterSubscriptionRow, 'id' | 'email'>,
  purpose: string,
  content: (unsubscribeUrl: string) => MailContent,
) {
  const token = unsubscribeToken(keys, row);
  await enqueueMail(trx, {
    purpose,
    to: row.email,
    content: content(unsubscribePageUrl(config, token)),
    headers: unsubscribeHeaders(config, token),
  });
}

export const enqueueWelcome = (
  trx: Kysely<DB>,
  config: Config,
  keys: Keys,
  row: Pick<NewsletterSubscriptionRow, 'id' | 'email'>,
  company: string,
) =>
  enqueueToSubscriber(trx, config, keys, row, 'newsletter.welcome', (unsubscribeUrl) =>
    newsletterWelcomeMail({ unsubscribeUrl, company }),
  );
