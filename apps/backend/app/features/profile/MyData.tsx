// The copy of one's own data (Art. 15 and 20 GDPR) and signing out.
import { Panel } from '@frischkontor/design';
import { Form, Link } from 'react-router';

export function MyData() {
  return (
    <Panel id="meine-daten" title="Meine Daten" className="card mt-6" headingClassName="text-2xl">
      <p className="mt-2 text-ink-soft">
        Eine Kopie der Daten, die wir zu Ihrem Konto speichern (Art. 15 und 20 DSGVO): Angaben,
        Rollen, Sitzungen, Benachrichtigungen und Formulare, die Sie mit Ihrer E-Mail-Adresse
        gesendet haben, als JSON-Datei. Passwörter und Sicherheitscodes sind nicht enthalten.
      </p>
      <p className="mt-4">
        <Link to="/auth/profile/export" reloadDocument download className="btn btn-secondary">
          Meine Daten herunterladen
        </Link>
      </p>
    </Panel>
  );
}

export function SignOut() {
  return (
    <Panel id="abmelden" title="Abmelden" className="card mt-6" headingClassName="text-2xl">
      <p className="mt-2 text-ink-soft">Beendet Ihre Sitzung auf diesem Gerät.</p>
      <Form method="post" action="/auth/logout" className="mt-4">
        <button type="submit" className="btn btn-secondary">
          Abmelden
        </button>
      </Form>
    </Panel>
  );
}
