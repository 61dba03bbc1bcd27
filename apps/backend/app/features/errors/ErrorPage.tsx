import { isRouteErrorResponse } from 'react-router';
import { isRefusal, type Refusal } from './refusal';

interface Copy {
  eyebrow: string;
  title: string;
  text: string;
}

function copyFor(status: number, refusal: Refusal | undefined): Copy {
  if (status === 403)
    return {
      eyebrow: 'Fehler 403',
      title: 'Zugriff verweigert',
      text:
        refusal?.kind === 'forbidden' && refusal.detail
          ? refusal.detail
          : 'Für diesen Bereich fehlt Ihrem Konto die nötige Berechtigung. Wenn Sie meinen, dass das ein Irrtum ist, wenden Sie sich bitte an unsere Verwaltung.',
    };
  if (status === 404)
    return {
      eyebrow: 'Fehler 404',
      title: 'Seite nicht gefunden',
      text: 'Die aufgerufene Seite gibt es nicht (mehr).',
    };
  if (status === 503)
    return {
      eyebrow: 'Fehler 503',
      title: 'Anmeldung derzeit nicht möglich',
      text: 'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.',
    };
  return {
    eyebrow: `Fehler ${status}`,
    title: 'Da ist etwas schiefgelaufen',
    text: 'Beim Laden der Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  };
}

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function errorTitle(error: unknown): string {
  return copyFor(errorStatus(error), undefined).title;
}

/** The one error page of these screens: 403, 404, 503 and everything else. */
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
  const copy = copyFor(status, refusal);
  const website =
    websiteUrl ?? (refusal?.kind === 'forbidden' ? (refusal.websiteUrl ?? null) : null);
  return (
    <main id="inhalt" className="error-page">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1 className="error-page-title">{copy.title}</h1>
      <p className="error-page-text">{copy.text}</p>
      <div className="error-page-actions">
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
      </div>
    </main>
  );
}
