// Pictures for articles, uploaded by writers: raster formats only, checked by content.
import { slugify } from '@frischkontor/contract';
import { type Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { HttpError, ValidationError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { detectMimeType, type Library } from '../media';
import { requireWikiReader } from './categories';
import { WIKI_IMAGE_FOLDER } from './files';
import { WIKI_MESSAGES } from './messages';
import { MAX_IMAGE_BYTES, UPLOAD_TYPES } from './schema';

export function pictureUploadRoutes(router: Router, ctx: AppContext, library: Library): void {
  const { logger } = ctx;
  const requireReader = (req: Request, res: Response) => requireWikiReader(ctx, req, res);

  /** A picture for an article: into `domain/wiki/bilder`, under a name not taken yet. */
  router.post('/images', async (req, res) => {
    const reader = await requireReader(req, res);
    if (!reader.write) throw new HttpError(403, WIKI_MESSAGES.mayNotWrite);
    const form = await readMultipart(req, { maxFileBytes: MAX_IMAGE_BYTES, fileFields: ['file'] });
    const file = form.files[0];
    if (!file) throw new ValidationError({ file: [WIKI_MESSAGES.noImage] });
    const extension = UPLOAD_TYPES[detectMimeType(file.data, null)];
    if (!extension) throw new ValidationError({ file: [WIKI_MESSAGES.imageType] });
    const base = slugify(file.filename.replace(/\.[^.]*$/, '')).slice(0, 80) || 'bild';
    const folder = await library.ensureFolder(WIKI_IMAGE_FOLDER);
    let name = `${base}.${extension}`;
    for (let n = 2; await library.find(`${WIKI_IMAGE_FOLDER}/${name}`); n++)
      name = `${base}-${n}.${extension}`;
    const row = await library.addFile(folder, { name, data: file.data });
    logger.info({ user: reader.userId, image: row.path }, 'Wiki-Bild hochgeladen');
    res.status(201).json({ data: { name: row.name, src: `images/${row.name}` } });
  });
}
