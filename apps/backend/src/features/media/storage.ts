// Files on the local disk under MEDIA_ROOT. Names on disk are random keys, never a user's path,
// so renames and moves touch only the database and no input can reach outside the folder.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY = /^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/;

export function createStorage(root: string) {
  const filesDir = join(root, 'files');
  const thumbsDir = join(root, 'thumbs');

  function locate(dir: string, key: string): string {
    if (!KEY.test(key)) throw new Error('Ungültiger Speicherschlüssel');
    return join(dir, key);
  }

  async function put(dir: string, data: Buffer, extension: string | null): Promise<string> {
    await mkdir(dir, { recursive: true });
    const key = `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
    const target = locate(dir, key);
    const temp = `${target}.tmp-${process.pid}`;
    await writeFile(temp, data, { mode: 0o640 });
    await rename(temp, target);
    return key;
  }

  return {
    root,
    putFile: (data: Buffer, extension: string | null) => put(filesDir, data, extension),
    putThumbnail: (data: Buffer) => put(thumbsDir, data, 'webp'),
    filePath: (key: string) => locate(filesDir, key),
    thumbnailPath: (key: string) => locate(thumbsDir, key),
    async size(path: string): Promise<number | null> {
      try {
        return (await stat(path)).size;
      } catch {
        return null;
      }
    },
    exists: (path: string) => existsSync(path),
    read: (path: string) => createReadStream(path),
    async remove(fileKey: string | null, thumbnailKey: string | null) {
      if (fileKey && KEY.test(fileKey)) await rm(locate(filesDir, fileKey), { force: true });
      if (thumbnailKey && KEY.test(thumbnailKey))
        await rm(locate(thumbsDir, thumbnailKey), { force: true });
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
