// Sign-in with the company's OpenID provider (decision 060): the routes, and the link an account
// gets once the person proved it here (the password sign-in and the second factor call it).
import type { Request, Response } from 'express';
import type { AppContext } from '../../context';
import { frontendUrl } from '../../context';
import { auditActor } from '../audit';
import { enqueueMail, identityLinkedMail } from '../mail';
import type { Settings } from '../settings';
import { linkProven } from './accounts';
import { linkCookie } from './cookies';

export { oidcRouter } from './routes';

/**
 * Links the provider's person waiting in the browser (the sign-in page asked to prove the
 * account) to the account that has just signed in fully: with its password, and its second
 * factor where it has one. The holder is told by mail, in case it was not them.
 */
export async function linkPendingIdentity(
  ctx: AppContext,
  mail: { settings: Settings; nudge: () => void },
  req: Request,
  res: Response,
  userId: number,
): Promise<void> {
  const link = linkCookie.read(req, ctx.keys);
  if (!link) return;
  const account = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return;
  const provider = ctx.config.oidc?.name ?? 'Firmenkonto';
  const tell = async (trx: typeof ctx.db) => {
    await enqueueMail(trx, {
      purpose: 'account.oidc-linked',
      to: account.email,
      content: identityLinkedMail({
        name: `${account.firstname} ${account.lastname}`,
        provider,
        when: new Date(),
        resetUrl: frontendUrl(ctx.config, '/auth/forgot-password'),
        company: await mail.settings.companyName(trx),
      }),
    });
  };
  if (await linkProven(ctx.db, account, link, auditActor(req, account), tell)) {
    ctx.logger.info({ user: userId }, 'Firmenkonto verknüpft');
    mail.nudge();
  }
  linkCookie.clear(res, ctx.config);
}
