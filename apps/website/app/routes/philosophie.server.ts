import heroImage from '~/assets/images/hero-philosophie.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const philosophiePage = staticPage((): PageData => ({
  seo: {
    title: 'Philosophie',
    description:
      'Seit 1962 ein Hamburger Familienunternehmen: Wofür Hallberg Frischdienst steht, wie wir mit Kunden und Lieferanten arbeiten und wer hinter unserem Namen steht.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Unternehmen',
      title: 'Familienunternehmen seit 1962',
      lead: md(`
        Heinrich Hallberg hat mit einem Kühlwagen und dem Versprechen angefangen, dass die Ware morgens pünktlich
        und kalt ankommt. Heute arbeiten rund 380 Menschen für dieses Versprechen – in dritter Generation
        und noch immer von Hamburg aus.
      `),
      actions: [
        { label: 'Kontakt aufnehmen', to: '/kontakt' },
        { label: 'Karriere bei Hallberg', to: '/karriere' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: das Stammhaus von Hallberg Frischdienst aus Backstein am Hamburger Hafen, davor ein Lieferwagen im Stil der Sechzigerjahre',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Philosophie' }],
    },
    {
      type: 'split',
      eyebrow: 'Wer wir sind',
      title: 'Groß geworden mit dem Handwerk',
      body: md(`
        Unser Gründer war Fleischermeister, bevor er Großhändler wurde. Er wusste, was es heißt, um vier Uhr in der
        Wurstküche zu stehen und auf Ware zu warten. Aus dieser Erfahrung ist unser Anspruch entstanden: Wir
        liefern so, wie wir selbst beliefert werden möchten.

        Heute führen Johanna Hallberg, die Enkelin des Gründers, und Malte Petersen das Unternehmen gemeinsam. Aus
        dem Fleischgroßhandel ist ein Vollsortimenter für Fleischereien, Gastronomie, Hotellerie und
        Gemeinschaftsverpflegung geworden. Geblieben ist, dass Entscheidungen in Hamburg fallen, von Menschen, die
        ihre Kundinnen und Kunden beim Namen kennen – und nicht in einer Konzernzentrale.
      `),
      media: {
        kind: 'facts',
        items: [
          { value: '1962', label: 'gegründet in Hamburg' },
          { value: '3.', label: 'Generation in der Geschäftsführung' },
          { value: '380', label: 'Mitarbeiterinnen und Mitarbeiter' },
          { value: '2.300', label: 'Kundinnen und Kunden im Norden' },
        ],
      },
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Unsere Werte',
      title: 'Fünf Grundsätze, an denen Sie uns messen können',
      intro: md(`
        Werte sind leicht aufgeschrieben. Darum steht bei jedem Grundsatz, woran Sie im Alltag merken, dass wir ihn
        ernst nehmen.
      `),
      items: [
        {
          icon: icons.snowflake,
          title: 'Frische',
          text: md(
            'Kurze Wege vom Schlachthof zu Ihnen, ein Kühlhaus mit 9.000 m² und eine Kühlkette, die wir bei jeder Lieferung dokumentieren. Ware, die unsere Prüfung nicht besteht, verlässt das Haus nicht.',
          ),
        },
        {
          icon: icons.clock,
          title: 'Verlässlichkeit',
          text: md(
            'Was bis 18 Uhr bestellt ist, ist am nächsten Morgen da. Fällt ein Artikel aus, rufen wir Sie an, bevor die Tour startet – nicht erst, wenn Sie die Lücke auf dem Lieferschein entdecken.',
          ),
        },
        {
          icon: icons.knife,
          title: 'Handwerk',
          text: md(
            'In Zerlegung, Einkauf und Außendienst arbeiten gelernte Fleischerinnen, Fleischer und Köche. Sie beraten auf Augenhöhe, weil sie den Beruf selbst ausgeübt haben.',
          ),
        },
        {
          icon: icons.users,
          title: 'Partnerschaft',
          text: md(
            'Viele unserer Kundinnen und Kunden und Lieferbetriebe arbeiten seit Jahrzehnten mit uns. Wir verhandeln fair, zahlen pünktlich und helfen, wenn es bei jemandem einmal eng wird.',
          ),
        },
        {
          icon: icons.leaf,
          title: 'Verantwortung',
          text: md(
            'Für Tiere, Umwelt und Menschen: mehr Tierwohl im Sortiment, ein Kühlhaus mit Ökostrom, Ausbildung im eigenen Haus und tarifliche Bezahlung.',
          ),
          to: '/nachhaltigkeit',
          linkLabel: 'Zur Nachhaltigkeit',
        },
      ],
    },
    {
      type: 'quote',
      text: 'Mein Großvater hat gesagt: Eine Lieferung ist erst dann gut, wenn der Kunde sie vergessen kann. Daran halten wir uns bis heute – auch wenn aus einem Kühlwagen sechsundvierzig geworden sind.',
      author: 'Johanna Hallberg',
      role: 'Geschäftsführerin in dritter Generation',
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Unsere Geschichte',
      title: 'Von einem Kühlwagen zu 46 Fahrzeugen',
      caption: 'Meilensteine von Hallberg Frischdienst seit der Gründung',
      head: ['Jahr', 'Was geschah'],
      rows: [
        [
          '1962',
          'Fleischermeister Heinrich Hallberg gründet in Hamburg einen Fleischgroßhandel und beliefert mit einem Kühlwagen zwölf Fleischereien.',
        ],
        [
          '1978',
          'Umzug nach Rothenburgsort in die Lagerstraße 12, eigenes Kühlhaus und ein erster Zerlegebetrieb.',
        ],
        [
          '1991',
          'Die zweite Generation übernimmt. Das Sortiment wächst um Molkerei, Tiefkühlware und Gastronomiebedarf; die Touren reichen nun bis Westmecklenburg.',
        ],
        [
          '2004',
          'Gründung des technischen Kundendienstes mit eigener Werkstatt für Kühlung, Waagen und Maschinen.',
        ],
        [
          '2009',
          'Start der Eigenmarke Maxi France mit Spezialitäten von französischen Partnerbetrieben.',
        ],
        [
          '2012',
          'Der Marketing-Service MKBS unterstützt Kundinnen und Kunden bei Website, Druck und Social Media.',
        ],
        [
          '2016',
          'Johanna Hallberg und Malte Petersen übernehmen gemeinsam die Geschäftsführung; der Online-Shop geht an den Start.',
        ],
        [
          '2020',
          'Erweiterung des Kühlhauses auf 9.000 m², Umstellung auf Ökostrom und Photovoltaik auf dem Dach.',
        ],
        [
          '2022',
          'Mit „Hallberg TempCheck“ überwachen Funksensoren die Kühlung unserer Kundinnen und Kunden rund um die Uhr.',
        ],
        ['2024', 'Die ersten elektrischen Kühltransporter fahren in der Hamburger Innenstadt.'],
      ],
    },
    {
      type: 'split',
      tone: 'herb',
      eyebrow: 'Menschen',
      title: 'Wer bei uns anruft, erreicht jemanden, der sich auskennt',
      body: md(`
        Unsere rund 380 Kolleginnen und Kollegen arbeiten in Lager und Zerlegung, auf den Touren, in der Werkstatt, im
        Innen- und Außendienst und in der Verwaltung. Viele sind seit mehr als zehn Jahren dabei, einige seit über
        dreißig.

        Wir bilden jedes Jahr in sechs Berufen aus, vom Fleischer bis zur Mechatronikerin für Kältetechnik, und
        bezahlen nach Tarif. Wer bei uns lernt, soll bleiben wollen.
      `),
      media: {
        kind: 'checklist',
        items: [
          md('**Feste Ansprechpersonen** im Innen- und Außendienst statt wechselnder Callcenter'),
          md(
            '**Rund 30 gelernte Fleischerinnen und Fleischer** in Zerlegung, Einkauf und Beratung',
          ),
          md('**Eigene Ausbildung** mit aktuell 28 Auszubildenden in sechs Berufen'),
          md('**Durchschnittlich 12 Jahre** Betriebszugehörigkeit'),
        ],
      },
      actions: [{ label: 'Offene Stellen', to: '/karriere' }],
    },
    {
      type: 'checklist',
      eyebrow: 'Unser Versprechen',
      title: 'Was Sie von uns erwarten dürfen',
      columns: 2,
      items: [
        md('Ihre Ansprechperson kennt Ihren Betrieb, Ihre Liefertage und Ihre Stammartikel.'),
        md(
          'Rückruf am selben Werktag; Reklamationen, die bis 10 Uhr eingehen, klären wir noch am selben Tag.',
        ),
        md('Offene Worte, wenn Preise steigen – mit Vorschlägen für Alternativen.'),
        md('Lieferantinnen und Lieferanten, die wir kennen, statt anonymer Ware vom Spotmarkt.'),
        md('Zertifizierte Abläufe nach IFS Food und QS, regelmäßig von außen geprüft.'),
        md('Eine Geschäftsführung, die erreichbar ist, wenn einmal etwas schiefgeht.'),
      ],
    },
    {
      type: 'cta',
      title: 'Lernen Sie uns kennen',
      text: md(`
        Am besten bei einem Besuch in der Lagerstraße: Wir zeigen Ihnen Kühlhaus, Zerlegung und Werkstatt und
        sprechen darüber, wie wir Ihren Betrieb unterstützen können.
      `),
      actions: [
        { label: 'Termin vereinbaren', to: '/kontakt' },
        { label: 'Zum Sortiment', to: '/produkte-und-services' },
      ],
    },
  ],
}));
