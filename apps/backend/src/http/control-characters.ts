// Text from outside loses its control characters before any code sees it: PostgreSQL cannot
// store NUL at all, and the others are never meant (a pasted form feed, a probe). Tab, line
// feed and carriage return stay; a path with an encoded control character names nothing.
import { parse } from 'node:querystring';
import type { RequestHandler } from 'express';
import { HttpError, MESSAGES } from './errors';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL, '');
}

/** No form of ours nests deeper; a body that does is a probe (and would exhaust the stack). */
const MAX_DEPTH = 32;

/**
 * Strings in a parsed JSON value or query, keys included, without control characters; a value
 * nested deeper than any input of ours is refused with 400.
 */
export function cleanInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutControlCharacters(value);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) throw new HttpError(400, MESSAGES.badRequest);
  if (Array.isArray(value)) return value.map((inner) => cleanInput(inner, depth + 1));
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, inner] of Object.entries(value))
    out[withoutControlCharacters(key)] = cleanInput(inner, depth + 1);
  return out;
}

/** Express's `query parser`: the simple one (no nesting), cleaned. */
export function parseQuery(query: string): Record<string, unknown> {
  return cleanInput(parse(query)) as Record<string, unknown>;
}

/** Refuses a path with an encoded control character (`/articles/a%00b`): 404, like any unknown. */
export const refuseControlInPath: RequestHandler = (req, _res, next) => {
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  next(ENCODED_CONTROL.test(path) ? new HttpError(404, MESSAGES.notFound) : undefined);
};
