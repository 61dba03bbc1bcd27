// A picture of a published blog post, from the website's snapshot (decision 033): served while
// the backend is down, and only for pictures the published posts show.
import { blogPicture } from '~/features/blog/index.server';
import { PICTURE_TYPES as TYPES } from '~/platform/api/picture.server';
import type { Route } from './+types/blog.bilder.$file';

export async function loader({ params }: Route.LoaderArgs) {
  const name = params.file ?? '';
  const type = TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  const data = type ? await blogPicture(name) : null;
  if (!type || !data) return new Response('Nicht gefunden', { status: 404 });
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
