// Demo subscribers in each state (docs/backend-contract.md#demo-data): the admin panel's list
// and its export have something to show on a fresh installation.
import { NEWSLETTER_CONSENT_VERSION } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { randomToken, sha256 } from '../../security/keys';
import { consentProof } from './store';

const DAY = 24 * 60 * 60 * 1000;

export async function seedNewsletterDemo(db: Kysely<DB>, now = Date.now()): Promise<void> {
  const at = (daysAgo: number) => nowIso(new Date(now - daysAgo * DAY));
  const kunde = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'kunde@example.com')
    .executeTakeFirst();
  const proof = consentProof(NEWSLETTER_CONSENT_VERSION);
  const rows = [
    {
      email: 'kunde@example.com',
      state: 'confirmed' as const,
      source: 'profil',
      user_id: kunde?.id ?? null,
      requested_at: at(21),
      confirmed_at: at(21),
    },
    {
      email: 'einkauf@gasthof-linde.example',
      state: 'confirmed' as const,
      source: 'website',
      user_id: null,
      requested_at: at(12),
      confirmed_at: at(12 - 0.01),
    },
    {
      email: 'info@fleischerei-vogt.example',
      state: 'confirmed' as const,
      source: 'website',
      user_id: null,
      requested_at: at(5),
      confirmed_at: at(4.8),
    },
    {
      email: 'kueche@kantine-nord.example',
      state: 'pending' as const,
      source: 'website',
      user_id: null,
      requested_at: at(0.2),
      confirmed_at: null,
    },
  ];
  for (const row of rows) {
    const exists = await db
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', row.email)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('newsletter_subscriptions')
      .values({
        ...row,
        ...proof,
        // Nobody holds the demo's link: only its hash exists, as for every sign-up.
        confirm_token_hash: row.state === 'pending' ? sha256(randomToken()) : null,
        expires_at: row.state === 'pending' ? nowIso(new Date(now + 47 * 60 * 60 * 1000)) : null,
        mails_sent: row.state === 'pending' ? 1 : 0,
        updated_at: row.confirmed_at ?? row.requested_at,
      })
      .execute();
  }
}
