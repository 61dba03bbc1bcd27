// A stored file (or its thumbnail) sent to the browser: type, size, name, caching and a CSP.
import type { Request, Response } from 'express';
import type { MediaRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { FILE_CSP } from '../../http/security-headers';
import { isInline } from './file-types';
import type { Storage } from './storage';

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
  const file = thumbnail ? storage.thumbnailPath(key) : storage.filePath(key);
  const size = await storage.size(file);
  if (size === null) {
    onMissing();
    throw notFound();
  }
  const mime = thumbnail ? 'image/webp' : row.mime_type;
  const name = thumbnail ? `${row.name}.webp` : row.name;
  res.status(200);
  res.setHeader('Content-Type', mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime);
  res.setHeader('Content-Length', String(size));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(name, isInline(mime) ? 'inline' : 'attachment'),
  );
  res.setHeader('Cache-Control', 'private, max-age=300');
  res.setHeader('Last-Modified', new Date(row.updated_at).toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Browsers' PDF viewers do not run in a sandbox; everything else gets no script at all.
  if (mime === 'application/pdf') res.removeHeader('Content-Security-Policy');
  else res.setHeader('Content-Security-Policy', FILE_CSP);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = storage.read(file);
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
