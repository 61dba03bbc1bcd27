// The two media stores, disk and S3 (a local s3rver): the store's own operations, and what
// depends on the store in the API: upload, download with its headers, byte ranges and
// conditional requests. Everything else about media runs on the default store (media.test.ts).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf, uploadMedia } from '../../../test/files';
import { withServerAndAdmin, type Client, type TestServer } from '../../../test/harness';
import { STORES, withS3, type TestStore } from '../../../test/s3';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

const s3 = withS3();

async function storeOf(store: TestStore): Promise<Storage> {
  if (store === 'disk') return createDiskStorage(mkdtempSync(join(tmpdir(), 'media-store-')));
  return createS3Storage((await s3.bucket()).config);
}

async function keysOf(storage: Storage, kind: 'files' | 'thumbs') {
  const keys: string[] = [];
  for await (const key of storage.list(kind)) keys.push(key);
  return keys.sort();
}

describe.each(STORES)('media store (%s)', (store) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await storeOf(store);
  });
  afterAll(() => storage.close());

  it('puts, heads, reads (whole and a range), lists and removes by key', async () => {
    const data = Buffer.from('Rinderhüfte, Kernstück');
    const key = await storage.put('files', data, 'txt');
    expect(key).toMatch(/^[a-f0-9]{32}\.txt$/);
    const thumb = await storage.put('thumbs', Buffer.from('webp'), 'webp');

    const head = await storage.head('files', key);
    expect(head).toMatchObject({ size: data.length });
    expect(head!.etag).toMatch(/^"[^"]+"$/);
    expect(head!.lastModified).toBeInstanceOf(Date);
    expect(await storage.head('thumbs', key)).toBeNull();

    expect(await buffer(await storage.read('files', key))).toEqual(data);
    expect((await buffer(await storage.read('files', key, { start: 6, end: 10 }))).toString()).toBe(
      'hüft',
    );
    expect(await keysOf(storage, 'files')).toEqual([key]);
    expect(await keysOf(storage, 'thumbs')).toEqual([thumb]);

    await storage.remove('files', key);
    await storage.remove('files', key);
    expect(await storage.head('files', key)).toBeNull();
    await expect(storage.read('files', key)).rejects.toThrow();
    expect(await keysOf(storage, 'files')).toEqual([]);
  });

  it('writes a known key from a buffer or a stream, replacing what was there', async () => {
    const key = 'a'.repeat(32) + '.pdf';
    await storage.write('files', key, Buffer.from('alt'));
    await storage.write('files', key, Readable.from([Buffer.from('neu, '), Buffer.from('länger')]));
    expect((await buffer(await storage.read('files', key))).toString()).toBe('neu, länger');
    expect((await storage.head('files', key))!.size).toBe(Buffer.byteLength('neu, länger'));
  });

  it('refuses anything that is no store key', async () => {
    await expect(storage.head('files', '../etc/passwd')).rejects.toThrow(/Speicherschlüssel/);
    await expect(storage.write('files', 'x/../y', Buffer.from('x'))).rejects.toThrow();
    await storage.remove('files', '../etc/passwd');
  });
});

describe.each(STORES)('media downloads (%s store)', (store) => {
  let server: TestServer;
  let admin: Client;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    if (store === 's3') Object.assign(env, (await s3.bucket()).env);
  });
  withServerAndAdmin('sqlite', (s, a) => ((server = s), (admin = a)), { env });

  const path = '/api/media/domain/rezepte/Rote%20Bete.png';
  let png: Buffer;
  // A browser's revalidation: fetch() itself would add `Cache-Control: no-cache` to a
  // conditional request, and that asks for the whole file (RFC 9111).
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'Cache-Control': 'max-age=0', ...headers },
    });

  beforeAll(async () => {
    png = await pngOf(400, 300, '#6b1e3a');
    expect((await uploadMedia(admin, 'domain/rezepte', 'Rote Bete.png', png)).status).toBe(201);
  });

  it('stores an upload and its thumbnail in the configured store', async () => {
    expect(server.backend.storage.kind).toBe(store);
    const row = await server.backend.library.find('domain/rezepte/Rote Bete.png');
    expect((await server.backend.storage.head('files', row!.storage_key!))!.size).toBe(png.length);
    expect(await server.backend.storage.head('thumbs', row!.thumbnail_key!)).not.toBeNull();
  });

  it('sends the file with its headers, an entity tag and accepted ranges', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `inline; filename="Rote Bete.png"; filename*=UTF-8''Rote%20Bete.png`,
      'cache-control': 'private, max-age=300',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');

    const thumb = await fetch(`${server.url}${path}?thumbnail=1`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('webp');

    const head = await get({}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
  });

  it('answers a byte range with 206, and one outside the file with 416', async () => {
    const part = await get({ Range: 'bytes=1-3' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`);
    expect(part.headers.get('content-length')).toBe('3');
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PNG');

    const tail = await get({ Range: 'bytes=-4' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(png.subarray(-4));

    const outside = await get({ Range: `bytes=${png.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${png.length}`);
    expect((await outside.json()).message).toMatch(/außerhalb der Datei/);

    // Several ranges, or an If-Range for another version: the whole file.
    expect((await get({ Range: 'bytes=0-1,5-6' })).status).toBe(200);
    expect((await get({ Range: 'bytes=0-1', 'If-Range': '"alt"' })).status).toBe(200);
    const etag = (await get({}, 'HEAD')).headers.get('etag')!;
    expect((await get({ Range: 'bytes=0-1', 'If-Range': etag })).status).toBe(206);
  });

  it('answers conditional requests with 304 while the file is unchanged', async () => {
    const first = await get({}, 'HEAD');
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;

    const byTag = await get({ 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(await byTag.text()).toBe('');
    expect((await get({ 'If-Modified-Since': modified })).status).toBe(304);

    expect((await get({ 'If-None-Match': '"anders"' })).status).toBe(200);
    expect((await get({ 'If-Modified-Since': new Date(0).toUTCString() })).status).toBe(200);
  });

  it('removes the file and its thumbnail from the store with the item', async () => {
    expect((await uploadMedia(admin, 'domain/rezepte', 'Weg.png', png)).status).toBe(201);
    const row = await server.backend.library.find('domain/rezepte/Weg.png');
    const { storage } = server.backend;
    expect(await storage.head('files', row!.storage_key!)).not.toBeNull();
    expect((await admin.delete('/api/admin/media?path=domain/rezepte/Weg.png')).status).toBe(204);
    expect(await storage.head('files', row!.storage_key!)).toBeNull();
    expect(await storage.head('thumbs', row!.thumbnail_key!)).toBeNull();
  });
});
