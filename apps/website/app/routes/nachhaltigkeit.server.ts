import heroImage from '~/assets/images/hero-nachhaltigkeit.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const nachhaltigkeitPage = staticPage((): PageData => ({
  seo: {
    title: 'Nachhaltigkeit',
    description:
      'Regionaler Einkauf, mehr Tierwohl, ein Kühlhaus mit Ökostrom und elektrische Kühltransporter: So arbeitet Hallberg Frischdienst an einer besseren Bilanz.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Verantwortung',
      title: 'Nachhaltigkeit, die man nachrechnen kann',
      lead: md(`
        Ein Großhandel für Frischware braucht Energie, Fahrzeuge und Verpackung. Wir können das nicht wegreden,
        aber wir können es messen und jedes Jahr besser machen. Hier lesen Sie, wo wir stehen, was wir uns
        vorgenommen haben und wo Sie als Kundin oder Kunde mitwirken können.
      `),
      actions: [
        { label: 'Fragen stellen', to: '/kontakt' },
        { label: 'Zum Sortiment', to: '/produkte-und-services' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Kühlhaus mit Solardach und Windrad, davor ein elektrischer Kühltransporter und Mehrwegkisten',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Nachhaltigkeit' }],
    },
    {
      type: 'facts',
      tone: 'herb',
      eyebrow: 'Stand 2025',
      title: 'Wo wir heute stehen',
      items: [
        { value: '100 %', label: 'Ökostrom für Kühlhaus, Werkstatt und Büros seit 2020' },
        { value: '71 %', label: 'unseres Rind- und Schweinefleischs stammen aus Norddeutschland' },
        { value: '9', label: 'elektrische Kühltransporter in der Hamburger Innenstadt' },
        { value: '0,4 %', label: 'der umgeschlagenen Lebensmittel werden entsorgt' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Regionaler Einkauf',
      title: 'Kurze Wege vom Hof auf Ihre Theke',
      body: md(`
        Rind- und Schweinefleisch kaufen wir überwiegend bei Schlachtbetrieben in Schleswig-Holstein,
        Niedersachsen und Mecklenburg-Vorpommern, die ihre Tiere von Höfen aus der Region beziehen. Die meisten
        Schlachthöfe liegen weniger als 200 km von unserem Kühlhaus entfernt – das spart Transportwege und
        erspart den Tieren lange Fahrten.

        Die Herkunft steht auf jedem Etikett und ist im Online-Shop filterbar. So können Sie Ihren Gästen und Ihrer
        Kundschaft mit gutem Gewissen sagen, woher das Fleisch kommt.
      `),
      media: {
        kind: 'checklist',
        items: [
          md('**Lamm** von Deichschäfereien an Nord- und Ostsee, von Mai bis November frisch'),
          md('**Wild** aus Revieren in Schleswig-Holstein und Mecklenburg, in der Saison frisch'),
          md('**Molkereiprodukte** zu großen Teilen von Molkereien aus Norddeutschland'),
          md('**Bio-Sortiment** mit rund 350 Artikeln, kontrolliert nach EU-Öko-Verordnung'),
        ],
      },
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Tierwohl',
      title: 'Haltungsform: transparent in fünf Stufen',
      intro: md(`
        Frisches Schweine-, Geflügel- und Rindfleisch kennzeichnen wir mit der Haltungsform in fünf Stufen. Unser
        Ziel ist, den Anteil der Stufen 3 bis 5 Jahr für Jahr zu erhöhen. Was das staatliche Tierhaltungskennzeichen
        für Ihren Betrieb bedeutet, erklären wir auf der Seite zur
        [Tierhaltungskennzeichnung](/foodservice/tierhaltungskennzeichnung).
      `),
      caption: 'Stufen der Haltungsform und Anteil an unserem Frischfleisch vom Schwein (2025)',
      head: ['Stufe', 'Bezeichnung', 'Was sie bedeutet', 'Anteil bei uns'],
      rows: [
        ['1', 'Stall', 'gesetzlicher Mindeststandard', '22 %'],
        [
          '2',
          'StallPlus',
          'mindestens 10 % mehr Platz und zusätzliches Beschäftigungsmaterial',
          '40 %',
        ],
        ['3', 'Frischluftstall', 'Kontakt zum Außenklima und deutlich mehr Platz', '24 %'],
        ['4', 'Auslauf/Weide', 'Auslauf ins Freie oder Weidegang, noch mehr Platz', '9 %'],
        ['5', 'Bio', 'Haltung nach EU-Öko-Verordnung mit Auslauf und Öko-Futter', '5 %'],
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Kühlhaus und Energie',
      title: 'Kälte erzeugen, ohne Energie zu verschwenden',
      intro: md(`
        Kühlung ist unser größter Stromverbraucher. Deshalb setzen wir dort an, wo sich am meisten bewegen lässt.
      `),
      columns: 4,
      items: [
        {
          icon: icons.bolt,
          title: 'Ökostrom',
          text: md(
            'Seit 2020 beziehen wir ausschließlich Strom aus erneuerbaren Quellen, mit Herkunftsnachweis und aus Anlagen, die nicht älter als zehn Jahre sind.',
          ),
        },
        {
          icon: icons.leaf,
          title: 'Photovoltaik',
          text: md(
            'Die Anlage auf dem Kühlhausdach mit 860 kWp deckt rund 17 % unseres Strombedarfs – vor allem im Sommer, wenn die Kühlung am meisten leistet.',
          ),
        },
        {
          icon: icons.flame,
          title: 'Wärmerückgewinnung',
          text: md(
            'Die Abwärme der Kälteanlagen heizt Büros, Werkstatt und Sozialräume und erwärmt das Brauchwasser. Sie deckt rund 80 % unseres Wärmebedarfs.',
          ),
        },
        {
          icon: icons.snowflake,
          title: 'Natürliche Kältemittel',
          text: md(
            'Das Kühlhaus arbeitet mit Ammoniak und CO₂ statt mit klimaschädlichen F-Gasen. Schnelllauftore und Luftschleier halten die Kälte drinnen.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'brand',
      eyebrow: 'Touren und Fahrzeuge',
      title: 'Weniger Kilometer für dieselbe Ware',
      body: md(`
        Eine Software plant unsere Touren jede Nacht neu: nach Bestellungen, Zeitfenstern und Verkehrslage. Seit
        2019 haben wir die gefahrenen Kilometer je Tonne Ware so um 11 % gesenkt. Feste Liefertage helfen dabei:
        Wer seine Bestellungen bündelt, spart uns Fahrten und sich selbst Annahmezeit.

        In der Hamburger Innenstadt fahren neun elektrische Kühltransporter, geladen mit Ökostrom und tagsüber mit Strom vom eigenen Dach.
        Unsere Lkw erfüllen die Abgasnorm Euro VI; ihre Kühlaggregate hängen im Depot am Netz statt am Dieselmotor.
      `),
      media: {
        kind: 'facts',
        items: [
          { value: '−11 %', label: 'Kilometer je Tonne Ware gegenüber 2019' },
          { value: '9', label: 'E-Kühltransporter im Einsatz' },
          { value: '46', label: 'Kühlfahrzeuge, alle mit Euro VI oder elektrisch' },
          { value: '14', label: 'Ladepunkte auf unserem Betriebshof' },
        ],
      },
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Verpackung, Lebensmittel, Menschen',
      title: 'Was sonst noch zählt',
      columns: 2,
      items: [
        {
          icon: icons.recycle,
          title: 'Mehrwegkisten und Verpackung',
          text: md(
            '81 % unserer Frischware liefern wir in Mehrwegkisten, die unsere Fahrerinnen und Fahrer bei der nächsten Lieferung wieder mitnehmen. Für Ihr Außer-Haus-Geschäft führen wir Mehrwegbehälter und Verpackungen aus Recyclingmaterial – passend zur [Mehrwegpflicht](/foodservice/mehrwegpflicht).',
          ),
        },
        {
          icon: icons.heart,
          title: 'Lebensmittel retten',
          text: md(
            'Ware mit kurzem Mindesthaltbarkeitsdatum bieten wir früh im Online-Shop vergünstigt an. Was trotzdem übrig bleibt und noch einwandfrei ist, spenden wir an Tafeln und soziale Einrichtungen in Hamburg – 2025 waren es 41 Tonnen.',
          ),
        },
        {
          icon: icons.users,
          title: 'Gute Arbeit',
          text: md(
            'Tarifliche Bezahlung, Zuschläge für Nacht- und Frühschichten, eigene Ausbildung in sechs Berufen und ergonomische Hilfen im Lager, damit niemand Kisten über Kopf heben muss.',
          ),
          to: '/karriere',
          linkLabel: 'Arbeiten bei Hallberg',
        },
        {
          icon: icons.map,
          title: 'Engagement in der Region',
          text: md(
            'Wir unterstützen Sportvereine und Schulküchen in Rothenburgsort und Umgebung und stellen jedes Jahr Praktikumsplätze für Jugendliche aus dem Stadtteil bereit.',
          ),
        },
      ],
    },
    {
      type: 'table',
      id: 'ziele',
      eyebrow: 'Unsere Ziele',
      title: 'Was wir uns bis 2030 vorgenommen haben',
      intro: md(`
        Wir berichten jedes Jahr im Frühjahr, wie weit wir gekommen sind. Bezugsjahr für Energie und Emissionen ist
        2019, das letzte Jahr vor dem Umbau des Kühlhauses.
      `),
      caption: 'Nachhaltigkeitsziele von Hallberg Frischdienst mit Zieljahr und Stand 2025',
      head: ['Ziel', 'Bis', 'Stand 2025'],
      rows: [
        ['Lebensmittelabfälle unter 0,3 % der umgeschlagenen Menge', '2027', '0,4 %'],
        ['Kilometer je Tonne Ware um 15 % senken', '2027', '−11 %'],
        ['20 elektrische Kühltransporter in Hamburg und Umland', '2028', '9'],
        ['Einweg-Kartonagen in der Auslieferung halbieren (gegenüber 2022)', '2028', '−31 %'],
        ['Anteil Schweinefleisch der Haltungsformen 3 bis 5 auf 60 %', '2029', '38 %'],
        ['CO₂-Emissionen aus Standort und Fuhrpark halbieren', '2030', '−34 %'],
      ],
    },
    {
      type: 'cta',
      title: 'Fragen zu Herkunft, Tierwohl oder Zertifikaten?',
      text: md(`
        Wir schicken Ihnen Herkunftsnachweise, Zertifikate nach IFS Food, QS und Bio sowie Angaben zu Haltungsformen
        für Ihre eigene Dokumentation oder Speisekarte. Sprechen Sie uns an.
      `),
      actions: [
        { label: 'Kontakt aufnehmen', to: '/kontakt' },
        { label: 'Zur Tierhaltungskennzeichnung', to: '/foodservice/tierhaltungskennzeichnung' },
      ],
    },
  ],
}));
