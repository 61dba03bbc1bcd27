// Media: listing and downloading for everyone their rights allow; managing for those with
// `system.access.media` and write/admin rights on the folder. The entry: the public API in
// routes.ts, the administration's in admin-routes.ts, the library (database and storage) in
// library.ts, the access rules' SQL in access-store.ts, the search's and the folder titles' in
// store.ts (the titles themselves in folder-titles.ts).
import type { AppContext } from '../../context';
import { createLibrary } from './library';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export { createLibrary, type ContentGuard, type Library } from './library';
export {
  isStoreKey,
  readAll,
  STORE_KINDS,
  type Storage,
  type StoredHead,
  type StoreKind,
} from './storage';
export { createDiskStorage } from './disk-storage';
export { createS3Storage, s3Client } from './s3-storage';
export { copyStore } from './copy-store';
export { principalOf } from './access';
export { detectMimeType, isPdf, isDocx } from './file-types';
export { encodeMediaPath, isValidName, sanitizeName } from './paths';
export { zipBoundsProblem } from './zip-bounds';
export { pdfThumbnail, thumbnailFrom } from './thumbnails';
export { seedMediaFolders, seedMediaLibrary } from './seed';
export { nameKnownFolders } from './store';
export { logoSvg } from './seed/catalogue';
export { contentDisposition, sendStored } from './download';
export { mediaRouter } from './routes';
export { MAX_UPLOAD_BYTES, mediaAdminRouter } from './admin-routes';

/** The configured store: the disk under MEDIA_ROOT, or the S3 bucket (decision 049). */
export function createStorage(config: AppContext['config']): Storage {
  // The configuration refuses MEDIA_STORAGE=s3 without a bucket.
  return config.mediaStorage === 's3' && config.s3
    ? createS3Storage(config.s3)
    : createDiskStorage(config.mediaRoot);
}

export function createMedia(ctx: AppContext) {
  const storage = createStorage(ctx.config);
  const library = createLibrary(ctx.config, ctx.db, storage);
  return { storage, library };
}
