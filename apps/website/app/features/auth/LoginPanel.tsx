import { Panel } from '@frischkontor/design';
import { Checklist } from '~/components/sections';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { Container } from '~/components/ui/Container';
import { Icon } from '~/components/ui/Icon';
import { lock, users } from '~/components/ui/icons';

/** The guest page of /login: the two hand-offs to the sign-in app. */
export default function LoginPanel(loaderData: {
  loginHref: string;
  registerHref: string;
  forgotHref: string;
}) {
  return (
    <main className="flex-1">
      <Container className="py-12 sm:py-16">
        <Breadcrumbs items={[{ label: 'Startseite', to: '/' }, { label: 'Loginbereich' }]} />
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div>
            <p className="eyebrow">Für Kundschaft und Mitarbeitende</p>
            <h1 className="mt-3 text-4xl sm:text-5xl">Loginbereich</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft">
              Melden Sie sich an, um Angebote mit Ihren Preisen, Produktspezifikationen und – als
              Mitarbeiterin oder Mitarbeiter – Dokumente, Wiki und Corporate Design zu sehen. Die
              Anmeldung erfolgt in unserem Kundenkonto; danach kommen Sie automatisch hierher
              zurück.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={loaderData.loginHref} className="btn btn-primary">
                <Icon d={lock} className="size-5" />
                Anmelden
              </a>
              <a href={loaderData.registerHref} className="btn btn-secondary">
                <Icon d={users} className="size-5" />
                Registrieren
              </a>
            </div>
            <p className="mt-5 text-sm text-ink-soft">
              Passwort vergessen?{' '}
              <a
                href={loaderData.forgotHref}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                Neues Passwort anfordern
              </a>
            </p>
          </div>
          <div className="grid gap-5">
            <Panel id="fuer-kunden" title="Für Kundinnen und Kunden" className="card">
              <div className="mt-3 text-ink-soft">
                <Checklist
                  items={[
                    'Der wöchentliche Angebotsflyer mit Ihren Preisen',
                    'Produktspezifikationen zum Herunterladen – Suche nach Name oder Artikelnummer',
                    'Neu registrierte Konten schalten wir nach kurzer Prüfung frei',
                  ]}
                />
              </div>
            </Panel>
            <Panel id="fuer-personal" title="Für Mitarbeitende" className="card">
              <div className="mt-3 text-ink-soft">
                <Checklist
                  items={[
                    'Firmen-Wiki mit Abläufen und Anleitungen aus allen Abteilungen',
                    'Formulare, Richtlinien und Vorlagen',
                    'Corporate-Design-Leitfaden mit Logos und Farben',
                  ]}
                />
              </div>
            </Panel>
          </div>
        </div>
      </Container>
    </main>
  );
}
