// A page's action never holds more of a body than its route allows: a declared length beyond it
// is refused before reading, a chunked body is cut off at the limit (security review of issue 27).
import { PassThrough } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { describe, expect, it } from 'vitest';
import { BodyTooLarge, toFetchRequest } from './react-router.ts';

function fakeRequest(headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  return Object.assign(stream, { method: 'POST', headers }) as unknown as ExpressRequest &
    PassThrough;
}

const url = new URL('http://localhost/konto/auth/login');

describe('toFetchRequest', () => {
  it('refuses a declared body beyond the limit before reading it', () => {
    const req = fakeRequest({ 'content-length': String(2 * 1024 * 1024) });
    expect(() => toFetchRequest(req, url, new Headers(), undefined, 1024 * 1024)).toThrow(
      BodyTooLarge,
    );
  });

  it('cuts a chunked body off at the limit instead of reading all of it', async () => {
    const req = fakeRequest();
    const request = toFetchRequest(req, url, new Headers(), undefined, 64 * 1024);
    let written = 0;
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    const pump = setInterval(() => {
      if (written < 10 * 1024 * 1024 && !req.destroyed) {
        req.write(chunk);
        written += chunk.length;
      }
    }, 0);
    await expect(request.arrayBuffer()).rejects.toThrow();
    clearInterval(pump);
    expect(written).toBeLessThan(10 * 1024 * 1024);
  });

  it('passes a body within the limit on whole', async () => {
    const req = fakeRequest({ 'content-length': '11' });
    const request = toFetchRequest(req, url, new Headers(), undefined, 1024);
    req.end('login=a&b=c');
    expect(await request.text()).toBe('login=a&b=c');
  });
});
