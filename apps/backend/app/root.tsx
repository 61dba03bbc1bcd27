import { Document, SkipLink } from '@frischkontor/design';
import { useNonce } from '@frischkontor/server-kit/nonce';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { backendMiddleware } from './features/api/index.server';
import { useRouteFocus } from './components/ui/route-focus';
import { ErrorPage, errorTitle } from './features/errors/ErrorPage';
import { rootLoader, type RootData } from './root.server';
import stylesheet from './app.css?url';

export const middleware: Route.MiddlewareFunction[] = [backendMiddleware];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  return rootLoader(context);
}

// Configuration and company data change only with a restart or a settings change.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction }) =>
  !!formAction?.endsWith('/einstellungen');

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  error ? [{ title: `${errorTitle(error)} – ${loaderData?.company ?? 'Konto'}` }] : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <Document
      head={
        <>
          <meta name="robots" content="noindex" />
          <Meta />
          <Links />
        </>
      }
    >
      <SkipLink />
      {children}
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </Document>
  );
}

export default function App() {
  useRouteFocus();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>('root');
  const prefix = root?.prefix ?? '';
  return (
    <ErrorPage
      error={error}
      websiteUrl={root?.websiteUrl ?? null}
      signInHref={`${prefix}/auth/login`}
      logoutAction={`${prefix}/auth/logout`}
    />
  );
}
