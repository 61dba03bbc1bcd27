// `npm run media:to-s3`: copies the disk's files and thumbnails into the bucket, skips what is
// there with the same size, and stops with a German message when the bucket is not configured.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withS3 } from '../test/s3';
import { createDiskStorage, createS3Storage, type Storage } from './features/media';
import { main } from './media-cli';

const s3 = withS3();

async function run(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    [],
    { NODE_ENV: 'test', APP_KEY: 'x'.repeat(32), ...env },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  );
  return { code, out, err };
}

describe('media:to-s3', () => {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'media-cli-'));
  const disk = createDiskStorage(mediaRoot);
  let env: Record<string, string>;
  let bucket: Storage;
  let keys: { file: string; other: string; thumb: string };

  beforeAll(async () => {
    const created = await s3.bucket();
    // The copy runs before the switch: the disk is still the store.
    env = { ...created.env, MEDIA_STORAGE: 'disk', MEDIA_ROOT: mediaRoot };
    bucket = createS3Storage(created.config);
    keys = {
      file: await disk.put('files', Buffer.from('%PDF-1.7 Preisliste'), 'pdf'),
      other: await disk.put('files', Buffer.from('Telefonliste'), 'csv'),
      thumb: await disk.put('thumbs', Buffer.from('RIFF-webp'), 'webp'),
    };
  });
  afterAll(() => bucket.close());

  it('copies every file and thumbnail, then skips them on a second run', async () => {
    // Already there with another size (an interrupted copy): copied again.
    await bucket.write('files', keys.other, Buffer.from('Tele'));
    const first = await run(env);
    expect(first).toMatchObject({ code: 0, err: [] });
    expect(first.out.filter((l) => l.startsWith('kopiert: '))).toHaveLength(3);
    expect(first.out.at(-1)).toMatch(/^Fertig: 3 kopiert \(\d+ Bytes\), 0 schon vorhanden/);
    expect((await buffer(await bucket.read('files', keys.file))).toString()).toBe(
      '%PDF-1.7 Preisliste',
    );
    expect((await buffer(await bucket.read('files', keys.other))).toString()).toBe('Telefonliste');
    expect(await bucket.head('thumbs', keys.thumb)).not.toBeNull();

    const again = await run(env);
    expect(again.code).toBe(0);
    expect(again.out.at(-1)).toBe(
      'Fertig: 0 kopiert (0 Bytes), 3 schon vorhanden und übersprungen.',
    );
    // The keys never reach the output.
    expect([...first.out, ...again.out].join('\n')).not.toContain('S3RVER');
  });

  it('stops with a German message without a bucket or with half a key pair', async () => {
    const missing = await run({ MEDIA_ROOT: mediaRoot });
    expect(missing.code).toBe(1);
    expect(missing.err.join('\n')).toMatch(/^S3_BUCKET fehlt/);
    const switched = await run({ MEDIA_STORAGE: 's3', MEDIA_ROOT: mediaRoot });
    expect(switched.code).toBe(1);
    expect(switched.err.join('\n')).toMatch(/S3_BUCKET fehlt: mit MEDIA_STORAGE=s3/);
    const half = await run({ ...env, AWS_SECRET_ACCESS_KEY: '' });
    expect(half.code).toBe(1);
    expect(half.err.join('\n')).toMatch(/^AWS_SECRET_ACCESS_KEY fehlt/);
    expect(half.out).toEqual([]);
  });

  it('stops with the store’s reason when the bucket does not exist', async () => {
    const result = await run({ ...env, S3_BUCKET: 'gibt-es-nicht' });
    expect(result.code).toBe(1);
    expect(result.err).toEqual(['Kopieren abgebrochen: Den Bucket „gibt-es-nicht“ gibt es nicht.']);
    expect(result.err.join('\n')).not.toContain('S3RVER');
  });
});
