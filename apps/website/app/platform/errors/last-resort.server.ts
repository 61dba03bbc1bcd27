// The page for a request that never reached React Router (an address the server cannot decode,
// a fault in the server itself): the same look as every other error page (ErrorPage.tsx) – the
// app's stylesheet, the brand fonts, the same words – without any of the page's code.
import stylesheet from '~/styles/app.css?url';
import { escapeHtml } from '~/platform/content/escape-html';
import { FONTS } from '~/platform/document/after-paint.server';
import { copyFor, defaultMessage } from './ErrorPage';

const FONT_FACES = FONTS.map(
  (f) =>
    `@font-face{font-family:"${f.family}";src:url(${f.url}) format("woff2");font-weight:${f.weight};font-display:swap;unicode-range:${f.unicodeRange}}`,
).join('');

/** The whole HTML document for `status`; `nonce` is the response's CSP nonce for its fonts. */
export function lastResortErrorPage(status: number, nonce: string): string {
  const copy = copyFor({ status });
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${stylesheet}"><style nonce="${nonce}">${FONT_FACES}</style></head><body class="flex min-h-dvh flex-col bg-paper text-ink antialiased"><main class="flex flex-1 items-center"><div class="error-page"><p class="eyebrow">${escapeHtml(copy.eyebrow)}</p><h1 class="error-page-title">${escapeHtml(copy.title)}</h1><p class="error-page-text">${escapeHtml(copy.text)}</p><div class="error-page-actions"><a href="/" class="btn btn-primary">Zur Startseite</a><a href="/kontakt" class="btn btn-secondary">Kontakt aufnehmen</a></div><p class="error-page-status"><span class="sr-only">Technische Meldung: </span>${status} · ${escapeHtml(defaultMessage(status))}</p></div></main></body></html>`;
}
