// Where the media library's bytes live: files and their thumbnails, under random keys, never a
// user's path, so renames and moves touch only the database and no input reaches outside the
// store. Two stores behind one interface: the local disk (MEDIA_ROOT, the default) and an
// S3-compatible bucket (MEDIA_STORAGE=s3, decision 049).
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

export type StoreKind = 'files' | 'thumbs';
export const STORE_KINDS: readonly StoreKind[] = ['files', 'thumbs'];

export interface StoredHead {
  size: number;
  /** A quoted entity tag for HTTP (the store's own where it has one). */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte offsets, as in HTTP's `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores new bytes under a new key and answers the key. */
  put(kind: StoreKind, data: Buffer, extension: string | null): Promise<string>;
  /** Stores bytes under a known key (a restore, a copy between stores); replaces what is there. */
  write(kind: StoreKind, key: string, data: Buffer | Readable): Promise<void>;
  /** Size, entity tag and time of the stored bytes; null when there are none. */
  head(kind: StoreKind, key: string): Promise<StoredHead | null>;
  /** The bytes (or a range of them); fails when there are none. */
  read(kind: StoreKind, key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the bytes; nothing happens when there are none or the key is no store key. */
  remove(kind: StoreKind, key: string | null): Promise<void>;
  /** Every key of a kind, in no particular order. */
  list(kind: StoreKind): AsyncIterable<string>;
  /** Frees the store's connections (the S3 client's sockets) at shutdown. */
  close(): void;
}

const KEY = /^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/;

export function isStoreKey(key: string): boolean {
  return KEY.test(key);
}

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Ungültiger Speicherschlüssel');
  return key;
}

export function newKey(extension: string | null): string {
  return `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
}

/** A store from its parts: `put` is `write` under a new key on every store. */
export function storeOf(parts: Omit<Storage, 'put'>): Storage {
  return {
    ...parts,
    async put(kind, data, extension) {
      const key = newKey(extension);
      await parts.write(kind, key, data);
      return key;
    },
  };
}

/** The whole stored file in memory (mail attachments, exports: sizes capped by the upload limit). */
export async function readAll(storage: Storage, kind: StoreKind, key: string): Promise<Buffer> {
  return buffer(await storage.read(kind, key));
}

/** A file and its thumbnail, gone. */
export async function removeStored(
  storage: Storage,
  fileKey: string | null,
  thumbnailKey: string | null,
): Promise<void> {
  await storage.remove('files', fileKey);
  await storage.remove('thumbs', thumbnailKey);
}
