import { errorCopy, ErrorView } from '@frischkontor/design';
import { isRouteErrorResponse } from 'react-router';
import { isRefusal } from './refusal';

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function errorTitle(error: unknown): string {
  return errorCopy(errorStatus(error)).title;
}

/** The one error page of these screens: 403, 404, 503 and everything else (packages/design). */
export function ErrorPage({
  error,
  websiteUrl,
  signInHref,
  logoutAction,
}: {
  error: unknown;
  websiteUrl: string | null;
  /** Where „Zur Anmeldung“ leads (already with the basename). */
  signInHref: string;
  /** The sign-out action (with the basename); a refused visitor may want another account. */
  logoutAction: string;
}) {
  const status = errorStatus(error);
  const refusal = isRouteErrorResponse(error) && isRefusal(error.data) ? error.data : undefined;
  const copy = errorCopy(status);
  // A refusal may say why in its own words (a missing permission named).
  if (refusal?.kind === 'forbidden' && refusal.detail) copy.text = refusal.detail;
  const website =
    websiteUrl ?? (refusal?.kind === 'forbidden' ? (refusal.websiteUrl ?? null) : null);
  return (
    <main id="inhalt">
      <ErrorView
        copy={copy}
        actions={
          <>
            {website && (
              <a href={website} className="btn btn-primary">
                Zur Website
              </a>
            )}
            {status === 403 ? (
              <form method="post" action={logoutAction}>
                <input type="hidden" name="weiter" value="anmeldung" />
                <button type="submit" className="btn btn-secondary">
                  Abmelden und mit einem anderen Konto anmelden
                </button>
              </form>
            ) : (
              <a href={signInHref} className="btn btn-secondary">
                Zur Anmeldung
              </a>
            )}
          </>
        }
      />
    </main>
  );
}
