// Password reset tokens: random, stored hashed, 60 minutes, single use, bound to the address
// they were sent to. Several may be pending at once, so a request by someone else never voids
// the holder's link; a used link is kept (marked) so its page can say "already used" instead of
// showing the form. A changed address voids the pending ones.
import type { ResetLinkStatus } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { frontendUrl } from '../../context';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { randomToken, sha256 } from '../../security/keys';

export const RESET_MINUTES = 60;
/** An invitation (an admin created the account) is a reset link that lasts longer. */
export const INVITATION_DAYS = 7;
/** Used and expired links are remembered this long, then forgotten. */
const KEEP_DAYS = 7;

/** The account a link is for: its id and the address the link goes (or went) to. */
export interface ResetHolder {
  id: number;
  email: string;
}

export async function createResetToken(
  db: Kysely<DB>,
  holder: ResetHolder,
  minutes = RESET_MINUTES,
): Promise<string> {
  const token = randomToken(32);
  const now = new Date();
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', nowIso(new Date(now.getTime() - KEEP_DAYS * 86_400_000)))
    .execute();
  await db
    .insertInto('password_resets')
    .values({
      user_id: holder.id,
      email: holder.email,
      token_hash: sha256(token),
      expires_at: nowIso(new Date(now.getTime() + minutes * 60_000)),
      used_at: null,
      created_at: nowIso(now),
    })
    .execute();
  return token;
}

async function find(db: Kysely<DB>, holder: ResetHolder | null, token: string) {
  if (!holder) return undefined;
  return db
    .selectFrom('password_resets')
    .select(['id', 'expires_at', 'used_at'])
    .where('token_hash', '=', sha256(token))
    .where('user_id', '=', holder.id)
    .where('email', '=', holder.email)
    .executeTakeFirst();
}

/** The address changed: links sent to the old one must not set a password any more. */
export async function voidResetTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** What the link's page should show; unknown addresses and tokens are simply `invalid`. */
export async function resetTokenStatus(
  db: Kysely<DB>,
  holder: ResetHolder | null,
  token: string,
): Promise<ResetLinkStatus> {
  const row = await find(db, holder, token);
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  return row.expires_at > nowIso() ? 'valid' : 'expired';
}

/** Uses the token up: true only once, and only before it expires; other pending links end. */
export async function consumeResetToken(
  db: Kysely<DB>,
  holder: ResetHolder,
  token: string,
): Promise<boolean> {
  const row = await find(db, holder, token);
  if (!row || row.used_at || row.expires_at <= nowIso()) return false;
  const now = nowIso();
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  // The password is new: links requested before it no longer apply.
  await voidResetTokens(db, holder.id);
  return true;
}

export function resetUrl(
  config: Config,
  token: string | null,
  email: string,
  { invitation = false } = {},
): string {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  query.set('email', email);
  // The page then speaks of setting a first password.
  if (invitation) query.set('einladung', '1');
  return frontendUrl(config, `/auth/reset-password?${query.toString()}`);
}
