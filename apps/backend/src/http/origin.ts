// CORS for the trusted origins only (with credentials), and a refusal of state-changing
// requests that come from anywhere else.
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Accept, Content-Type, X-XSRF-TOKEN, X-Requested-With';

export const FOREIGN_ORIGIN_MESSAGE = 'Anfragen von dieser Herkunft sind nicht erlaubt.';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : 'null';
  } catch {
    return 'null';
  }
}

export function corsAndOrigin(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const isTrusted = !!origin && trusted.has(origin);
    if (isTrusted) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }

    if (req.method === 'OPTIONS') {
      if (!isTrusted) {
        next(new HttpError(403, FOREIGN_ORIGIN_MESSAGE));
        return;
      }
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '7200');
      res.status(204).end();
      return;
    }

    if (!SAFE_METHODS.has(req.method)) {
      // Browsers send Origin with every state-changing request; Referer is the fallback.
      const claimed = origin ?? originOf(req.get('referer'));
      if (claimed !== null && !trusted.has(claimed)) {
        next(new HttpError(403, FOREIGN_ORIGIN_MESSAGE));
        return;
      }
    }
    next();
  };
}
