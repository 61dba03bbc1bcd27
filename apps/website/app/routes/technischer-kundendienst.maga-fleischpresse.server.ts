import heroImage from '~/assets/images/hero-fleischpresse.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const magaFleischpressePage = staticPage((): PageData => ({
  seo: {
    title: 'MAGA Fleischpresse',
    description:
      'MAGA Fleischpressen für Gyros, Rollbraten, Schinken und exakte Portionen: Beratung, Vorführung, Kauf oder Miete und Service aus unserer Hamburger Werkstatt.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Vertrieb und Service',
      title: 'MAGA Fleischpressen: gleiche Form, gleiche Portion',
      lead: md(`
          Als autorisierter Vertriebs- und Servicepartner für MAGA Fleischpressen beraten wir Sie, führen die
          Pressen mit Ihrem eigenen Fleisch vor, liefern, weisen Ihr Team ein und halten die Geräte mit unserer
          Werkstatt in Schuss – alles aus einer Hand.
        `),
      actions: [
        { label: 'Vorführung vereinbaren', to: 'mailto:service@hallberg-frischdienst.example' },
        { label: 'Baugrößen vergleichen', to: '#modelle' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Fleischpresse mit geformtem Fleischblock, daneben gleichmäßige Portionen und ein Gyrosspieß',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Technischer Kundendienst', to: '/technischer-kundendienst' },
        { label: 'MAGA Fleischpresse' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Einsatzbereiche',
      title: 'Wofür Betriebe eine Fleischpresse nutzen',
      columns: 4,
      items: [
        {
          icon: icons.flame,
          title: 'Gyros und Döner',
          text: md(
            'Marinierte Fleischscheiben zu kompakten, gleichmäßigen Blöcken oder Spießen pressen, die am Grill gleichmäßig garen.',
          ),
        },
        {
          icon: icons.chef,
          title: 'Rollbraten',
          text: md(
            'Ausgelöste Stücke gerollt in eine feste Form bringen – für gleichmäßige Garzeiten und saubere Scheiben beim Aufschneiden.',
          ),
        },
        {
          icon: icons.knife,
          title: 'Schinken',
          text: md(
            'Koch- und Rohschinken in Formen pressen, damit jede Scheibe denselben Querschnitt hat und in die Packung passt.',
          ),
        },
        {
          icon: icons.scale,
          title: 'Portionieren',
          text: md(
            'Rücken, Lachse und Nüsse vor dem Schneiden auf einheitlichen Querschnitt pressen: So wiegt jede Portion nahezu gleich viel.',
          ),
        },
      ],
    },
    {
      type: 'table',
      id: 'modelle',
      tone: 'muted',
      eyebrow: 'Baugrößen',
      title: 'Kompakt für die Theke, groß für die Produktion',
      intro: md(`
          Welche Presse zu Ihnen passt, hängt von Produkt, Menge und Platz ab. Die Übersicht zeigt Richtwerte
          aus unserer Beratungspraxis. Die genauen technischen Daten der aktuellen Ausführungen erhalten Sie
          mit unserem Angebot.
        `),
      caption: 'Richtwerte je Baugröße, abhängig von Ausführung, Produkt und Arbeitsweise',
      head: ['Merkmal', 'Kompaktmodell', 'Großmodell'],
      rows: [
        ['Bauform', 'Tischgerät für die Arbeitsfläche', 'Standgerät, fahrbar'],
        ['Füllmenge je Pressvorgang', 'bis etwa 8 kg', 'bis etwa 30 kg'],
        ['Durchsatz', 'bis etwa 80 kg pro Stunde', 'bis etwa 300 kg pro Stunde'],
        ['Stromanschluss', '230 V', '400 V Drehstrom'],
        [
          'Formen',
          'Wechseleinsätze für Block, Rolle und Portion',
          'zusätzlich große Formen für Gyros- und Schinkenblöcke',
        ],
        [
          'Typischer Einsatz',
          'Fleischerei, Imbiss, Restaurantküche',
          'Filialbetrieb, Produktion, Großküche',
        ],
      ],
    },
    {
      type: 'split',
      eyebrow: 'Ihr Vorteil',
      title: 'Gleichmäßige Portionen, bessere Ausbeute',
      body: md(`
          Ein gewachsenes Teilstück ist an einem Ende dick und am anderen dünn. Schneiden Sie auf Gewicht,
          schwanken Scheibenstärke und Garzeit. Schneiden Sie auf Stärke, schwankt das Gewicht. Gepresst hat das
          Stück über die ganze Länge denselben Querschnitt – jede Scheibe ist gleich stark und nahezu gleich
          schwer.

          Das zahlt sich aus: in der Kantine, die 300 gleiche Schnitzel braucht, im Bankett, wo jede Portion
          gleichzeitig fertig sein muss, und an der Theke, an der Ihre Kundschaft ein gleichmäßiges Bild
          erwartet.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('**Planbare Portionsgewichte** für Kalkulation und Speiseplan'),
          md('**Weniger Endstücke und Abschnitte**, die nur noch in die Wurst gehen'),
          md('**Gleichmäßiges Garen** ohne trockene Ränder und rohe Mitte'),
          md('**Schnelleres Schneiden** an Aufschnittmaschine und Portionierer'),
        ],
      },
    },
    {
      type: 'split',
      tone: 'muted',
      reverse: true,
      eyebrow: 'Hygiene und Reinigung',
      title: 'Sauber nach jeder Charge',
      body: md(`
          Eine Fleischpresse berührt rohes Fleisch und gehört deshalb zu den kritischen Geräten in Ihrem
          Hygienekonzept. Bei der Einweisung erstellen wir mit Ihnen einen Reinigungsplan, der zu Ihrem Gerät,
          Ihren Produkten und Ihren Reinigungsmitteln passt.

          Bei jeder Wartung prüfen wir Dichtungen, Oberflächen und Formen auf Risse und Verschleiß. Beschädigte
          Teile tauschen wir aus, bevor sich darin Keime festsetzen können.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Nach jeder Charge grobe Reste entfernen und Formen abspülen'),
          md(
            'Am Ende des Tages Formen und Pressstempel ausbauen, reinigen, desinfizieren und klarspülen',
          ),
          md(
            'Nur für den Lebensmittelbereich geeignete Mittel verwenden und Einwirkzeiten einhalten',
          ),
          md('Teile trocknen lassen und Reinigung im Hygieneplan abzeichnen'),
        ],
      },
    },
    {
      type: 'checklist',
      tone: 'herb',
      eyebrow: 'Arbeitssicherheit',
      title: 'Hohe Presskraft, sicher beherrscht',
      intro: md(`
          Fleischpressen arbeiten mit großen Kräften. Damit das für Ihr Team nie gefährlich wird, achten wir
          bei Lieferung und Wartung auf diese Punkte.
        `),
      columns: 2,
      items: [
        md(
          'Schutzeinrichtungen wie Haube, Zweihandbedienung und Not-Halt werden bei jeder Wartung geprüft.',
        ),
        md(
          'Wir unterweisen alle, die an der Presse arbeiten – bei Lieferung und auf Wunsch jährlich erneut.',
        ),
        md('Die elektrische Prüfung nach DGUV Vorschrift 3 erledigen wir im selben Termin.'),
        md('Eine Betriebsanweisung zum Aushang erhalten Sie mit der Einweisung.'),
      ],
    },
    {
      type: 'steps',
      eyebrow: 'So geht es los',
      title: 'Vom Vorführtermin bis zur ersten Charge',
      items: [
        {
          title: 'Beratung',
          text: md(
            'Wir klären Produkte, Mengen, Stellplatz und Stromanschluss – telefonisch oder bei Ihnen im Betrieb.',
          ),
        },
        {
          title: 'Vorführung',
          text: md(
            'In unserer Werkstatt oder bei Ihnen pressen wir mit Ihrem eigenen Fleisch. So sehen Sie das Ergebnis vorab.',
          ),
        },
        {
          title: 'Lieferung und Einweisung',
          text: md(
            'Wir stellen die Presse auf, nehmen sie in Betrieb und schulen Ihr Team in Bedienung, Reinigung und Sicherheit.',
          ),
        },
        {
          title: 'Service',
          text: md(
            'Wartung, Ersatzteile und Reparatur übernimmt unsere Werkstatt, bei Bedarf mit Leihgerät.',
          ),
        },
      ],
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Kaufen oder mieten',
      title: 'So finanzieren Sie Ihre Presse',
      columns: 2,
      items: [
        {
          icon: icons.euro,
          title: 'Kauf',
          text: md(
            'Sie kaufen die Presse zum Festpreis, inklusive Lieferung, Inbetriebnahme und Einweisung. Wartung buchen Sie bei Bedarf dazu.',
          ),
        },
        {
          icon: icons.calendar,
          title: 'Testmiete',
          text: md(
            'Vier Wochen im eigenen Betrieb ausprobieren. Entscheiden Sie sich danach für den Kauf, rechnen wir die Miete an.',
          ),
        },
        {
          icon: icons.wrench,
          title: 'Miete mit Service',
          text: md(
            'Eine feste Monatsrate ab zwölf Monaten Laufzeit, Wartung und Reparaturen inklusive. Ideal, wenn Sie Liquidität schonen möchten.',
          ),
        },
        {
          icon: icons.document,
          title: 'Leasing',
          text: md(
            'Über unseren Finanzierungspartner bieten wir Leasing mit Laufzeiten von 36 bis 60 Monaten an, auf Wunsch mit Wartungsvertrag.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Fragen zur Fleischpresse',
      items: [
        {
          question: 'Muss gepresstes Fleisch besonders gekennzeichnet werden?',
          answer: md(
            'Wenn Sie ein einzelnes Stück nur in Form bringen, nicht. Verbinden Sie dagegen mehrere Stücke zu einem Block, der wie ein gewachsenes Stück aussieht, verlangt die Lebensmittelinformationsverordnung den Hinweis „aus Fleischstücken zusammengefügt“.',
          ),
        },
        {
          question: 'Wie oft sollte die Presse gewartet werden?',
          answer: md(
            'Wir empfehlen eine Wartung im Jahr, bei täglichem Einsatz in der Produktion zwei. In unseren [Wartungsverträgen](/technischer-kundendienst) ist das bereits eingeplant.',
          ),
        },
        {
          question: 'Reparieren Sie auch ältere MAGA Pressen?',
          answer: md(
            'Ja. Wir prüfen vorab, welche Ersatzteile noch lieferbar sind, und sagen Ihnen ehrlich, ob sich eine Reparatur lohnt.',
          ),
        },
        {
          question: 'Kann ich die Presse vor dem Kauf testen?',
          answer: md(
            'Ja, bei einer Vorführung mit Ihrem eigenen Fleisch oder mit einer vierwöchigen Testmiete im eigenen Betrieb.',
          ),
        },
        {
          question: 'Gibt es Schulungen für mein Team?',
          answer: md(
            'Neben der Einweisung bei Lieferung bieten wir regelmäßig Anwendertreffen an. Die aktuellen Termine finden Sie unter [Aktuelles](/technischer-kundendienst/aktuelles).',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Sehen Sie die Presse in Aktion',
      text: md(`
          Vereinbaren Sie eine Vorführung in unserer Werkstatt an der Lagerstraße 12 oder direkt in Ihrem
          Betrieb. Bringen Sie Ihr Fleisch mit – wir zeigen Ihnen, was daraus wird.
        `),
      actions: [
        { label: 'Vorführung vereinbaren', to: 'mailto:service@hallberg-frischdienst.example' },
        { label: 'Kundendienst anrufen', to: 'tel:+494066969300' },
      ],
    },
  ],
}));
