import type { RequestHandler } from 'express';
import { HttpError, MESSAGES } from './errors';
import type { Sessions } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing API request carries X-XSRF-TOKEN = the XSRF-TOKEN cookie, made by us;
 * except one signed with a personal API token, which no browser sends on its own (decision 058).
 */
export function csrfProtection(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || (await sessions.auth(req, res))?.via === 'token') {
      next();
      return;
    }
    if (await sessions.csrfValid(req, res)) next();
    else next(new HttpError(419, MESSAGES.csrf));
  };
}
