// A changed e-mail address, by an admin (admin panel) or by the person (profile): one way for
// both, Laravel's for `MustVerifyEmail` (Helium is a Laravel application). The new address is
// stored at once with `email_verified_at` cleared, so the account is restricted until the link
// sent to the new address is opened; the old address is told in case the change was not wanted.
import type { AccountUser } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db';
import type { DB } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { verificationUrl, voidResetTokens } from '../auth';
import { emailChangedMail, emailChangeVerificationMail, enqueueMail } from '../mail';
import type { Settings } from '../settings';

export const EMAIL_TAKEN = 'Diese E-Mail-Adresse ist bereits vergeben.';

/** What the update sets besides the address: unverified until the new one is confirmed. */
export const UNVERIFIED = { email_verified_at: null } as const;

/** Turns the database's refusal of a taken address into the field error Helium gives. */
export function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] });
  throw error;
}

/**
 * What follows a changed address, in the transaction that stores it: reset and invitation links
 * sent to the old address die (verification links are bound to the address by their hash), the
 * old address is told, the new one gets its link.
 */
export async function onEmailChanged(
  trx: Kysely<DB>,
  ctx: AppContext,
  settings: Settings,
  p: { user: Pick<AccountUser, 'id' | 'name' | 'email'>; from: string; bySelf: boolean },
): Promise<void> {
  const company = await settings.companyName(trx);
  const { user } = p;
  await voidResetTokens(trx, user.id as number);
  await enqueueMail(trx, {
    purpose: 'account.email-changed',
    to: p.from,
    content: emailChangedMail({
      name: user.name,
      from: p.from,
      to: user.email,
      when: new Date(),
      bySelf: p.bySelf,
      company,
    }),
  });
  await enqueueMail(trx, {
    purpose: 'account.verify',
    to: user.email,
    content: emailChangeVerificationMail({
      name: user.name,
      url: verificationUrl(ctx.config, ctx.keys, { id: user.id as number, email: user.email }),
      company,
    }),
  });
}
