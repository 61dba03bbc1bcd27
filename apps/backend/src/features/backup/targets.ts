// Where scheduled archives go (decision 050): a folder on the server, or a bucket of the S3
// configuration the media store uses (decision 049; the keys stay in the environment). One
// interface for writing, listing, reading and deleting archives by their name, so the schedule,
// the retention, the downloads and the metric work alike on both.
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BackupArchive } from '@frischkontor/contract';
import type { S3Config } from '../../config';
import { s3Client } from '../media';

/** An archive's name as `backupName` makes it: nothing else is listed, read or deleted. */
export const ARCHIVE_NAME = /^sicherung-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;

export interface ArchiveTarget {
  /** Where, for people: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores the archive `name` that `make` writes into the file it is given; answers its size. */
  store(name: string, make: (file: string) => Promise<number>): Promise<number>;
  /** Every archive, newest first. */
  list(): Promise<BackupArchive[]>;
  /** One archive's bytes and size; null when there is none of that name. */
  read(name: string): Promise<{ body: Readable; bytes: number } | null>;
  remove(name: string): Promise<void>;
  close(): void;
}

// Names hold the time of the backup (UTC, to the second): they sort as the archives were made.
const newestFirst = (a: BackupArchive, b: BackupArchive) => b.name.localeCompare(a.name);

function checked(name: string): string {
  if (!ARCHIVE_NAME.test(name)) throw new Error('Ungültiger Name einer Sicherung');
  return name;
}

export function folderTarget(folder: string): ArchiveTarget {
  return {
    location: folder,
    async store(name, make) {
      await mkdir(folder, { recursive: true });
      return make(join(folder, checked(name)));
    },
    async list() {
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const archives: BackupArchive[] = [];
      for (const name of names.filter((n) => ARCHIVE_NAME.test(n))) {
        const info = await stat(join(folder, name)).catch(() => null);
        if (info?.isFile())
          archives.push({ name, bytes: info.size, created_at: info.mtime.toISOString() });
      }
      return archives.sort(newestFirst);
    },
    async read(name) {
      const file = join(folder, checked(name));
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), bytes: info.size } : null;
    },
    async remove(name) {
      await unlink(join(folder, checked(name))).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    close() {},
  };
}

export function s3Target(config: S3Config, bucket: string, prefix: string): ArchiveTarget {
  const client = s3Client(config);
  const Bucket = bucket;
  const key = (name: string) => `${prefix}${checked(name)}`;
  return {
    location: `s3://${bucket}/${prefix}`,
    async store(name, make) {
      // Written to a temporary file first (the archive is renamed into place when whole), then
      // uploaded in parts: no archive has to fit in memory.
      const dir = await mkdtemp(join(tmpdir(), 'backup-upload-'));
      try {
        const file = join(dir, name);
        const bytes = await make(file);
        await new Upload({
          client,
          params: { Bucket, Key: key(name), Body: createReadStream(file) },
        }).done();
        return bytes;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async list() {
      const archives: BackupArchive[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (ARCHIVE_NAME.test(name))
            archives.push({
              name,
              bytes: object.Size ?? 0,
              created_at: (object.LastModified ?? new Date(0)).toISOString(),
            });
        }
      }
      return archives.sort(newestFirst);
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        if (!(object.Body instanceof Readable)) return null;
        return { body: object.Body, bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    close: () => client.destroy(),
  };
}
