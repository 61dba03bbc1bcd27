// Backup codes: ten single-use codes, shown once, stored only as keyed hashes.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { inTransaction, nowIso } from '../../db';
import type { DB } from '../../db/schema';
import type { Keys } from '../../security/keys';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function normalizeBackupCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export async function replaceBackupCodes(
  db: Kysely<DB>,
  keys: Keys,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: 10 }, newCode);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('backup_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('backup_codes')
      .values(
        codes.map((c) => ({
          user_id: userId,
          code_hash: keys.hmac('backup-code', normalizeBackupCode(c)),
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

/** Uses a code up; true only the first time. */
export async function redeemBackupCode(
  db: Kysely<DB>,
  keys: Keys,
  userId: number,
  code: string,
): Promise<boolean> {
  const normalized = normalizeBackupCode(code);
  if (normalized.length !== 10) return false;
  const result = await db
    .updateTable('backup_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', keys.hmac('backup-code', normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
