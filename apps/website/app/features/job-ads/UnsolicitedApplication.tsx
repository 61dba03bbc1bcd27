import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { PageHeader, Section } from '~/components/sections';
import { ApplicationForm } from '~/features/forms';
import type { ApplicationValues, FormResult } from '~/features/forms';

/** The „Initiativbewerbung“: the application form with CV upload, without an ad. */
export default function UnsolicitedApplication({
  started,
  result,
  hrEmail,
}: {
  started: string;
  result?: FormResult<ApplicationValues>;
  hrEmail: string;
}) {
  return (
    <main>
      <PageHeader
        breadcrumbs={[
          { label: 'Startseite', to: '/' },
          { label: 'Karriere', to: '/karriere' },
          { label: UNSOLICITED_APPLICATION.title },
        ]}
        eyebrow="Karriere bei Hallberg"
        title={UNSOLICITED_APPLICATION.title}
        lead="Keine passende Stelle dabei? Schicken Sie uns Ihren Lebenslauf – gern auch als Foto vom Handy. Wir melden uns, sobald eine Stelle frei wird, die zu Ihnen passt, und spätestens nach zehn Arbeitstagen mit einer ersten Rückmeldung."
      />
      <Section id="bewerben" tone="muted" eyebrow="Bewerbung" title="Ihre Unterlagen">
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="card p-6 sm:p-8">
            <ApplicationForm started={started} result={result} />
          </div>
          <div className="text-ink-soft">
            <p className="text-lg">
              Lieber per E-Mail? Schicken Sie Ihren Lebenslauf an{' '}
              <a href={`mailto:${hrEmail}`} className="font-semibold text-brand-700 underline">
                {hrEmail}
              </a>
              .
            </p>
            <p className="mt-4">
              Schreiben Sie uns in der Nachricht gern, welcher Bereich Sie interessiert: Lager und
              Logistik, Fahrdienst, Technik, Einkauf, Vertrieb oder Verwaltung. Ihre Unterlagen
              sehen nur die Personalabteilung und die Fachabteilung.
            </p>
          </div>
        </div>
      </Section>
    </main>
  );
}
