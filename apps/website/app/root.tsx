import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from '~/components/layout/SiteFooter';
import { Document, errorCopy, SkipLink } from '@frischkontor/design';
import { errorReason, isRefusal } from '~/platform/errors/refusal';
import type { RootData } from '~/platform/document/root-data';
import { DOCUMENT_DATA_ID, useDocumentData } from '~/platform/document/document-data';
import { useRenderInfo } from '~/platform/document/render-info';
import { CookieSettingsButton } from '~/features/consent';
import { Island } from '~/platform/islands/Island';
import { PUBLIC_PREFETCH_RULES } from '~/platform/islands/page-kind';
import { ClientRuntime, useChunkErrorReload } from '~/platform/runtime';
import { loadOnDemand, releaseDeferred } from '~/components/ui/deferred';
import stylesheet from '~/styles/app.css?url';
import { Suspense, useEffect } from 'react';
import { RouterNavigation } from './wiring/router-navigation';
import { ConsentAndAnalytics, HeaderWithAccount } from './wiring/site-chrome';
import { rootLoader } from './wiring/root.server';
import { routeGuards } from '~/platform/guards/pipeline.server';
import { keptPagesMiddleware } from '~/platform/page-store/kept-pages.server';
import { access } from './wiring/access.server';

// The guards first; then a shared page may be answered from the store (decision 009).
export const middleware: Route.MiddlewareFunction[] = [routeGuards(access), keptPagesMiddleware];

export async function loader(): Promise<RootData> {
  return rootLoader();
}

/** Error pages (a child route's meta wins everywhere else). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = isRouteErrorResponse(error) && isRefusal(error.data) ? error.data : undefined;
  const { title } = errorCopy(status, errorReason(status, refusal));
  const company = (matches[0]?.loaderData as RootData | undefined)?.site.name;
  return [
    { title: company ? `${title} – ${company}` : title },
    { name: 'robots', content: 'noindex' },
  ];
};

// Configuration and company data change only with a restart or a settings refresh.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

const SPECULATION_RULES = JSON.stringify(PUBLIC_PREFETCH_RULES);

export function Layout({ children }: { children: React.ReactNode }) {
  const { nonce, omitScripts, islands } = useRenderInfo();
  const data = useDocumentData();
  // Refused by a guard before the root loader ran: the document's data travels as JSON.
  const withoutLoader = !useRouteLoaderData<RootData>('root');
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) releaseDeferred();
  }, [navigating]);
  return (
    <Document
      bodyClassName="flex flex-col"
      head={
        <>
          <meta name="theme-color" content="#8c2718" />
          <Meta />
          <Links />
        </>
      }
    >
      <RouterNavigation>
        <SkipLink />
        {withoutLoader && data && (
          <script
            type="application/json"
            id={DOCUMENT_DATA_ID}
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
          />
        )}
        {data && (
          <Island name="consent" component={ConsentAndAnalytics} props={{ config: data.config }} />
        )}
        {data && (
          <Island
            name="header"
            component={HeaderWithAccount}
            props={{ name: data.site.name, slogan: data.site.slogan, config: data.config }}
          />
        )}
        <div id="inhalt" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {/* Pages may defer parts until the first input (components/ui/deferred.tsx). */}
          <Suspense fallback={null}>{children}</Suspense>
        </div>
        {data && <SiteFooter site={data.site} cookieSettings={<CookieSettingsButton />} />}
        {data && !islands && (
          <ClientRuntime
            buildId={data.buildId}
            buildCheckIntervalMs={data.config.buildCheckIntervalMs}
          />
        )}
        {islands ? (
          // A public page: its islands hydrate without the router (decision 028).
          <>
            {islands.entry.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            <script nonce={nonce} type="module" src={islands.entry.src} />
            {/* The next public page is fetched while the pointer rests on its link. */}
            <script
              type="speculationrules"
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
            />
          </>
        ) : (
          !omitScripts && (
            <>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          )
        )}
      </RouterNavigation>
    </Document>
  );
}

export default function App() {
  return <Outlet />;
}

// Error pages are rare: their code is not part of every page's first load.
const ErrorPage = loadOnDemand(() => import('~/platform/errors/ErrorPage'));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  // A chunk that failed to load reloads the page once (platform/runtime/chunk-reload.ts).
  const reloading = useChunkErrorReload(error);
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  if (reloading) return <main className="flex-1" />;
  return (
    <Suspense fallback={<main className="flex-1" />}>
      <ErrorPage error={error} pathname={pathname} />
    </Suspense>
  );
}
