// „Mit Microsoft anmelden“ (decision 060): the way to the company's provider, a plain link (the
// browser leaves for the provider and comes back to this page), and what this page says when it
// comes back with `?oidc=`.
import { Alert } from '../../components/ui/Alert';

/** What happened at the provider, by the code the backend sends back (`OidcOutcome`). */
export function oidcMessage(
  outcome: string | null,
  oidc: { name: string; label: string },
): { tone: 'error' | 'info'; text: string } | null {
  const { name, label } = oidc;
  switch (outcome) {
    case 'verknuepfen':
      return {
        tone: 'info',
        text: `Zu Ihrer E-Mail-Adresse gibt es hier schon ein Konto. Bitte melden Sie sich dieses eine Mal mit Ihrem Passwort an; danach ist Ihr ${name}-Konto damit verbunden, und künftig genügt „${label}“.`,
      };
    case 'kein-konto':
      return {
        tone: 'error',
        text: `Mit diesem ${name}-Konto gibt es hier kein Konto. Kundinnen und Kunden registrieren sich bitte; Beschäftigte wenden sich an die Verwaltung.`,
      };
    case 'keine-adresse':
      return {
        tone: 'error',
        text: `${name} hat uns keine bestätigte E-Mail-Adresse genannt. Bitte melden Sie sich mit Ihrem Passwort an.`,
      };
    case 'unbestaetigt':
      return {
        tone: 'error',
        text: 'Zu Ihrer E-Mail-Adresse gibt es ein Konto, dessen Adresse noch nicht bestätigt ist. Bitte bestätigen Sie sie über den Link aus unserer Mail und melden Sie sich dann einmal mit Ihrem Passwort an, oder wenden Sie sich an die Verwaltung.',
      };
    case 'geloescht':
      return {
        tone: 'error',
        text: 'Dieses Konto wurde gelöscht. Die Verwaltung kann es wiederherstellen.',
      };
    case 'abgebrochen':
      return { tone: 'info', text: `Die Anmeldung mit ${name} wurde abgebrochen.` };
    case 'abgelaufen':
      return {
        tone: 'error',
        text: `Die Anmeldung mit ${name} hat zu lange gedauert oder war schon abgeschlossen. Bitte versuchen Sie es noch einmal.`,
      };
    case 'nicht-erreichbar':
      return {
        tone: 'error',
        text: `${name} ist gerade nicht erreichbar. Bitte melden Sie sich mit Ihrem Passwort an oder versuchen Sie es später noch einmal.`,
      };
    case 'fehler':
      return {
        tone: 'error',
        text: `Die Anmeldung mit ${name} ließ sich nicht bestätigen. Bitte versuchen Sie es noch einmal; bleibt es dabei, wenden Sie sich an die IT.`,
      };
    default:
      return null;
  }
}

export function CompanySignIn({
  apiPrefix,
  oidc,
  intended,
}: {
  apiPrefix: string;
  oidc: { name: string; label: string };
  intended: string | null;
}) {
  const start = `${apiPrefix}/auth/oidc/start${intended ? `?intended=${encodeURIComponent(intended)}` : ''}`;
  return (
    <div className="mt-6 border-t border-line pt-5">
      <p className="text-ink-soft">Beschäftigte melden sich mit ihrem Firmenkonto an:</p>
      <a href={start} className="btn btn-secondary mt-3 w-full">
        {oidc.label}
      </a>
    </div>
  );
}

export function OidcNotice({ message }: { message: { tone: 'error' | 'info'; text: string } }) {
  return (
    <Alert tone={message.tone} className="mt-6" focusKey={message.text}>
      {message.text}
    </Alert>
  );
}
