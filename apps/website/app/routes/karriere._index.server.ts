import type { LoaderFunctionArgs } from 'react-router';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { filterJobs, parseJobFilter } from '~/features/careers/jobs';
import { jobSummaries } from '~/features/careers/jobs.server';
import { md, staticPage } from '~/features/content/rich.server';

const page = staticPage((): PageData => ({
  seo: {
    title: 'Karriere',
    description:
      'Offene Stellen bei Hallberg Frischdienst in Hamburg: Lager, Logistik, Einkauf, Technik und Außendienst. Tarifbindung, Zuschläge, Weiterbildung – jetzt bewerben.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Karriere bei Hallberg',
      title: 'Arbeiten, wo Frische zu Hause ist',
      lead: md(`
          Rund 380 Kolleginnen und Kollegen sorgen jeden Tag dafür, dass Fleischereien, Restaurants und Hotels in
          Norddeutschland pünktlich beliefert werden. Ob nachts im Kühlhaus, morgens auf der Tour, tagsüber in der
          Werkstatt oder beim Kunden vor Ort: Bei uns zählt, was Sie können – und was Sie lernen wollen.
        `),
      actions: [
        { label: 'Offene Stellen', to: '/karriere#stellen' },
        { label: 'Initiativ bewerben', to: '/kontakt' },
      ],
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Karriere' }],
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Was wir bieten',
      title: 'Gute Arbeit verdient gute Bedingungen',
      columns: 3,
      items: [
        {
          icon: icons.euro,
          title: 'Tarifliche Bezahlung',
          text: md(
            'Vergütung nach Tarif des Groß- und Außenhandels, Urlaubs- und Weihnachtsgeld sowie Zuschläge für Nacht-, Früh- und Samstagsarbeit.',
          ),
        },
        {
          icon: icons.calendar,
          title: '30 Tage Urlaub',
          text: md(
            'Dazu planbare Schichten mit Dienstplänen, die vier Wochen im Voraus feststehen – und Tauschbörse im Team.',
          ),
        },
        {
          icon: icons.award,
          title: 'Weiterbildung',
          text: md(
            'Staplerschein, Berufskraftfahrer-Module, Meisterkurse und Fortbildungen im Vertrieb: Wir übernehmen die Kosten.',
          ),
        },
        {
          icon: icons.heart,
          title: 'Gesundheit',
          text: md(
            'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss, Jobrad, Zuschuss zum Deutschlandticket und Betriebsarzt.',
          ),
        },
        {
          icon: icons.snowflake,
          title: 'Gute Ausrüstung',
          text: md(
            'Hochwertige Kälteschutz- und Arbeitskleidung, moderne Fahrzeuge und Technik, die funktioniert.',
          ),
        },
        {
          icon: icons.users,
          title: 'Ein Team, das zusammenhält',
          text: md(
            'Familienunternehmen seit 1962, kurze Wege zur Geschäftsführung, Sommerfest und Betriebsausflug.',
          ),
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'So bewerben Sie sich',
      title: 'In vier Schritten zu uns',
      intro: md('Ein Lebenslauf genügt – ein Anschreiben ist willkommen, aber kein Muss.'),
      items: [
        {
          title: 'Stelle wählen',
          text: md('Suchen Sie sich oben die passende Stelle aus und öffnen Sie die Anzeige.'),
        },
        {
          title: 'Online bewerben',
          text: md('Füllen Sie das kurze Formular aus und laden Sie Ihren Lebenslauf hoch.'),
        },
        {
          title: 'Kennenlernen',
          text: md('Innerhalb von zehn Tagen melden wir uns und laden Sie zum Gespräch ein.'),
        },
        {
          title: 'Probearbeiten',
          text: md('Sie schauen sich Ihren Arbeitsplatz an und lernen das Team kennen.'),
        },
      ],
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Was Bewerberinnen und Bewerber wissen möchten',
      items: [
        {
          question: 'Brauche ich Erfahrung mit Lebensmitteln?',
          answer: md(
            'Für viele Stellen nicht. Hygiene- und HACCP-Schulungen erhalten Sie bei uns in der Einarbeitung.',
          ),
        },
        {
          question: 'Kann ich mich auch ohne passende Stelle bewerben?',
          answer: md(
            'Ja, gern. Nutzen Sie das [Kontaktformular](/kontakt) mit dem Thema „Bewerbung“.',
          ),
        },
        {
          question: 'Wie lange dauert es, bis ich eine Antwort bekomme?',
          answer: md(
            'Sie erhalten sofort eine Eingangsbestätigung per E-Mail und spätestens nach zehn Arbeitstagen eine Rückmeldung.',
          ),
        },
        {
          question: 'Bilden Sie auch aus?',
          answer: md(
            'Ja: Fachkraft für Lagerlogistik, Berufskraftfahrer/in, Kaufleute im Groß- und Außenhandelsmanagement sowie Elektroniker/in für Betriebstechnik. Ausbildungsplätze schreiben wir jeweils im Herbst für das Folgejahr aus.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Fragen vorab? Rufen Sie uns an.',
      text: md(
        'Unser Personalteam erreichen Sie montags bis freitags von 8 bis 16 Uhr unter 040 66969-150.',
      ),
      actions: [
        { label: 'Zum Kontaktformular', to: '/kontakt' },
        { label: 'Mehr über uns', to: '/philosophie' },
      ],
    },
  ],
}));

export async function careersPage({ url }: LoaderFunctionArgs & { url: URL }) {
  const all = await jobSummaries();
  const filter = parseJobFilter(url.searchParams);
  return { ...page(), jobs: filterJobs(all, filter), total: all.length, filter };
}
