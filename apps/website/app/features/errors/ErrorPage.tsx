import { isRouteErrorResponse, Link } from 'react-router';
import { Container } from '~/components/ui/Container';

/** What guards and loaders throw (as `data(refusal, { status })`) so the error page can explain it. */
export type Refusal =
  | { kind: 'blocked'; reason?: string | null }
  | { kind: 'forbidden' }
  | { kind: 'backend-unavailable'; retryPath: string };

export interface ErrorPageProps {
  status: number;
  /** The technical message, shown small (spec section 8). */
  message: string;
  refusal?: Refusal;
}

function isRefusal(value: unknown): value is Refusal {
  return !!value && typeof value === 'object' && 'kind' in value;
}

export function errorPageProps(error: unknown, pathname: string): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    const refusal = isRefusal(error.data) ? error.data : undefined;
    if (error.status === 404) {
      const message =
        typeof error.data === 'string' && error.data ? error.data : `Page not found: ${pathname}`;
      return { status: 404, message };
    }
    const message =
      typeof error.data === 'string' && error.data
        ? error.data
        : error.statusText || defaultMessage(error.status);
    return { status: error.status, message, refusal };
  }
  return { status: 500, message: 'Internal Server Error' };
}

function defaultMessage(status: number): string {
  if (status === 403) return 'Forbidden';
  if (status === 503) return 'Service Unavailable';
  if (status === 404) return 'Page Not Found';
  if (status === 400) return 'Bad Request';
  return 'Internal Server Error';
}

interface Copy {
  eyebrow: string;
  title: string;
  text: string;
}

function copyFor({ status, refusal }: ErrorPageProps): Copy {
  if (refusal?.kind === 'blocked') {
    return {
      eyebrow: 'Fehler 403',
      title: 'Konto gesperrt',
      text: 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an Ihre Ansprechpartnerin oder Ihren Ansprechpartner bei uns, wenn Sie Fragen dazu haben.',
    };
  }
  if (refusal?.kind === 'forbidden' || status === 403) {
    return {
      eyebrow: 'Fehler 403',
      title: 'Zugriff verweigert',
      text: 'Für diesen Bereich fehlt Ihrem Konto die nötige Berechtigung. Wenn Sie meinen, dass das ein Irrtum ist, sprechen Sie uns gern an.',
    };
  }
  if (refusal?.kind === 'backend-unavailable' || status === 503) {
    return {
      eyebrow: 'Fehler 503',
      title: 'Anmeldung derzeit nicht möglich',
      text: 'Der Anmeldedienst ist gerade nicht erreichbar. Unsere öffentlichen Seiten funktionieren weiterhin. Bitte versuchen Sie es in wenigen Minuten erneut.',
    };
  }
  if (status === 404) {
    return {
      eyebrow: 'Fehler 404',
      title: 'Seite nicht gefunden',
      text: 'Die aufgerufene Seite gibt es nicht (mehr). Vielleicht hilft Ihnen einer der Links unten weiter.',
    };
  }
  if (status === 400) {
    return {
      eyebrow: 'Fehler 400',
      title: 'Ungültige Anfrage',
      text: 'Diese Adresse enthält Angaben, die wir nicht verarbeiten können. Bitte gehen Sie zurück und versuchen Sie es erneut.',
    };
  }
  return {
    eyebrow: `Fehler ${status}`,
    title: 'Da ist etwas schiefgelaufen',
    text: 'Beim Laden der Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  };
}

/** The error page for whatever a route threw (default export: loaded lazily by the root). */
export default function RouteErrorPage({ error, pathname }: { error: unknown; pathname: string }) {
  return <ErrorPage {...errorPageProps(error, pathname)} />;
}

export function ErrorPage(props: ErrorPageProps) {
  const copy = copyFor(props);
  const retryPath = props.refusal?.kind === 'backend-unavailable' ? props.refusal.retryPath : null;
  const blockedReason = props.refusal?.kind === 'blocked' ? props.refusal.reason : null;
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {copy.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="mt-5 text-lg text-ink-soft">{copy.text}</p>
        {blockedReason && (
          <p className="mt-4 rounded-lg border border-line bg-white p-4">
            <span className="font-semibold">Begründung: </span>
            {blockedReason}
          </p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          {retryPath && (
            <a
              href={retryPath}
              className="inline-flex items-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Erneut versuchen
            </a>
          )}
          <Link
            to="/"
            reloadDocument
            className="inline-flex items-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Zur Startseite
          </Link>
          <Link
            to="/kontakt"
            reloadDocument
            className="inline-flex items-center rounded-full border border-ink/20 bg-white px-5 py-3 font-semibold text-ink hover:border-ink/40"
          >
            Kontakt aufnehmen
          </Link>
        </div>
        <p className="mt-10 font-mono text-xs text-ink-soft">
          <span className="sr-only">Technische Meldung: </span>
          {props.status} · {props.message}
        </p>
      </Container>
    </main>
  );
}
