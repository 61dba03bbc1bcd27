// JSON errors in Helium's shape: `{ message }`, plus `errors` for validation (422).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string[]>,
    status = 422,
  ) {
    const messages = Object.values(errors).flat();
    const first = messages[0] ?? 'Die Eingaben sind ungültig.';
    const more = messages.length - 1;
    const message =
      more > 0 ? `${first} (und ${more} weitere${more === 1 ? 'r Fehler' : ' Fehler'})` : first;
    super(status, message, { errors });
  }
}

/** One field failed: 422 with that field's message. */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

export const MESSAGES = {
  notFound: 'Nicht gefunden.',
  unauthenticated: 'Nicht angemeldet.',
  forbidden: 'Dafür fehlt die Berechtigung.',
  csrf: 'CSRF-Token ungültig oder abgelaufen. Bitte die Seite neu laden.',
  badJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  tooLarge: 'Die Anfrage ist zu groß.',
  unsupportedType: 'Dieses Format wird hier nicht angenommen.',
  badRequest: 'Die Anfrage ist ungültig.',
  server: 'Es ist ein interner Fehler aufgetreten. Bitte später erneut versuchen.',
} as const;

export const notFound = () => new HttpError(404, MESSAGES.notFound);

export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound());

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

function fromBodyParser(error: BodyParserError): HttpError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, MESSAGES.badJson);
    case 'entity.too.large':
      return new HttpError(413, MESSAGES.tooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, MESSAGES.unsupportedType);
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new HttpError(400, MESSAGES.badRequest);
  }
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return new HttpError(413, MESSAGES.tooLarge);
    if (status === 415) return new HttpError(415, MESSAGES.unsupportedType);
    if (status === 404) return new HttpError(404, MESSAGES.notFound);
    return new HttpError(status, MESSAGES.badRequest);
  }
  return null;
}

export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof URIError) return new HttpError(400, MESSAGES.badRequest);
  if (error && typeof error === 'object') return fromBodyParser(error as BodyParserError);
  return null;
}

/** The API's last word: a JSON answer, never a stack trace or a file path. */
export function jsonErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toHttpError(error);
    if (!known) logger.error({ err: error, url: req.originalUrl.slice(0, 300) }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = known?.status ?? 500;
    for (const [k, v] of Object.entries(known?.headers ?? {})) res.setHeader(k, v);
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(status)
      .json({ message: known?.message ?? MESSAGES.server, ...(known?.extra ?? {}) });
  };
}
