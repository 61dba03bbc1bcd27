import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeHtml, gzipWithNonce, splice, withNonce } from './spliced-html.server';

const PLACEHOLDER = 'nonce-0123456789abcdef';
const NONCE = 'q83vASNFZ4mrze8BI0VniQ==';

function page(repeat: number): Buffer {
  const body = 'Frische für Handwerk und Gastronomie – Rinderhüfte, Kalbsrücken. '.repeat(repeat);
  return Buffer.from(
    `<!doctype html><html lang="de"><head><script nonce="${PLACEHOLDER}">1</script></head>` +
      `<body>${body}<script nonce="${PLACEHOLDER}">window.x=2</script>` +
      `<script type="module" nonce="${PLACEHOLDER}"></script></body></html>`,
  );
}

describe('spliced HTML', () => {
  it('fills every placeholder with the nonce', () => {
    const html = splice(page(3), PLACEHOLDER);
    const out = withNonce(html, 'Zm9vYmFy').toString('utf8');
    expect(out).not.toContain(PLACEHOLDER);
    expect(out.match(/nonce="Zm9vYmFy"/g)).toHaveLength(3);
    expect(out).toBe(page(3).toString('utf8').replaceAll(PLACEHOLDER, 'Zm9vYmFy'));
  });

  it('frames the precompressed parts as a valid gzip stream around each nonce', () => {
    for (const repeat of [0, 1, 500, 5000]) {
      const html = splice(page(repeat), PLACEHOLDER, { nonceLength: 24 });
      for (const nonce of [NONCE, 'bWVocmVyZU5vbmNlV2VydGU=']) {
        const gzip = gzipWithNonce(html, nonce)!;
        expect(gunzipSync(gzip).equals(withNonce(html, nonce))).toBe(true);
      }
    }
  });

  it('nothing after a nonce points back into it', () => {
    // Text that a careless stand-in for the nonce (spaces, letters) would match and copy.
    const text = `${' '.repeat(30)}${'A'.repeat(30)}`;
    const body = Buffer.from(`<a nonce="${PLACEHOLDER}">${text}</a><b>${text}</b>`);
    const html = splice(body, PLACEHOLDER, { nonceLength: 24 });
    const nonce = 'Q'.repeat(24);
    expect(gunzipSync(gzipWithNonce(html, nonce)!).equals(withNonce(html, nonce))).toBe(true);
  });

  it('compresses nearly as well as a whole-page gzip: a few dozen bytes per nonce', () => {
    // Ten parts that repeat one another, as the parts of a real page do: compressed alone,
    // each would cost as much as the first.
    let seed = 7;
    const words = Array.from({ length: 400 }, () => {
      seed = (seed * 48271) % 2147483647;
      return ['Rind', 'Kalb', 'Schwein', 'Lamm', 'Geflügel', 'Wild'][seed % 6]! + (seed % 97);
    }).join(' ');
    const body = Buffer.from(Array.from({ length: 10 }, () => `<p>${words}</p>`).join(PLACEHOLDER));
    const html = splice(body, PLACEHOLDER, { nonceLength: 24 });
    const whole = gzipSync(withNonce(html, NONCE), { level: 9 });
    expect(gzipWithNonce(html, NONCE)!.length).toBeLessThan(whole.length + 9 * 48);
  });

  it('a page without a placeholder is one part', () => {
    const html = splice(Buffer.from('<p>Hallo</p>'), PLACEHOLDER, { nonceLength: 24 });
    expect(html.parts).toHaveLength(1);
    expect(gunzipSync(gzipWithNonce(html, NONCE)!).toString()).toBe('<p>Hallo</p>');
  });

  it('has no gzip form unless it was precompressed for a nonce of that length', () => {
    expect(gzipWithNonce(splice(page(1), PLACEHOLDER), NONCE)).toBeNull();
    expect(gzipWithNonce(splice(page(1), PLACEHOLDER, { nonceLength: 24 }), 'kurz')).toBeNull();
  });

  describe('one response', () => {
    const cached = splice(page(50), PLACEHOLDER, { nonceLength: 24 });
    const rendered = splice(page(50), PLACEHOLDER);

    it('takes the precompressed gzip of a cached page, even where brotli is welcome', () => {
      const { body, encoding } = encodeHtml(cached, NONCE, { br: true, gzip: true });
      expect(encoding).toBe('gzip');
      expect(gunzipSync(body).equals(withNonce(cached, NONCE))).toBe(true);
    });

    it('compresses a page rendered for this request with brotli, else gzip, else not', () => {
      const br = encodeHtml(rendered, NONCE, { br: true, gzip: true });
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).equals(withNonce(rendered, NONCE))).toBe(true);
      const gzip = encodeHtml(rendered, NONCE, { br: false, gzip: true });
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(withNonce(rendered, NONCE))).toBe(true);
      const plain = encodeHtml(cached, NONCE, { br: false, gzip: false });
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.equals(withNonce(cached, NONCE))).toBe(true);
    });

    it('leaves tiny pages as they are', () => {
      const tiny = splice(Buffer.from('<p>Hallo</p>'), PLACEHOLDER);
      expect(encodeHtml(tiny, NONCE, { br: true, gzip: true }).encoding).toBeUndefined();
    });
  });
});
