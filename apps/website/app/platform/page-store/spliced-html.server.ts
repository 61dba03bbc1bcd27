// An HTML page with holes where each response's CSP nonce goes. A cached page's parts are
// compressed once, when it enters the cache; a response then frames them as one gzip stream
// around its fresh nonce instead of compressing the whole page again (decision 007).
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';

export interface SplicedHtml {
  /** The page, cut at every nonce placeholder. */
  parts: Buffer[];
  /** Cached pages only: each part as raw deflate ending in a sync flush (byte-aligned, not final). */
  deflated?: Buffer[];
  /** The nonce length the deflated parts were made for. */
  nonceLength?: number;
}

// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed codes: closes the deflate stream.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const WINDOW = 32 * 1024;

/** A nonce is 16 random bytes in base64 (`newNonce` of the server kit). */
export const NONCE_LENGTH = 24;

/**
 * Cuts a page at its nonce placeholders; with `nonceLength`, also compresses the parts once.
 * Each part is compressed with everything before it as its dictionary, the nonces standing in
 * as NUL bytes of the same length: HTML has no NUL, so no back-reference ever covers a nonce,
 * and the parts compress as well as the page would as a whole.
 */
export function splice(
  body: Buffer,
  placeholder: string,
  { nonceLength }: { nonceLength?: number } = {},
): SplicedHtml {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const next = body.indexOf(placeholder, at, 'utf8');
    if (next === -1) {
      parts.push(body.subarray(at));
      break;
    }
    parts.push(body.subarray(at, next));
    at = next + Buffer.byteLength(placeholder);
  }
  if (!nonceLength) return { parts };
  const hole = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  const deflated = parts.map((part, i) => {
    if (i > 0) before = Buffer.concat([before, hole]).subarray(-WINDOW);
    const out = deflateRawSync(part, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(before.length ? { dictionary: before } : {}),
    });
    before = Buffer.concat([before, part]).subarray(-WINDOW);
    return out;
  });
  return { parts, deflated, nonceLength };
}

/** The page with the nonce filled in, uncompressed. */
export function withNonce(html: SplicedHtml, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'utf8');
  return Buffer.concat(html.parts.flatMap((part, i) => (i === 0 ? [part] : [value, part])));
}

/** The page with the nonce filled in, as a gzip stream; null when it was not made for it. */
export function gzipWithNonce(html: SplicedHtml, nonce: string): Buffer | null {
  const value = Buffer.from(nonce, 'utf8');
  if (!html.deflated || value.length !== html.nonceLength) return null;
  // The nonce goes in as a stored block: after a sync flush the stream is byte-aligned.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);

  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  html.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored, value);
      crc = crc32(value, crc);
      length += value.length;
    }
    chunks.push(html.deflated![i]!);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Below this many bytes a response goes out uncompressed: the framing would eat the gain. */
export const COMPRESSION_THRESHOLD = 512;

export interface Accepted {
  br: boolean;
  gzip: boolean;
}

// Quality 2 with a 256 KB window: a 60 KB page in well under a millisecond, within a tenth of
// gzip's best size. Pages are rendered per request here, so speed wins over the last percent.
const FAST_BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 2,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

/**
 * The body of one response: a cached page's precompressed gzip where the client takes gzip,
 * otherwise the page compressed now, in one go (the whole page is in memory already).
 */
export function encodeHtml(
  html: SplicedHtml,
  nonce: string,
  accepted: Accepted,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const precompressed = accepted.gzip ? gzipWithNonce(html, nonce) : null;
  if (precompressed) return { body: precompressed, encoding: 'gzip' };
  const plain = withNonce(html, nonce);
  if (plain.length < COMPRESSION_THRESHOLD) return { body: plain };
  if (accepted.br) return { body: brotliCompressSync(plain, FAST_BROTLI), encoding: 'br' };
  if (accepted.gzip) return { body: gzipSync(plain, { level: 4 }), encoding: 'gzip' };
  return { body: plain };
}
