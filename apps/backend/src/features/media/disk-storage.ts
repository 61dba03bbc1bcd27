// The media store on the local disk under MEDIA_ROOT: `files/<key>` and `thumbs/<key>`.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkedKey,
  isStoreKey,
  type ByteRange,
  storeOf,
  type Storage,
  type StoreKind,
} from './storage';

export function createDiskStorage(root: string): Storage {
  const locate = (kind: StoreKind, key: string) => join(root, kind, checkedKey(key));

  // Written beside the target and renamed, so a reader never sees half a file.
  async function write(kind: StoreKind, key: string, data: Buffer | Readable): Promise<void> {
    const target = locate(kind, key);
    await mkdir(join(root, kind), { recursive: true });
    const temp = `${target}.tmp-${process.pid}`;
    await writeFile(temp, data, { mode: 0o640 });
    await rename(temp, target);
  }

  return storeOf({
    kind: 'disk',
    write,
    close() {},
    async head(kind, key) {
      const file = locate(kind, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        // As Express's static files: size and time, which change whenever the bytes are rewritten.
        const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
        return { size: info.size, etag, lastModified: info.mtime };
      } catch {
        return null;
      }
    },
    async read(kind, key, range?: ByteRange) {
      const stream = createReadStream(locate(kind, key), range);
      // Opening fails late on a stream; answer the missing file here, as the S3 store does.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(kind, key) {
      if (key && isStoreKey(key)) await rm(locate(kind, key), { force: true });
    },
    async *list(kind) {
      let names: string[];
      try {
        names = await readdir(join(root, kind));
      } catch {
        return;
      }
      // Half-written temp files and anything else that is no key stay out.
      for (const name of names) if (isStoreKey(name)) yield name;
    },
  });
}
