import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type RouterContextProvider,
} from 'react-router';
import { deferPageCode } from '~/features/document/after-paint.server';
import { nonceContext, RenderInfoProvider } from '~/features/document/render-info';
import { rootLoader } from './root.server';

export const streamTimeout = 5_000;

// Pages are rendered whole, not streamed: the server caches public pages and swaps the
// CSP nonce per response, and no route defers data, so streaming would buy nothing.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const userAgent = request.headers.get('user-agent');
  const hasErrors = !!routerContext.staticHandlerContext.errors;
  const omitScripts = hasErrors && !!userAgent && isbot(userAgent);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared once the page is rendered: a pending timer would keep the whole render alive.
    const timer = setTimeout(() => abort(), streamTimeout + 1000).unref();
    const { pipe, abort } = renderToPipeableStream(
      <RenderInfoProvider value={{ nonce, omitScripts, documentData: rootLoader() }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderInfoProvider>,
      {
        nonce,
        // The whole page is sent at once (see above): never move finished Suspense boundaries
        // out of line, which would add inline completion scripts (and script for bots).
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
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(
                  Buffer.from(deferPageCode(Buffer.concat(chunks).toString('utf8'), nonce)),
                  {
                    headers: responseHeaders,
                    status,
                  },
                ),
              );
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
      },
    );
  });
}

/** Errors React Router reports while answering: refusals and bad requests are answers, not faults. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
