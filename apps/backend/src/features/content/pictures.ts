// Pictures writers upload for a collection's entries: raster formats only, checked by content
// (SVG may carry script), stored in the collection's media folder under a name not taken yet.
import { slugify } from '@frischkontor/contract';
import type { Request } from 'express';
import type { MediaRow } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { detectMimeType, type Library } from '../media';
import { COLLECTION_MESSAGES } from './collection';

export const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The uploaded picture of the request's `file` field, stored in `path`; the folder is made
 * (`folder`) only once the upload is a picture.
 */
export async function receivePicture(
  req: Request,
  library: Library,
  path: string,
  folder: () => Promise<MediaRow>,
): Promise<MediaRow> {
  const form = await readMultipart(req, { maxFileBytes: MAX_IMAGE_BYTES, fileFields: ['file'] });
  const file = form.files[0];
  if (!file) throw new ValidationError({ file: [COLLECTION_MESSAGES.noImage] });
  const extension = UPLOAD_TYPES[detectMimeType(file.data, null)];
  if (!extension) throw new ValidationError({ file: [COLLECTION_MESSAGES.imageType] });
  const base = slugify(file.filename.replace(/\.[^.]*$/, '')).slice(0, 80) || 'bild';
  const row = await folder();
  let name = `${base}.${extension}`;
  for (let n = 2; await library.find(`${path}/${name}`); n++) name = `${base}-${n}.${extension}`;
  return library.addFile(row, { name, data: file.data });
}
