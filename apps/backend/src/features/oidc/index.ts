// Sign-in with the company's OpenID provider (decision 060): the routes, and the link an account
// gets once the person proved it here (the password sign-in and the second factor call it).
import type { Request, Response } from 'express';
import type { AppContext } from '../../context';
import { auditActor } from '../audit';
import { linkProven } from './accounts';
import { linkCookie } from './cookies';

export { oidcRouter } from './routes';

/**
 * Links the provider's person waiting in the browser (the sign-in page asked to prove the
 * account) to the account that has just signed in fully: with its password, and its second
 * factor where it has one.
 */
export async function linkPendingIdentity(
  ctx: AppContext,
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
  if (await linkProven(ctx.db, account, link, auditActor(req, account)))
    ctx.logger.info({ user: userId }, 'Firmenkonto verknüpft');
  linkCookie.clear(res, ctx.config);
}
