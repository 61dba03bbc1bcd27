import heroImage from '~/assets/images/hero-tierhaltung.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const tierhaltungskennzeichnungPage = staticPage((): PageData => ({
  seo: {
    title: 'Tierhaltungskennzeichnung',
    description:
      'Staatliche Tierhaltungskennzeichnung und Haltungsform des Handels im Vergleich: die fünf Stufen, Fristen und was sie für Fleischereien und Gastronomie bedeuten.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Haltungsformen',
      title: 'Tierhaltungskennzeichnung verständlich erklärt',
      lead: md(`
          Stall, Stall+Platz, Frischluftstall, Auslauf/Weide, Bio: Fünf Stufen zeigen, wie die Tiere gehalten
          wurden, deren Fleisch auf Ihrer Theke oder Ihrem Teller liegt. Wir erklären das staatliche Kennzeichen und
          die Haltungsform-Kennzeichnung des Handels, nennen die Stichtage und zeigen, was sie für Ihren
          Betrieb bedeuten.
        `),
      actions: [
        { label: 'Zum Stufenvergleich', to: '#vergleich' },
        { label: 'Beratung anfragen', to: '/kontakt' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: ein Stall mit offener Seite und Auslauf, davor Schweine auf der Weide und eine Skala mit fünf Stufen',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Foodservice', to: '/foodservice' },
        { label: 'Tierhaltungskennzeichnung' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Zwei Systeme',
      title: 'Staatliches Kennzeichen und Haltungsform des Handels',
      body: md(`
          **Die staatliche Tierhaltungskennzeichnung** beruht auf dem Tierhaltungskennzeichnungsgesetz
          (TierHaltKennzG) vom 17. August 2023. Sie ist verpflichtend und beginnt mit frischem Schweinefleisch von
          Tieren, die in Deutschland gemästet wurden. Das Kennzeichen zeigt alle fünf Haltungsformen; die
          zutreffende ist hervorgehoben. Die Tierhalterinnen und Tierhalter melden ihre Haltungsform der zuständigen
          Landesbehörde und erhalten dafür eine Kennnummer.

          **Die Haltungsform-Kennzeichnung des Handels** ist freiwillig und seit 2019 auf Fleisch im Supermarkt
          verbreitet. Sie umfasst Schwein, Rind und Geflügel sowie Milch und hat seit 2024 ebenfalls fünf Stufen
          mit denselben Namen wie das staatliche Kennzeichen.

          Gleiche Namen bedeuten aber **nicht in jedem Punkt gleiche Kriterien**. Wenn Sie mit einer Stufe werben,
          nennen Sie deshalb, auf welches System Sie sich beziehen.
        `),
    },
    {
      type: 'table',
      id: 'vergleich',
      tone: 'muted',
      eyebrow: 'Stufenvergleich',
      title: 'Die fünf Stufen nebeneinander',
      intro: md(`
          Die Tabelle zeigt die Grundzüge für Mastschweine, die erste Tierart der staatlichen Kennzeichnung. Die
          genauen Anforderungen stehen im Gesetz und im Kriterienkatalog der Handelskennzeichnung.
        `),
      caption:
        'Vereinfachte Darstellung für Mastschweine; maßgeblich sind Gesetz und Kriterienkatalog in der jeweils geltenden Fassung',
      head: [
        'Stufe',
        'Staatliches Kennzeichen',
        'Haltungsform des Handels',
        'Was das für die Tiere heißt',
      ],
      rows: [
        [
          '1',
          'Stall',
          '1 „Stall“',
          'geschlossener Stall nach gesetzlichem Mindeststandard, etwa 0,75 m² je Tier zwischen 50 und 110 kg',
        ],
        [
          '2',
          'Stall+Platz',
          '2 „Stall+Platz“',
          'mehr Platz als vorgeschrieben – beim staatlichen Kennzeichen mindestens 12,5 % – und strukturierte Buchten',
        ],
        [
          '3',
          'Frischluftstall',
          '3 „Frischluftstall“',
          'Kontakt zum Außenklima, zum Beispiel über eine offene Stallseite',
        ],
        [
          '4',
          'Auslauf/Weide',
          '4 „Auslauf/Weide“',
          'Zugang zu einem Auslauf im Freien oder Haltung auf der Weide',
        ],
        [
          '5',
          'Bio',
          '5 „Bio“',
          'Haltung nach EU-Öko-Verordnung mit Zertifizierung: unter anderem Auslauf, eingestreute Liegeflächen, Öko-Futter',
        ],
      ],
    },
    {
      type: 'split',
      eyebrow: 'Geltungsbereich und Stichtage',
      title: 'Was das Gesetz regelt – und ab wann',
      body: md(`
          Gekennzeichnet werden muss zunächst **unverarbeitetes Schweinefleisch** aus der Mast, frisch, gekühlt
          oder gefroren, verpackt oder lose an der Theke, wenn es an Endverbraucher abgegeben wird: im
          Lebensmittelhandel, online und in der Fleischerei. Wurst, Schinken und andere verarbeitete Produkte sind
          bislang nicht erfasst, ebenso wenig Rind und Geflügel.

          Die Pflicht sollte ursprünglich am 1. August 2025 beginnen und wurde zweimal verschoben: zunächst auf
          den 1. März 2026, dann – nach dem Beschluss des Bundestags vom Januar 2026 – auf den **1. Januar 2027**.
          Die Bundesregierung hat eine grundlegende Überarbeitung angekündigt; diskutiert werden unter anderem die
          Einbeziehung von Importfleisch und eine Ausweitung auf die Außer-Haus-Verpflegung.

          > [!IMPORTANT]
          > Die Regeln können sich bis zum Start noch ändern. Den geltenden Gesetzestext finden Sie auf
          > gesetze-im-internet.de, Erläuterungen beim Bundeslandwirtschaftsministerium und bei der
          > Lebensmittelüberwachung Ihres Landes. Diese Seite ersetzt keine Rechtsberatung.
        `),
      media: {
        kind: 'facts',
        items: [
          { value: '2023', label: 'Tierhaltungskennzeichnungsgesetz verkündet' },
          { value: '5', label: 'Haltungsformen von Stall bis Bio' },
          { value: '1.1.2027', label: 'Beginn der Kennzeichnungspflicht nach aktuellem Gesetz' },
          { value: 'Schwein', label: 'erste Tierart, nur unverarbeitetes Fleisch' },
        ],
      },
    },
    {
      type: 'checklist',
      tone: 'herb',
      eyebrow: 'Für Fleischereien',
      title: 'So bereiten Sie Ihre Theke vor',
      intro: md(`
          Fleischereien gehören zu den Betrieben, die das staatliche Kennzeichen ab dem Stichtag verwenden müssen –
          auch bei loser Ware.
        `),
      columns: 2,
      items: [
        md(
          '**Wareneingang prüfen:** Die Haltungsform muss Sie über die Lieferkette erreichen – bei uns steht sie auf Lieferschein und Rechnung.',
        ),
        md(
          '**Preisschilder umstellen:** An der Theke gehört das Kennzeichen gut sichtbar zur jeweiligen Ware.',
        ),
        md(
          '**Übersicht bereithalten:** Eine allgemeine Darstellung der Haltungsformen muss für Kundinnen und Kunden verfügbar sein, ausgelegt oder auf Nachfrage mit Hinweis.',
        ),
        md(
          '**Ware getrennt halten:** Fleisch verschiedener Haltungsformen getrennt lagern, zerlegen und auszeichnen, damit die Angabe stimmt.',
        ),
        md(
          '**Team schulen:** Ihr Verkaufspersonal sollte die fünf Stufen in zwei Sätzen erklären können.',
        ),
        md(
          '**Werbung prüfen:** Aussagen wie „aus besserer Haltung“ nur mit belegbarer Stufe verwenden.',
        ),
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Für Restaurants, Hotels und Kantinen',
      title: 'Noch keine Pflicht – aber ein Thema für Ihre Gäste',
      intro: md(`
          Die Außer-Haus-Verpflegung ist von der Kennzeichnungspflicht bislang ausgenommen. Viele Gäste und
          öffentliche Auftraggeber fragen trotzdem nach der Herkunft und Haltung des Fleisches.
        `),
      items: [
        {
          icon: icons.document,
          title: 'Freiwillig auf die Karte',
          text: md(
            'Eine Angabe wie „Schweinerücken aus Haltungsform 3“ ist erlaubt, wenn sie stimmt und belegbar ist. Logos verwenden Sie nur, wenn Sie dazu berechtigt sind.',
          ),
        },
        {
          icon: icons.euro,
          title: 'Mehrkosten ehrlich rechnen',
          text: md(
            'Kostet eine höhere Stufe 1,50 € mehr je Kilogramm, sind das bei 180 g Fleisch 27 Cent je Portion. Unsere Fachberatung rechnet Ihre Karte durch.',
          ),
        },
        {
          icon: icons.users,
          title: 'Ausschreibungen in der Gemeinschaftsverpflegung',
          text: md(
            'Öffentliche Auftraggeber verlangen zunehmend Tierwohlkriterien. Wir liefern die Nachweise zu Haltungsform und Herkunft für Ihr Angebot.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'muted',
      eyebrow: 'Unser Sortiment',
      title: 'So kennzeichnen wir bei Hallberg',
      reverse: true,
      body: md(`
          Als Großhändler geben wir die Information zur Haltungsform an Fleischereien und Großverbraucher weiter.
          Bei Schweinefleisch finden Sie die Haltungsform des staatlichen Kennzeichens schon heute in unseren
          Artikeldaten, soweit unsere Lieferanten sie melden. Bei Rind und Geflügel nennen wir die
          Haltungsform-Stufe des Handels, sofern der Artikel daran teilnimmt.

          Schweinefleisch der Stufen 3 und 4 beziehen wir von festen Partnerbetrieben aus Norddeutschland;
          Bio-Fleisch stammt aus kontrolliert ökologischer Erzeugung mit Zertifikat.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Haltungsform im Artikelnamen und im Produktdatenblatt'),
          md('Filter nach Haltungsform im [Online-Shop](/foodservice/online-shop)'),
          md('Angabe auf Lieferschein und Rechnung für Ihre Dokumentation'),
          md('Thekenschilder mit Kennzeichen über unseren Marketing-Service [MKBS](/mkbs/print)'),
        ],
      },
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Was Kundinnen und Kunden uns fragen',
      items: [
        {
          question: 'Gilt die Pflicht auch für Wurst und Schinken?',
          answer: md(
            'Nach dem aktuellen Gesetz nicht: Es erfasst zunächst nur unverarbeitetes Schweinefleisch. Eine Ausweitung auf verarbeitete Produkte wird politisch diskutiert.',
          ),
        },
        {
          question: 'Was ist mit Fleisch aus dem Ausland?',
          answer: md(
            'Die Pflicht betrifft Fleisch von Tieren, die in Deutschland gemästet wurden. Ob Importware künftig einbezogen wird, ist Teil der angekündigten Reform.',
          ),
        },
        {
          question: 'Muss ich als Restaurant auf der Speisekarte kennzeichnen?',
          answer: md(
            'Nach heutigem Stand nein. Freiwillige Angaben müssen aber zutreffen und belegbar sein. Ob die Gastronomie später einbezogen wird, ist offen.',
          ),
        },
        {
          question: 'Welche Stufe sollte ich einkaufen?',
          answer: md(
            'Das hängt von Ihren Gästen und Ihrer Kalkulation ab. Viele Betriebe beginnen mit einem Leitprodukt, etwa dem Schnitzel in Stufe 3, und kommunizieren das bewusst. Ihr Außendienst zeigt Ihnen die verfügbaren Artikel.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Fragen zur Kennzeichnung in Ihrem Betrieb?',
      text: md(`
          Ob Thekenumstellung oder Speisekarte: Wir zeigen Ihnen, welche Artikel in welcher Haltungsform verfügbar
          sind, was sie kosten und wie Sie Ihre Kundschaft darüber informieren.
        `),
      actions: [
        { label: 'Beratung anfragen', to: '/kontakt' },
        { label: 'Thekenschilder von MKBS', to: '/mkbs/print' },
      ],
    },
  ],
}));
