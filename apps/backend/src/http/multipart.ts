// multipart/form-data with hard limits, read into memory (files here are at most a few MB).
import busboy from 'busboy';
import type { Request } from 'express';
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
  maxFields?: number;
  maxFieldBytes?: number;
}

function tooLarge(maxFileBytes: number) {
  const mb = Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10;
  return new HttpError(
    413,
    `Die Datei ist zu groß. Erlaubt sind höchstens ${String(mb).replace('.', ',')} MB.`,
  );
}

export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const contentType = req.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    req.resume();
    return Promise.reject(new HttpError(415, 'Bitte das Formular als multipart/form-data senden.'));
  }
  const maxFiles = limits.maxFiles ?? 1;
  const declared = Number(req.get('content-length') ?? '0');
  // Far beyond any allowed size: refuse without reading it all.
  if (Number.isFinite(declared) && declared > limits.maxFileBytes * maxFiles * 4 + 1024 * 1024) {
    req.resume();
    return Promise.reject(tooLarge(limits.maxFileBytes));
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
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
      req.resume();
      reject(new HttpError(400, MESSAGES.badRequest));
      return;
    }

    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const files: UploadedFile[] = [];
    let failure: HttpError | null = null;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(new HttpError(413, MESSAGES.tooLarge));
      else if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!limits.fileFields.includes(name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(limits.maxFileBytes)));
      stream.on('end', () => {
        if ((stream as unknown as { truncated?: boolean }).truncated) return;
        files.push({
          field: name,
          filename: (info.filename ?? '').normalize('NFC'),
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
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(failure ?? new HttpError(400, 'Das Formular konnte nicht gelesen werden.'));
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve({ fields, files });
    });
    req.on('aborted', () => reject(new HttpError(400, MESSAGES.badRequest)));
    req.pipe(parser);
  });
}
