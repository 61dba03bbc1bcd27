import { describe, expect, it } from 'vitest';
import { deferPageCode } from './after-paint.server';

const page = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/chunk-b.js" nonce="N"/>',
  '<link nonce="N" rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><main><h1>Frische</h1></main>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">import "/assets/entry.client-a.js";</script>',
  '</body></html>',
].join('');

describe('page code after the first paint', () => {
  const out = deferPageCode(page, 'N');

  it('makes the module preloads and the module script inert', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toMatch(/type="module"/);
    expect(out.match(/<link rel="x-after-paint-modulepreload"/g)).toHaveLength(2);
    expect(out).toContain(
      '<script nonce="N" type="text/x-after-paint" async="">import "/assets/entry.client-a.js";</script>',
    );
  });

  it('keeps everything else, and the stylesheet loads as before', () => {
    expect(out).toContain('<link nonce="N" rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<main><h1>Frische</h1></main>');
  });

  it('adds one activating script to <head>, with the nonce, naming both fonts', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    const scripts = head.match(/<script nonce="N">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const code = /<script nonce="N">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain('Inter Variable');
    expect(code).toContain('Fraunces Variable');
    expect(code).toMatch(/\.woff2/);
  });

  it('brings a module script with a source to life too (the islands entry of a public page)', () => {
    const islands = deferPageCode(
      '<html><head></head><body><script nonce="N" type="module" src="/assets/islands-a.js"></script></body></html>',
      'N',
    );
    expect(islands).toContain(
      '<script nonce="N" type="text/x-after-paint" src="/assets/islands-a.js"></script>',
    );
    expect(islands).toContain('if (inert.src) script.src = inert.src;');
  });

  it('leaves a page without scripts (an error page for a bot) as it is', () => {
    const bare = '<html><head></head><body><h1>Seite nicht gefunden</h1></body></html>';
    expect(deferPageCode(bare, 'N')).toBe(bare);
  });
});
