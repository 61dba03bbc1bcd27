// A stored file (or its thumbnail) sent to the browser: type, size, name, caching and a CSP;
// byte ranges and conditional requests on either store.
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { MediaRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { FILE_CSP } from '../../http/security-headers';
import { isInline } from './file-types';
import type { ByteRange, Storage, StoredHead } from './storage';

/** `Content-Disposition` with an ASCII fallback and the real name per RFC 5987. */
export function contentDisposition(name: string, type: 'inline' | 'attachment'): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one byte range to send: Express's `req.range` (range-parser) reads the header; several
 * ranges, a malformed header or an `If-Range` that no longer matches get the whole file, as
 * RFC 9110 allows. Throws 416 for a range that lies outside the file.
 */
function rangeOf(req: Request, head: StoredHead, lastModified: string): ByteRange | null {
  if (!req.headers.range) return null;
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== head.etag && ifRange !== lastModified) return null;
  const ranges = req.range(head.size, { combine: true });
  if (ranges === -1)
    throw new HttpError(
      416,
      'Der angefragte Bereich liegt außerhalb der Datei.',
      {},
      {
        'Content-Range': `bytes */${head.size}`,
      },
    );
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1)
    return null;
  return ranges[0]!;
}

export async function sendStored(
  req: Request,
  res: Response,
  storage: Storage,
  row: MediaRow,
  thumbnail: boolean,
  onMissing: () => void,
) {
  const key = thumbnail ? row.thumbnail_key : row.storage_key;
  if (!key) throw notFound();
  const kind = thumbnail ? 'thumbs' : 'files';
  const head = await storage.head(kind, key);
  if (head === null) {
    onMissing();
    throw notFound();
  }
  const mime = thumbnail ? 'image/webp' : row.mime_type;
  const name = thumbnail ? `${row.name}.webp` : row.name;
  // The row's time, not the store's: a rename changes the name the file is sent under.
  const lastModified = new Date(row.updated_at).toUTCString();
  const range = rangeOf(req, head, lastModified);
  res.status(200);
  res.setHeader('Content-Type', mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime);
  res.setHeader('Content-Length', String(head.size));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(name, isInline(mime) ? 'inline' : 'attachment'),
  );
  res.setHeader('Cache-Control', 'private, max-age=300');
  res.setHeader('Last-Modified', lastModified);
  res.setHeader('ETag', head.etag);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Browsers' PDF viewers do not run in a sandbox; everything else gets no script at all.
  if (mime === 'application/pdf') res.removeHeader('Content-Security-Policy');
  else res.setHeader('Content-Security-Policy', FILE_CSP);
  // If-None-Match, else If-Modified-Since, against the two headers above (the `fresh` package).
  if (req.fresh) {
    res.status(304);
    res.removeHeader('Content-Length');
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${head.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  let stream: Readable;
  try {
    stream = await storage.read(kind, key, range ?? undefined);
  } catch (error) {
    // Gone between head and read: as missing; anything else is the store's failure.
    if (await storage.head(kind, key)) throw error;
    onMissing();
    throw notFound();
  }
  await new Promise<void>((resolve) => {
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
