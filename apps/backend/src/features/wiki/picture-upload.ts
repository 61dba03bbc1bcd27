// Pictures for articles, uploaded by writers, with the engine's upload rules.
import { type Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { receivePicture } from '../content';
import { type Library } from '../media';
import { requireWikiReader } from './categories';
import { WIKI_IMAGE_FOLDER } from './files';
import { WIKI_MESSAGES } from './messages';

export function pictureUploadRoutes(router: Router, ctx: AppContext, library: Library): void {
  const { logger } = ctx;
  const requireReader = (req: Request, res: Response) => requireWikiReader(ctx, req, res);

  /** A picture for an article: into `domain/wiki/bilder`, under a name not taken yet. */
  router.post('/images', async (req, res) => {
    const reader = await requireReader(req, res);
    if (!reader.write) throw new HttpError(403, WIKI_MESSAGES.mayNotWrite);
    const row = await receivePicture(req, library, WIKI_IMAGE_FOLDER, () =>
      library.ensureFolder(WIKI_IMAGE_FOLDER),
    );
    logger.info({ user: reader.userId, image: row.path }, 'Wiki-Bild hochgeladen');
    res.status(201).json({ data: { name: row.name, src: `images/${row.name}` } });
  });
}
