// A local S3-compatible server for the tests (s3rver: pure JavaScript, files in a temp folder),
// started once per test file on a free port, with one bucket per caller.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type S3Config } from '../src/config';
import { s3Client } from '../src/features/media';

/** The stores the media tests run on: the default disk, and S3. */
export type TestStore = 'disk' | 's3';
export const STORES: TestStore[] = ['disk', 's3'];

export interface TestS3 {
  /** A new empty bucket and the environment that points the backend at it. */
  bucket(): Promise<{ env: Record<string, string>; config: S3Config }>;
}

/** Starts the local S3 server before the file's tests and stops it after them. */
export function withS3(): TestS3 {
  let server: S3rver | undefined;
  let dir = '';
  let endpoint = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'backend-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    async bucket() {
      const env = {
        MEDIA_STORAGE: 's3',
        S3_BUCKET: `media-${randomBytes(4).toString('hex')}`,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver's fixed development keys.
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      };
      const config = loadConfig({ NODE_ENV: 'test', APP_KEY: 'x'.repeat(32), ...env }).s3!;
      const client = s3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return { env, config };
    },
  };
}
