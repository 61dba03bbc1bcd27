// A picture from the backend, passed on with the visitor's session: the wiki's pictures for
// staff, the blog's for its writers (drafts' pictures included). Only picture types, never
// run when opened on their own.
import { type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { pageNotFound } from '~/platform/errors/not-found';

/** The picture types served, by file ending. */
export const PICTURE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export const missingPicture = (url: URL) => pageNotFound(url.pathname);

/** The file name of `params.file` and its type, or a 404 for anything else. */
export function pictureFile(args: LoaderFunctionArgs): { file: string; type: string } {
  const file = args.params.file ?? '';
  const match = /^[a-z0-9][a-z0-9._-]*\.([a-z0-9]+)$/i.exec(file);
  const type = match && PICTURE_TYPES[match[1]!.toLowerCase()];
  if (!match || !type) throw missingPicture(args.url);
  return { file, type };
}

/** The backend's answer at `path` (below the API prefix) as a private picture, or a 404. */
export async function backendPicture(
  args: LoaderFunctionArgs,
  path: string,
  type: string,
): Promise<Response> {
  const answer = await askBackend(args.url, () =>
    backendFor(args.request, args.context).raw('GET', path, { headers: { Accept: type } }),
  );
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    throw missingPicture(args.url);
  }
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'private, max-age=3600',
    // An SVG opened on its own must not run anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    'X-Content-Type-Options': 'nosniff',
  });
  const length = answer.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(answer.body, { headers });
}
