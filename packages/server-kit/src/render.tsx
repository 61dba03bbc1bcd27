// The document render of both apps' entry.server: the whole page rendered before it is sent
// (no route defers data; the website keeps and re-nonces whole pages), HEAD without a body.
import type { ReactElement } from 'react';
import type { EntryContext, RouterContext, RouterContextProvider } from 'react-router';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

export const streamTimeout = 5_000;

export interface RenderOptions {
  nonce: string;
  status: number;
  headers: Headers;
  /** A last pass over the finished HTML (the website moves page code after the first paint). */
  transform?: (html: string) => string;
}

export async function renderDocument(
  request: Request,
  element: ReactElement,
  options: RenderOptions,
): Promise<Response> {
  const { nonce, headers } = options;
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: options.status, headers });
  return new Promise<Response>((resolve, reject) => {
    let status = options.status;
    // Cleared once the page is rendered: a pending timer would keep the whole render alive.
    const timer = setTimeout(() => abort(), streamTimeout + 1000).unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // The whole page is sent at once: never move finished Suspense boundaries out of line,
      // which would add inline completion scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // Collected into one buffer: cheaper than a web stream for a page sent at once.
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            clearTimeout(timer);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            const html = Buffer.concat(chunks);
            const out = options.transform
              ? Buffer.from(options.transform(html.toString('utf8')))
              : html;
            resolve(new Response(out, { headers, status }));
            done();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}

export interface DocumentArgs {
  request: Request;
  routerContext: EntryContext;
  loadContext: RouterContextProvider;
  nonce: string;
}

/**
 * An app's `entry.server` default export: the page `element` with this response's nonce (from
 * `nonceContext`, set by the adapter), rendered whole by `renderDocument`.
 */
export function documentHandler(
  nonceContext: RouterContext<string>,
  element: (args: DocumentArgs) => ReactElement,
  transform?: (html: string, nonce: string) => string,
) {
  return (
    request: Request,
    status: number,
    headers: Headers,
    routerContext: EntryContext,
    loadContext: RouterContextProvider,
  ) => {
    const nonce = loadContext.get(nonceContext);
    return renderDocument(request, element({ request, routerContext, loadContext, nonce }), {
      nonce,
      status,
      headers,
      transform: transform && ((html) => transform(html, nonce)),
    });
  };
}
