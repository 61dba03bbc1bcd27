// multipart/form-data with hard limits, read into memory (files here are at most a few MB).
// A request's body is the attacker's to shape: every stream made here has an 'error' listener,
// the route's total is enforced while reading (what came beyond it is dropped, the rest not
// read), and the promise settles exactly once, with a 4xx HttpError for anything malformed.
import busboy from 'busboy';
import type { Request } from 'express';
import { withoutControlCharacters } from './control-characters';
import { HttpError, MESSAGES } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  fileFields: readonly string[];
  maxFiles?: number;
  /** All files together; by default `maxFileBytes × maxFiles`. */
  maxTotalBytes?: number;
  maxFields?: number;
  maxFieldBytes?: number;
}

/** What a part's headers and boundaries may add to the files and fields, at most. */
const PART_OVERHEAD_BYTES = 2 * 1024;

const megabytes = (bytes: number) =>
  String(Math.round((bytes / (1024 * 1024)) * 10) / 10).replace('.', ',');

const fileTooLarge = (bytes: number) =>
  new HttpError(413, `Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes(bytes)} MB.`);

const totalTooLarge = (bytes: number) =>
  new HttpError(
    413,
    `Die Dateien sind zusammen zu groß. Erlaubt sind höchstens ${megabytes(bytes)} MB.`,
  );

const unreadable = () => new HttpError(400, 'Das Formular konnte nicht gelesen werden.');

/** The largest body a route with these limits can need: a larger Content-Length is refused. */
export function maxBodyBytes(limits: MultipartLimits): number {
  const maxFiles = limits.maxFiles ?? 1;
  const maxFields = limits.maxFields ?? 30;
  const files = limits.maxTotalBytes ?? limits.maxFileBytes * maxFiles;
  return (
    files +
    maxFields * (limits.maxFieldBytes ?? 20_000) +
    (maxFiles + maxFields + 1) * PART_OVERHEAD_BYTES
  );
}

export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const contentType = req.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    req.resume();
    return Promise.reject(new HttpError(415, 'Bitte das Formular als multipart/form-data senden.'));
  }
  const maxFiles = limits.maxFiles ?? 1;
  const maxTotal = limits.maxTotalBytes ?? limits.maxFileBytes * maxFiles;
  const maxBody = maxBodyBytes(limits);
  const declared = Number(req.get('content-length') ?? '0');
  // Beyond what the route can take: refuse without reading (the error handler closes).
  if (Number.isFinite(declared) && declared > maxBody) {
    return Promise.reject(
      maxTotal > limits.maxFileBytes ? totalTooLarge(maxTotal) : fileTooLarge(limits.maxFileBytes),
    );
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const files: UploadedFile[] = [];
    let failure: HttpError | null = null;
    let settled = false;
    let parser: busboy.Busboy | null = null;
    let received = 0;
    let fileBytes = 0;

    /** Settles once; on a refusal, stops reading and lets go of what was kept. */
    const finish = (error: HttpError | null) => {
      if (settled) return;
      settled = true;
      req.off('data', countBody);
      if (parser) req.unpipe(parser);
      if (error) {
        files.length = 0;
        // A body too large is not read on (the answer closes the connection); the rest is
        // drained so the answer reaches the client on a connection that stays usable.
        if (error.status !== 413 && !req.readableEnded && !req.destroyed) req.resume();
        reject(error);
      } else {
        resolve({ fields, files });
      }
    };
    const fail = (error: HttpError) => {
      failure ??= error;
      // Limits that mean "stop" end the read at once; the others wait for the form's end.
      if (error.status === 413) finish(error);
    };
    const countBody = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody) fail(totalTooLarge(maxTotal));
    };

    req.on('error', () => finish(failure ?? new HttpError(400, MESSAGES.badRequest)));
    req.on('close', () => {
      if (!req.complete) finish(failure ?? new HttpError(400, MESSAGES.badRequest));
    });

    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: maxFiles,
          fields: limits.maxFields ?? 30,
          fieldSize: limits.maxFieldBytes ?? 20_000,
          parts: (limits.maxFields ?? 30) + maxFiles,
          headerPairs: 50,
        },
        defParamCharset: 'utf8',
      });
    } catch {
      finish(unreadable());
      return;
    }

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(new HttpError(413, MESSAGES.tooLarge));
      else if (!Object.hasOwn(fields, name)) fields[name] = withoutControlCharacters(value);
    });
    parser.on('file', (name, stream, info) => {
      // The parser destroys a file stream with its own error when the form breaks off.
      stream.on('error', () => fail(unreadable()));
      if (settled || !limits.fileFields.includes(name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        fileBytes += chunk.length;
        if (fileBytes > maxTotal) {
          fail(totalTooLarge(maxTotal));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(fileTooLarge(limits.maxFileBytes)));
      stream.on('end', () => {
        if (settled || stream.truncated) return;
        files.push({
          field: name,
          filename: withoutControlCharacters(info.filename ?? '').normalize('NFC'),
          mimeType: info.mimeType,
          data: Buffer.concat(chunks, size),
        });
      });
    });
    parser.on('filesLimit', () =>
      fail(
        new HttpError(
          422,
          maxFiles === 1
            ? 'Bitte nur eine Datei hochladen.'
            : `Bitte höchstens ${maxFiles} Dateien hochladen.`,
        ),
      ),
    );
    parser.on('fieldsLimit', () => fail(new HttpError(413, MESSAGES.tooLarge)));
    parser.on('partsLimit', () => fail(new HttpError(413, MESSAGES.tooLarge)));
    parser.on('error', () => finish(failure ?? unreadable()));
    parser.on('close', () => finish(failure));
    req.on('data', countBody);
    req.pipe(parser);
  });
}
