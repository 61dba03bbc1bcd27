import { errorCopy, ErrorView, type ErrorCopy } from '@frischkontor/design';
import { isRouteErrorResponse, Link } from 'react-router';
import { errorReason, isRefusal, type Refusal } from './refusal';

export interface ErrorPageProps {
  status: number;
  /** The technical message, shown small (docs/product.md#error-messages). */
  message: string;
  refusal?: Refusal;
}

export function errorPageProps(error: unknown, pathname: string): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    const refusal = isRefusal(error.data) ? error.data : undefined;
    if (error.status === 404) {
      const message =
        typeof error.data === 'string' && error.data ? error.data : `Page not found: ${pathname}`;
      return { status: 404, message };
    }
    // The status text is not trusted: a 403 thrown in middleware arrives with the server's
    // generic "Internal Server Error"; the line must name the status it shows.
    const message =
      typeof error.data === 'string' && error.data ? error.data : defaultMessage(error.status);
    return { status: error.status, message, refusal };
  }
  return { status: 500, message: 'Internal Server Error' };
}

export function defaultMessage(status: number): string {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 405) return 'Method Not Allowed';
  if (status === 429) return 'Too Many Requests';
  if (status === 503) return 'Service Unavailable';
  if (status === 404) return 'Page Not Found';
  if (status === 400) return 'Bad Request';
  return 'Internal Server Error';
}

/** The words for a status and refusal: one table for all apps (packages/design). */
export function copyFor({
  status,
  refusal,
}: Pick<ErrorPageProps, 'status' | 'refusal'>): ErrorCopy {
  return errorCopy(status, errorReason(status, refusal));
}

/** The error page for whatever a route threw (default export: loaded lazily by the root). */
export default function RouteErrorPage({ error, pathname }: { error: unknown; pathname: string }) {
  return <ErrorPage {...errorPageProps(error, pathname)} />;
}

export function ErrorPage(props: ErrorPageProps) {
  const retryPath = props.refusal?.kind === 'backend-unavailable' ? props.refusal.retryPath : null;
  const blockedReason = props.refusal?.kind === 'blocked' ? props.refusal.reason : null;
  const signedIn = props.refusal?.kind === 'forbidden' && !!props.refusal.auth?.user;
  return (
    <main className="flex flex-1 items-center">
      <ErrorView
        copy={copyFor(props)}
        technical={`${props.status} · ${props.message}`}
        actions={
          <>
            {retryPath && (
              <a href={retryPath} className="btn btn-primary">
                Erneut versuchen
              </a>
            )}
            {signedIn && (
              <Link to="/intern" className="btn btn-primary">
                Zum internen Bereich
              </Link>
            )}
            <Link
              to="/"
              reloadDocument
              // One main way on: trying again, or the intranet, where the page offers it.
              className={retryPath || signedIn ? 'btn btn-secondary' : 'btn btn-primary'}
            >
              Zur Startseite
            </Link>
            <Link to="/kontakt" reloadDocument className="btn btn-secondary">
              Kontakt aufnehmen
            </Link>
          </>
        }
      >
        {blockedReason && (
          <p className="mt-4 rounded-lg border border-line bg-white p-4">
            <span className="font-semibold">Begründung: </span>
            {blockedReason}
          </p>
        )}
      </ErrorView>
    </main>
  );
}
