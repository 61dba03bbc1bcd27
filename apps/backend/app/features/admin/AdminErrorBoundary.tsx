import { isRouteErrorResponse } from 'react-router';
import { isRefusal } from '../errors/refusal';

/** A section that failed (a missing right, a vanished record) inside the panel's frame. */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail =
    isRouteErrorResponse(error) && isRefusal(error.data) && error.data.kind === 'forbidden'
      ? error.data.detail
      : undefined;
  const copy =
    status === 403
      ? {
          title: 'Zugriff verweigert',
          text: detail ?? 'Für diesen Bereich fehlt Ihrem Konto die nötige Berechtigung.',
        }
      : status === 404
        ? { title: 'Nicht gefunden', text: 'Diesen Eintrag gibt es nicht (mehr).' }
        : status === 503
          ? {
              title: 'Derzeit nicht erreichbar',
              text: 'Der Dienst antwortet gerade nicht. Bitte versuchen Sie es in wenigen Minuten erneut.',
            }
          : {
              title: 'Da ist etwas schiefgelaufen',
              text: 'Beim Laden ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
            };
  return (
    <div>
      <p className="eyebrow">Fehler {status}</p>
      <h1 className="mt-2 text-3xl">{copy.title}</h1>
      <p className="mt-4 text-ink-soft">{copy.text}</p>
    </div>
  );
}
