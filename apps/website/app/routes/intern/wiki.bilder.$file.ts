import type { LoaderFunctionArgs } from 'react-router';
import { backendPicture, missingPicture, pictureFile } from '~/platform/api/picture.server';
import { WIKI_MEDIA_FOLDER } from '~/features/wiki/index.server';
import { viewerWiki } from './wiki.server';

/**
 * Wiki pictures, for staff only (see the access table), from the media library with the
 * viewer's session; only the pictures of articles the viewer may read (a picture of an article
 * limited to other roles answers 404, like one that does not exist).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { file, type } = pictureFile(args);
  const wiki = await viewerWiki(args);
  if (!wiki.images.has(file)) throw missingPicture(args.url);
  return backendPicture(args, `/media/${WIKI_MEDIA_FOLDER}/${encodeURIComponent(file)}`, type);
}
