// Password reset tokens: random, stored hashed, 60 minutes, single use (one per account).
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { frontendUrl } from '../../context';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { randomToken, safeEqual, sha256 } from '../../security/keys';

const TYPE = 'password-reset';
export const RESET_MINUTES = 60;

export async function createResetToken(db: Kysely<DB>, userId: number): Promise<string> {
  const token = randomToken(32);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('verifications')
      .where('type', '=', TYPE)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .insertInto('verifications')
      .values({
        type: TYPE,
        user_id: userId,
        token_hash: sha256(token),
        expires_at: nowIso(new Date(now.getTime() + RESET_MINUTES * 60_000)),
        created_at: nowIso(now),
      })
      .execute();
  });
  return token;
}

/** Uses the token up: true only once, and only before it expires. */
export async function consumeResetToken(
  db: Kysely<DB>,
  userId: number,
  token: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('verifications')
    .select(['id', 'token_hash', 'expires_at'])
    .where('type', '=', TYPE)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || !safeEqual(row.token_hash, sha256(token))) return false;
  const deleted = await db.deleteFrom('verifications').where('id', '=', row.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return false;
  return row.expires_at > nowIso();
}

export function resetUrl(config: Config, token: string | null, email: string): string {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  query.set('email', email);
  return frontendUrl(config, `/auth/reset-password?${query.toString()}`);
}
