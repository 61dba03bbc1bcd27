// A new password: the policy and the mail to the holder, for every way a password changes.
import type { Kysely } from 'kysely';
import { passwordProblems } from '../../accounts/passwords';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import type { DB } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { enqueueMail, passwordChangedMail } from '../mail';
import type { Settings } from '../settings';
import { AUTH_MESSAGES } from './messages';

/** Refuses a new password (policy, confirmation) with 422 on the `password` field. */
export function assertNewPassword(
  password: string,
  confirmation: unknown,
  context: Parameters<typeof passwordProblems>[1],
) {
  const problems = passwordProblems(password, context);
  if (confirmation !== password) problems.push(AUTH_MESSAGES.passwordMismatch);
  if (problems.length) throw new ValidationError({ password: problems });
}

/** Every change of a password is confirmed by mail to the holder, queued by the change's transaction. */
export async function mailPasswordChanged(
  trx: Kysely<DB>,
  ctx: AppContext,
  settings: Settings,
  user: { id: number; email: string; firstname: string; lastname: string },
): Promise<void> {
  await enqueueMail(trx, {
    purpose: 'account.password-changed',
    to: user.email,
    content: passwordChangedMail({
      name: `${user.firstname} ${user.lastname}`,
      when: new Date(),
      resetUrl: frontendUrl(ctx.config, '/auth/forgot-password'),
      company: await settings.companyName(trx),
    }),
  });
}
