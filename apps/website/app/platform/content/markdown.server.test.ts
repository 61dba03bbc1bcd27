import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderMarkdownFull } from './markdown.server';

describe('Markdown rendering', () => {
  it('turns GitHub alerts into callouts with German titles', () => {
    const { html } = renderMarkdownFull('> [!TIP]\n> Bis 18 Uhr bestellen.');
    expect(html).toContain('<aside class="callout callout-tip" role="note">');
    expect(html).toContain('<p class="callout-title">Tipp</p>');
    expect(html).toContain('Bis 18 Uhr bestellen.');
    expect(html).not.toContain('[!TIP]');
  });

  it('collects h2/h3 with stable ids, and adds anchors only when asked', () => {
    const md = '## Einfrieren und Auftauen\n\ntext\n\n### Größe der Portionen';
    const plain = renderMarkdownFull(md);
    expect(plain.headings).toEqual([
      { depth: 2, id: 'einfrieren-und-auftauen', text: 'Einfrieren und Auftauen' },
      { depth: 3, id: 'größe-der-portionen', text: 'Größe der Portionen' },
    ]);
    expect(plain.html).not.toContain('heading-anchor');
    expect(renderMarkdownFull(md, { headingAnchors: true }).html).toContain(
      'class="heading-anchor"',
    );
  });

  it('keeps heading anchors out of the plain text that search indexes and quotes', () => {
    const md = '## Einfrieren und Auftauen\n\nPortionen flach einfrieren.';
    const { text } = renderMarkdownFull(md, { headingAnchors: true });
    expect(text).toBe('Einfrieren und Auftauen Portionen flach einfrieren.');
  });

  it('rewrites relative images and makes them lazy; external links open safely', () => {
    const { html } = renderMarkdownFull('![Plan](images/plan.svg) [extern](https://example.org)', {
      resolveImage: (src) => `/bilder/${src.replace('images/', '')}`,
    });
    expect(html).toContain('src="/bilder/plan.svg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders tables and keeps plain text for search', () => {
    const { html, text } = renderMarkdownFull('| Ware | °C |\n|---|---|\n| Hackfleisch | 2 |');
    expect(html).toContain('<table>');
    expect(text).toContain('Hackfleisch');
  });

  it('puts every table in its own named, focusable scroll box, once', () => {
    const { html } = renderMarkdownFull('| Ware | °C |\n|---|---|\n| Hackfleisch | 2 |');
    expect(html).toMatch(
      /^<div class="table-scroll" data-scroll-box="" role="region" tabindex="0" aria-label="Tabelle: Ware, °C"><table>/,
    );
    expect(html.match(/table-scroll/g)).toHaveLength(1);
  });
});

/** Every URL-valued attribute in the HTML, as a browser parses it (entities decoded). */
function urlsIn(html: string): string[] {
  const urls: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    for (const key of ['href', 'src', 'srcSet', 'cite', 'longDesc', 'action', 'formAction']) {
      const value = node.properties[key];
      if (value !== undefined) urls.push(String(value));
    }
  });
  return urls;
}

/** What a browser would open: only web pages, e-mail and phone links may be live. */
function opensSafely(url: string): boolean {
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(
    new URL(url, 'https://www.frischkontor.example/wiki/').protocol,
  );
}

describe('link and image schemes in Markdown', () => {
  const passThrough = { resolveImage: (src: string) => src, headingAnchors: true };

  it.each([
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['an upper-case JAVASCRIPT: link', '[x](JAVASCRIPT:alert(1))'],
    ['a scheme split by an encoded tab', '[x](java&#x09;script:alert(1))'],
    ['a scheme in angle brackets', '[x](<javascript:alert(1)>)'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a reference definition', '[x][ziel]\n\n[ziel]: javascript:alert(1)'],
    ['an autolink', '<javascript:alert(1)>'],
    ['raw HTML', '<a href="javascript:alert(1)">x</a> <img src="javascript:alert(1)">'],
    ['an image', '![x](javascript:alert(1))'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zy8+)'],
    ['a linked image', '[![x](images/a.png)](javascript:alert(1))'],
  ])('leaves no live link or image for %s', (_, markdown) => {
    for (const options of [{}, passThrough]) {
      const { html } = renderMarkdownFull(`${markdown}\n\nDanach [weiter](/kontakt).`, options);
      const urls = urlsIn(html);
      expect(
        urls.filter((url) => !opensSafely(url)),
        html,
      ).toEqual([]);
      expect(urls.join(' '), html).not.toMatch(/script|data:/i);
      // The rest of the text stays, with its own link.
      expect(html).toContain('<a href="/kontakt">weiter</a>');
    }
  });

  it('keeps the link text when it refuses the link', () => {
    const { html } = renderMarkdownFull('Bitte [hier klicken](javascript:alert(1)) lesen.');
    expect(html).toBe('<p>Bitte <a>hier klicken</a> lesen.</p>');
  });

  it('keeps web, e-mail, phone, relative and anchor links and images', () => {
    const { html } = renderMarkdownFull(
      [
        '[a](https://example.org/x) [b](http://example.org) [c](mailto:info@example.org)',
        '[d](tel:+494012345) [e](/kontakt) [f](../wiki/kuehlkette) [g](#abschnitt) [h](?seite=2)',
        '[i](HTTPS://example.org/gross) www.example.org <https://example.org/y> info@example.org',
        '![j](https://example.org/j.png) ![k](images/k.png) ![l](/bilder/l.png)',
      ].join('\n'),
      { resolveImage: (src) => `/bilder/${src.replace('images/', '')}` },
    );
    expect(urlsIn(html)).toEqual([
      'https://example.org/x',
      'http://example.org',
      'mailto:info@example.org',
      'tel:+494012345',
      '/kontakt',
      '../wiki/kuehlkette',
      '#abschnitt',
      '?seite=2',
      'https://example.org/gross',
      'http://www.example.org',
      'https://example.org/y',
      'mailto:info@example.org',
      'https://example.org/j.png',
      '/bilder/k.png',
      '/bilder/l.png',
    ]);
    expect(html).toContain(
      '<a href="https://example.org/gross" rel="noopener noreferrer" target="_blank">i</a>',
    );
  });

  it('keeps footnotes, task lists, code languages and column alignment', () => {
    const { html } = renderMarkdownFull(
      [
        'Text[^1]',
        '',
        '- [x] erledigt',
        '',
        '```ts\nconst a = 1;\n```',
        '',
        '| Ware | °C |\n|:---|---:|\n| Hackfleisch | 2 |',
        '',
        '[^1]: Fußnote.',
      ].join('\n'),
    );
    expect(html).toContain(
      '<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
    );
    expect(html).toContain('<section data-footnotes class="footnotes">');
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('class="data-footnote-backref"');
    expect(html).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled> erledigt</li>',
    );
    expect(html).toContain('<code class="language-ts">');
    expect(html).toContain('<th align="right">°C</th>');
  });
});
