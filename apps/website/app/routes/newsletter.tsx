import { Checklist, Faq, PageHeader, Section } from '~/components/sections';
import { startedToken } from '~/features/forms/index.server';
import { NewsletterForm } from '~/features/newsletter';
import { newsletterSignupAction } from '~/features/newsletter/index.server';
import { freshPageHeaders } from '~/platform/document/cache-headers';
import { seo } from '~/platform/seo/meta';
import type { Route } from './+types/newsletter';

// Not cached: the form carries a fresh, signed render time (the minimum fill time).
export const headers = freshPageHeaders;
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Newsletter',
    description:
      'Wochenangebote, Produktneuheiten und Rezeptideen von Hallberg Frischdienst per E-Mail: kostenlos, jederzeit abbestellbar.',
  });
export const loader = () => ({ started: startedToken() });
export const action = newsletterSignupAction;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <PageHeader
        breadcrumbs={[{ label: 'Startseite', to: '/' }, { label: 'Newsletter' }]}
        eyebrow="Newsletter"
        title="Unsere Angebote als Erste im Postfach"
        lead="Jeden Donnerstag die Wochenangebote für Theke und Küche, dazu Neuheiten und Rezeptideen aus unserem Sortiment. Kostenlos und jederzeit mit einem Klick abbestellbar."
      />
      <Section id="anmeldung">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div>
            <h2 className="text-2xl">Was Sie bekommen</h2>
            <div className="mt-5">
              <Checklist
                items={[
                  'Die Wochenangebote der Folgewoche, jeden Donnerstag zur Mittagszeit',
                  'Einmal im Monat die Maxi France Genusspost mit Produkten und Rezeptideen unserer Eigenmarke',
                  'Hinweise auf Bestellzeiten vor Feiertagen und saisonale Produkte',
                  'Neue Artikel aus unserem Foodservice-Sortiment, bevor sie im Online-Shop stehen',
                ]}
              />
            </div>
            <p className="mt-6 text-ink-soft">
              Nach dem Absenden schicken wir Ihnen eine E-Mail mit einem Bestätigungslink. Erst wenn
              Sie die Anmeldung bestätigt haben, erhalten Sie den Newsletter. Ihre Adresse bleibt
              bei uns: Wir versenden selbst und geben sie an niemanden weiter.
            </p>
          </div>
          <div className="card p-6 sm:p-8">
            <h2 className="text-2xl">Newsletter bestellen</h2>
            <div className="mt-5">
              <NewsletterForm started={loaderData.started} result={actionData} />
            </div>
          </div>
        </div>
      </Section>
      <Section
        id="fragen"
        tone="muted"
        eyebrow="Gut zu wissen"
        title="Fragen zum Newsletter"
        intro={
          <p>
            Der Newsletter richtet sich an unsere Kundinnen und Kunden aus Fleischerhandwerk,
            Gastronomie, Hotellerie und Gemeinschaftsverpflegung – und an alle, die es werden
            wollen. Er ersetzt keine Bestellung: Preise und Verfügbarkeit bestätigen Ihnen wie
            gewohnt Ihr Außendienst, die Bestell-Hotline oder der Online-Shop.
          </p>
        }
      >
        <Faq
          items={[
            {
              question: 'Wie oft bekomme ich Post von Ihnen?',
              answer:
                'Die Wochenangebote kommen jeden Donnerstag, die Maxi France Genusspost einmal im Monat. Dazwischen schreiben wir nur, wenn sich Bestell- oder Lieferzeiten ändern, etwa vor Feiertagen.',
            },
            {
              question: 'Was passiert mit meiner E-Mail-Adresse?',
              answer:
                'Wir speichern Ihre Adresse, wann Sie sich angemeldet und bestätigt haben und welchem Einwilligungstext Sie zugestimmt haben – als Nachweis Ihrer Einwilligung. Versendet wird über unsere eigenen Systeme; Ihre Adresse geht an keinen Dienstleister.',
            },
            {
              question: 'Wie melde ich mich wieder ab?',
              answer:
                'Mit dem Link „Newsletter abbestellen“ am Ende jeder E-Mail oder mit der Abmeldefunktion Ihres E-Mail-Programms. Wir löschen Ihre Adresse dann sofort aus dem Verteiler.',
            },
            {
              question: 'Ich habe schon einen Zugang zum Loginbereich.',
              answer:
                'Dann können Sie den Newsletter auch in Ihrem Profil bestellen und abbestellen. Ist Ihre E-Mail-Adresse dort bereits bestätigt, brauchen Sie keinen weiteren Bestätigungslink.',
            },
          ]}
        />
      </Section>
    </main>
  );
}
