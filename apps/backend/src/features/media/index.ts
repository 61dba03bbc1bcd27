// Media: listing and downloading for everyone their rights allow; managing for those with
// `system.access.media` and write/admin rights on the folder. The entry: the public API in
// routes.ts, the administration's in admin-routes.ts, the library (database and storage) in
// library.ts, the access rules' SQL in access-store.ts.
import type { AppContext } from '../../context';
import { createLibrary } from './library';
import { createStorage } from './storage';

export { createLibrary, type ContentGuard, type Library } from './library';
export { createStorage, type Storage } from './storage';
export { principalOf } from './access';
export { detectMimeType, isPdf, isDocx } from './file-types';
export { isValidName, sanitizeName } from './paths';
export { zipBoundsProblem } from './zip-bounds';
export { pdfThumbnail, thumbnailFrom } from './thumbnails';
export { seedMediaFolders, seedMediaLibrary } from './seed';
export { logoSvg } from './seed/catalogue';
export { contentDisposition, sendStored } from './download';
export { mediaRouter } from './routes';
export { MAX_UPLOAD_BYTES, mediaAdminRouter } from './admin-routes';

export function createMedia(ctx: AppContext) {
  const storage = createStorage(ctx.config.mediaRoot);
  const library = createLibrary(ctx.config, ctx.db, storage);
  return { storage, library };
}
