import type { RequestHandler } from 'express';
import { HttpError, MESSAGES } from './errors';
import type { Sessions } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every state-changing API request carries X-XSRF-TOKEN = the XSRF-TOKEN cookie, made by us. */
export function csrfProtection(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    if (await sessions.csrfValid(req, res)) next();
    else next(new HttpError(419, MESSAGES.csrf));
  };
}
