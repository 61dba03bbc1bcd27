// A changed e-mail address, by an admin (admin panel) or by the person (profile): one way for
// both, Laravel's for `MustVerifyEmail` (Helium is a Laravel application). The new address is
// stored at once with `email_verified_at` cleared, so the account is restricted until the link
// sent to the new address is opened; the old address is told in case the change was not wanted.
import type { AccountUser } from '../../accounts/account';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db';
import { ValidationError } from '../../http/errors';
import { verificationUrl } from '../auth/email-verification';
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

/** The mails after the address was stored: a notice to the old one, the link to the new one. */
export async function mailEmailChange(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  p: { user: Pick<AccountUser, 'id' | 'name' | 'email'>; from: string; bySelf: boolean },
): Promise<void> {
  const company = String((await settings.get('company_name')) ?? '');
  const { user } = p;
  await enqueueMail(ctx.db, {
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
  await enqueueMail(ctx.db, {
    purpose: 'account.verify',
    to: user.email,
    content: emailChangeVerificationMail({
      name: user.name,
      url: verificationUrl(ctx.config, ctx.keys, { id: user.id as number, email: user.email }),
      company,
    }),
  });
  nudgeMail();
}
