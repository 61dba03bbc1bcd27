// The media store in an S3-compatible bucket (MEDIA_STORAGE=s3, decision 049): the same keys as
// on disk, as objects `files/<key>` and `thumbs/<key>`.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import { checkedKey, isStoreKey, storeOf, type Storage, type StoreKind } from './storage';

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    // Without keys in the environment the SDK's own chain applies (instance roles and the like).
    credentials: config.credentials?.() ?? undefined,
    // Checksums only where S3 demands them: several S3-compatible stores reject the SDK's
    // newer default of streaming CRC trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(config: S3Config): Storage {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const objectKey = (kind: StoreKind, key: string) => `${kind}/${checkedKey(key)}`;

  async function write(kind: StoreKind, key: string, data: Buffer | Readable): Promise<void> {
    if (Buffer.isBuffer(data)) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(kind, key),
          Body: data,
          ContentLength: data.length,
        }),
      );
      return;
    }
    // A stream of unknown length: in parts, so no file has to fit in memory.
    await new Upload({ client, params: { Bucket, Key: objectKey(kind, key), Body: data } }).done();
  }

  return storeOf({
    kind: 's3',
    write,
    close: () => client.destroy(),
    async head(kind, key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket, Key: objectKey(kind, key) }),
        );
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(kind, key, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(kind, key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3: keine Daten im Objekt');
      return object.Body;
    },
    async remove(kind, key) {
      if (!key || !isStoreKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(kind, key) }));
    },
    async *list(kind) {
      const prefix = `${kind}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && isStoreKey(key)) yield key;
        }
      }
    },
  });
}
