import { BackendUnavailableError } from '@frischkontor/helium-client';
import { data, type LoaderFunctionArgs } from 'react-router';
import { backendFor } from '~/platform/api/session.server';
import { backendDown } from '~/platform/guards/viewer.server';
import { WIKI_MEDIA_FOLDER } from '~/features/wiki/index.server';
import { viewerWiki } from './wiki.server';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * Wiki pictures, for staff only (see the access table), from the media library with the
 * viewer's session; only the pictures of articles the viewer may read (a picture of an article
 * limited to other roles answers 404, like one that does not exist).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params, url } = args;
  const file = params.file ?? '';
  const match = /^[a-z0-9][a-z0-9._-]*\.([a-z0-9]+)$/i.exec(file);
  const type = match && TYPES[match[1]!.toLowerCase()];
  const missing = () => data(`Page Not Found: ${url.pathname}`, { status: 404 });
  if (!match || !type) throw missing();
  const wiki = await viewerWiki(args);
  if (!wiki.images.has(file)) throw missing();
  let answer: Response;
  try {
    answer = await backendFor(args.request, args.context).raw(
      'GET',
      `/media/${WIKI_MEDIA_FOLDER}/${encodeURIComponent(file)}`,
      { headers: { Accept: type } },
    );
  } catch (error) {
    if (error instanceof BackendUnavailableError) backendDown(url);
    throw error;
  }
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    throw missing();
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
