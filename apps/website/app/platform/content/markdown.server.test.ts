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
