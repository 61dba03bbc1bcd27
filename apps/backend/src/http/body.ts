// Request bodies: JSON for every endpoint but the few that take files (multipart).
import express, { type RequestHandler } from 'express';
import { cleanInput } from './control-characters';
import { HttpError, MESSAGES } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function hasBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }) {
  return (
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}

const jsonParser = express.json({ limit: '100kb', strict: true, type: () => true });

function isJson(contentType: string): boolean {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'application/json' || /^application\/[\w.+-]+\+json$/.test(base);
}

/**
 * JSON bodies are parsed; multipart bodies are left to the routes that read files; any other
 * body type answers 415. A request without a body passes (e.g. `POST /logout`).
 */
export function bodyPolicy(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !hasBody(req.headers)) {
      next();
      return;
    }
    const contentType = req.get('content-type') ?? '';
    if (isJson(contentType)) {
      jsonParser(req, res, (error?: unknown) => {
        if (error) return next(error);
        try {
          req.body = cleanInput(req.body);
          next();
        } catch (refused) {
          next(refused);
        }
      });
      return;
    }
    if (/^multipart\/form-data\b/i.test(contentType)) {
      next();
      return;
    }
    // Read the body off so the connection stays usable, then refuse it.
    req.resume();
    next(new HttpError(415, MESSAGES.unsupportedType));
  };
}
