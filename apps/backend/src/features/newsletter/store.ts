// The subscriptions in the database: the double opt-in's steps, the unsubscribe (a delete),
// and the expiry of unconfirmed sign-ups. Tokens are kept as SHA-256 only (decision 043).
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONSENT_TEXTS,
  type NewsletterConsentVersion,
  type NewsletterSource,
  type NewsletterSubscriber,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB, NewsletterSubscriptionRow } from '../../db/schema';
import { randomToken, sha256, type Keys } from '../../security/keys';

/** Confirmation mails one pending sign-up may cause: a form cannot flood an inbox. */
export const MAX_CONFIRMATION_MAILS = 3;

export function consentProof(version: NewsletterConsentVersion) {
  return {
    consent_version: version,
    consent_text_sha256: sha256(NEWSLETTER_CONSENT_TEXTS[version]),
  };
}

const expiry = (from: Date) =>
  nowIso(new Date(from.getTime() + NEWSLETTER_CONFIRM_HOURS * 60 * 60 * 1000));

/** The unsubscribe token: derived from APP_KEY, the row and its address; nothing stored. */
export function unsubscribeToken(keys: Keys, row: Pick<NewsletterSubscriptionRow, 'id' | 'email'>) {
  return `${row.id}.${keys.hmac('signed-url', `newsletter-unsubscribe:${row.id}:${row.email}`)}`;
}

export async function findByUnsubscribeToken(
  db: Kysely<DB>,
  keys: Keys,
  token: string,
): Promise<NewsletterSubscriptionRow | undefined> {
  const [idText, signature] = token.split('.');
  const id = Number(idText);
  if (!signature || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row &&
    keys.verifyHmac('signed-url', `newsletter-unsubscribe:${row.id}:${row.email}`, signature)
    ? row
    : undefined;
}

/** Unconfirmed sign-ups whose link expired: deleted (hourly, and before a new sign-up). */
export async function purgeExpiredSignups(db: Kysely<DB>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_subscriptions')
    .where('state', '=', 'pending')
    .where('expires_at', '<', nowIso(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type SignupOutcome =
  | { kind: 'confirm'; token: string; row: NewsletterSubscriptionRow }
  | { kind: 'confirmed'; row: NewsletterSubscriptionRow }
  | { kind: 'nothing' };

/**
 * A sign-up asked for: a new or renewed pending row and the token for its mail; nothing for an
 * address already confirmed or one that had its mails. The caller answers the same either way.
 */
export async function requestSignup(
  trx: Kysely<DB>,
  p: {
    email: string;
    version: NewsletterConsentVersion;
    source: NewsletterSource;
    userId: number | null;
  },
): Promise<SignupOutcome> {
  const now = new Date();
  await trx
    .deleteFrom('newsletter_subscriptions')
    .where('email', '=', p.email)
    .where('state', '=', 'pending')
    .where('expires_at', '<', nowIso(now))
    .execute();
  const existing = await trx
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', p.email)
    .executeTakeFirst();
  if (existing?.state === 'confirmed') return { kind: 'nothing' };
  if (existing && existing.mails_sent >= MAX_CONFIRMATION_MAILS) return { kind: 'nothing' };
  const token = randomToken();
  const values = {
    ...consentProof(p.version),
    source: p.source,
    user_id: p.userId ?? existing?.user_id ?? null,
    confirm_token_hash: sha256(token),
    expires_at: expiry(now),
    requested_at: nowIso(now),
    updated_at: nowIso(now),
  };
  const row = existing
    ? await trx
        .updateTable('newsletter_subscriptions')
        .set({ ...values, mails_sent: existing.mails_sent + 1 })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('newsletter_subscriptions')
        .values({ ...values, email: p.email, state: 'pending', confirmed_at: null, mails_sent: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
  return { kind: 'confirm', token, row };
}

/**
 * A signed-in person subscribes the account's confirmed address: the account's own act with an
 * address proven by its verification link counts as the confirmation (decision 043).
 */
export async function subscribeVerifiedAddress(
  trx: Kysely<DB>,
  p: { email: string; version: NewsletterConsentVersion; userId: number },
): Promise<SignupOutcome> {
  const now = nowIso();
  const existing = await trx
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', p.email)
    .executeTakeFirst();
  if (existing?.state === 'confirmed') return { kind: 'nothing' };
  const values = {
    ...consentProof(p.version),
    state: 'confirmed' as const,
    source: 'profil',
    user_id: p.userId,
    confirm_token_hash: null,
    expires_at: null,
    requested_at: now,
    confirmed_at: now,
    updated_at: now,
  };
  const row = existing
    ? await trx
        .updateTable('newsletter_subscriptions')
        .set(values)
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('newsletter_subscriptions')
        .values({ ...values, email: p.email, mails_sent: 0 })
        .returningAll()
        .executeTakeFirstOrThrow();
  return { kind: 'confirmed', row };
}

/** The row a confirmation link names, if it still works (pending and not expired, or done). */
export async function findByConfirmToken(db: Kysely<DB>, token: string) {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('confirm_token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.state === 'pending' && (!row.expires_at || row.expires_at < nowIso())) return undefined;
  return row;
}

/** The double opt-in's second step; true when this call confirmed it. */
export async function confirmSignup(trx: Kysely<DB>, row: NewsletterSubscriptionRow) {
  const now = nowIso();
  const result = await trx
    .updateTable('newsletter_subscriptions')
    .set({ state: 'confirmed', confirmed_at: now, expires_at: null, updated_at: now })
    .where('id', '=', row.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unsubscribing deletes the row: nothing of the address stays (decision 043). */
export async function deleteSubscription(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletter_subscriptions')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function subscriberView(row: NewsletterSubscriptionRow): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    state: row.state,
    source: row.source as NewsletterSubscriber['source'],
    consent_version: row.consent_version,
    consent_text_sha256: row.consent_text_sha256,
    requested_at: row.requested_at,
    confirmed_at: row.confirmed_at,
    expires_at: row.state === 'pending' ? row.expires_at : null,
  };
}
