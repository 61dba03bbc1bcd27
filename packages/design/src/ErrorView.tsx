import type { ReactNode } from 'react';

/** What an error page says: a small line with the status, the heading and one paragraph. */
export interface ErrorCopy {
  eyebrow: string;
  title: string;
  text: string;
}

/**
 * Why a page was refused, as far as the words differ from the status alone. `unavailable`: the
 * sign-in could not be checked; `page-unavailable`: it was, and the page's own data did not come.
 */
export type ErrorReason = 'blocked' | 'forbidden' | 'unavailable' | 'page-unavailable';

/**
 * The words of the error pages of all apps, one place for each fact (docs/product.md#error-messages).
 * `reason` wins over the status: a blocked account answers 403 but reads „Konto gesperrt“.
 */
export function errorCopy(status: number, reason?: ErrorReason): ErrorCopy {
  if (reason === 'blocked')
    return {
      eyebrow: 'Fehler 403',
      title: 'Konto gesperrt',
      text: 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an Ihre Ansprechpartnerin oder Ihren Ansprechpartner bei uns, wenn Sie Fragen dazu haben.',
    };
  if (reason === 'forbidden' || status === 403)
    return {
      eyebrow: 'Fehler 403',
      title: 'Zugriff verweigert',
      text: 'Für diesen Bereich fehlt Ihrem Konto die nötige Berechtigung. Wenn Sie meinen, dass das ein Irrtum ist, sprechen Sie uns gern an.',
    };
  if (reason === 'page-unavailable')
    return {
      eyebrow: 'Fehler 503',
      title: 'Gerade nicht erreichbar',
      text: 'Diese Seite des internen Bereichs ist gerade nicht erreichbar. Sie bleiben angemeldet, und unsere öffentlichen Seiten funktionieren weiterhin. Bitte versuchen Sie es in wenigen Minuten erneut.',
    };
  if (reason === 'unavailable' || status === 503)
    return {
      eyebrow: 'Fehler 503',
      title: 'Anmeldung derzeit nicht möglich',
      text: 'Der Anmeldedienst ist gerade nicht erreichbar. Unsere öffentlichen Seiten funktionieren weiterhin. Bitte versuchen Sie es in wenigen Minuten erneut.',
    };
  if (status === 404)
    return {
      eyebrow: 'Fehler 404',
      title: 'Seite nicht gefunden',
      text: 'Die aufgerufene Seite gibt es nicht (mehr). Vielleicht hilft Ihnen einer der Links unten weiter.',
    };
  if (status === 400)
    return {
      eyebrow: 'Fehler 400',
      title: 'Ungültige Anfrage',
      text: 'Diese Adresse enthält Angaben, die wir nicht verarbeiten können. Bitte gehen Sie zurück und versuchen Sie es erneut.',
    };
  return {
    eyebrow: `Fehler ${status}`,
    title: 'Da ist etwas schiefgelaufen',
    text: 'Beim Laden der Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  };
}

/**
 * The one error page of all apps: the copy, then what the app adds (a reason, a note), its
 * ways on (`actions`: links and buttons) and, where given, the technical line.
 */
export function ErrorView({
  copy,
  children,
  actions,
  technical,
  className = '',
}: {
  copy: ErrorCopy;
  children?: ReactNode;
  actions: ReactNode;
  /** The status and its technical message, small at the end (for a support call). */
  technical?: string;
  className?: string;
}) {
  return (
    <div className={`error-page ${className}`.trim()}>
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1 className="error-page-title">{copy.title}</h1>
      <p className="error-page-text">{copy.text}</p>
      {children}
      <div className="error-page-actions">{actions}</div>
      {technical && (
        <p className="error-page-status">
          <span className="sr-only">Technische Meldung: </span>
          {technical}
        </p>
      )}
    </div>
  );
}
