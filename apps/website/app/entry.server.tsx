import { isbot } from 'isbot';
import { renderToString } from 'react-dom/server';
import { nonceContext } from '@frischkontor/server-kit/nonce';
import { documentHandler } from '@frischkontor/server-kit/render';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { deferPageCode } from '~/platform/document/after-paint.server';
import { germanTypography } from '~/platform/document/typography.server';
import { RenderInfoProvider, type RenderInfo } from '~/platform/document/render-info';
import { islandsEntry } from '~/platform/islands/islands-entry.server';
import { isIntranetPath } from '~/platform/islands/page-kind';
import { rootLoader } from './wiring/root.server';

export { streamTimeout } from '@frischkontor/server-kit/render';

const renderIsland = (node: React.ReactNode, identifierPrefix: string) =>
  renderToString(node, { identifierPrefix });

/**
 * Public pages hydrate islands without the router (decision 028); the intranet and the
 * sign-in page are the router's app. Only a build has an islands entry.
 */
function islandsFor(url: string): RenderInfo['islands'] {
  const entry = islandsEntry();
  return entry && !isIntranetPath(new URL(url).pathname)
    ? { render: renderIsland, entry }
    : undefined;
}

// Pages are rendered whole, not streamed: the server caches public pages and swaps the
// CSP nonce per response, and no route defers data, so streaming would buy nothing.
export default documentHandler(
  nonceContext,
  ({ request, routerContext, nonce }) => {
    const userAgent = request.headers.get('user-agent');
    const hasErrors = !!routerContext.staticHandlerContext.errors;
    const omitScripts = hasErrors && !!userAgent && isbot(userAgent);
    return (
      <RenderInfoProvider
        value={{
          nonce,
          omitScripts,
          documentData: rootLoader(),
          islands: omitScripts ? undefined : islandsFor(request.url),
        }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderInfoProvider>
    );
  },
  (html, nonce) => deferPageCode(typeset(html), nonce),
);

/**
 * A public page's text gets German typography; a page the router hydrates (the intranet) does
 * not, the browser renders its text again and must find it unchanged.
 */
function typeset(html: string): string {
  return html.includes('__reactRouterContext') ? html : germanTypography(html);
}

/** Errors React Router reports while answering: refusals and bad requests are answers, not faults. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
