import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { data, type LoaderFunctionArgs } from 'react-router';
import { contentRoot } from '~/platform/content/collection.server';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Wiki images, for staff only (see the access table), never from a public folder. */
export async function loader({ params, url }: LoaderFunctionArgs & { url: URL }) {
  const file = params.file ?? '';
  const match = /^[a-z0-9][a-z0-9-]*\.([a-z0-9]+)$/.exec(file);
  const type = match && TYPES[match[1]!];
  if (!match || !type) throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
  let body: Buffer;
  try {
    body = await readFile(join(contentRoot(), 'wiki', 'images', file));
  } catch {
    throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, max-age=3600',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
