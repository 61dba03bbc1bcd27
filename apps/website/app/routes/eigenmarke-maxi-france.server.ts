import heroImage from '~/assets/images/hero-maxi-france.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const maxiFrancePage = staticPage((): PageData => ({
  seo: {
    title: 'Eigenmarke Maxi France',
    description:
      'Maxi France, unsere Eigenmarke: Käse, Charcuterie, Pâtés, Butter und Crème fraîche von Partnerbetrieben aus vier Regionen Frankreichs – für Küche und Theke.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Eigenmarke',
      title: 'Maxi France: Frankreich für Küche und Theke',
      lead: md(`
        Käse aus der Normandie und Savoyen, Salami aus der Auvergne, Pâtés aus dem Südwesten: Unter dem Namen
        Maxi France bringen wir die Erzeugnisse kleiner französischer Betriebe in Großgebinden und zu verlässlichen
        Preisen nach Norddeutschland.
      `),
      actions: [
        { label: 'Probierpaket anfragen', to: '/kontakt' },
        { label: 'Aktuelle Angebote', to: '/angebote' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Bergkäse, Terrine, Crème fraîche, Saucisson und Butter auf einem Holzbrett vor einer französischen Berglandschaft',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Produkte und Services', to: '/produkte-und-services' },
        { label: 'Eigenmarke Maxi France' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Was hinter der Marke steckt',
      title: 'Von uns ausgewählt, von Hand gemacht',
      body: md(`
        Maxi France ist keine Industriemarke. Hinter jedem Artikel steht ein Betrieb, den unser Einkaufsteam
        besucht hat: Käsereien, Affineure, Charcutiers und Konservenmanufakturen, oft in zweiter oder dritter
        Generation – so wie wir.

        Wir bündeln die Mengen unserer Kundinnen und Kunden, holen die Ware zweimal pro Woche im eigenen Kühltransport
        nach Hamburg und lagern sie bei der Temperatur, die der jeweilige Käse braucht. So bekommen Sie
        Spezialitäten, die sonst nur über mehrere Importeure erhältlich wären, mit einer Bestellung und auf Ihrer
        gewohnten Tour.
      `),
      media: {
        kind: 'facts',
        items: [
          { value: '4', label: 'Regionen: Normandie, Savoyen, Auvergne und der Südwesten' },
          { value: '27', label: 'Partnerbetriebe, die wir persönlich kennen' },
          { value: '180', label: 'Artikel im ständigen Sortiment' },
          { value: '2×', label: 'pro Woche frische Ware direkt aus Frankreich' },
        ],
      },
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Herkunft',
      title: 'Vier Regionen, vier Handschriften',
      columns: 4,
      items: [
        {
          icon: icons.cup,
          title: 'Normandie',
          text: md(
            'Weichkäse mit weißer Rinde und gewaschener Rinde, Süßrahmbutter und Salzbutter, dicke Crème fraîche mit 30 % Fett und Cidre-Essig.',
          ),
        },
        {
          icon: icons.cheese,
          title: 'Savoyen',
          text: md(
            'Bergkäse aus Heumilch, Tomme und Raclette-Käse am Stück, dazu luftgetrocknete Würste mit Bergkräutern – Grundlage für Raclette und Tartiflette.',
          ),
        },
        {
          icon: icons.leaf,
          title: 'Auvergne',
          text: md(
            'Kräftiger Schnittkäse und Blauschimmelkäse von Vulkanweiden, Saucisson sec und luftgetrockneter Schinken aus kleinen Räuchereien.',
          ),
        },
        {
          icon: icons.flame,
          title: 'Südwesten',
          text: md(
            'Pâtés, Rillettes und Terrinen nach Hausrezept, Entenconfit, Schafskäse aus den Pyrenäen, Piment d’Espelette und Walnussöl.',
          ),
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Produktgruppen',
      title: 'Das Sortiment im Überblick',
      intro: md(`
        Alle Artikel führen wir in Gebinden für die Gastronomie und, wo sinnvoll, in Thekengrößen für den Verkauf
        am Stück. Spezifikationen mit Allergenen und Nährwerten liegen für angemeldete Kundinnen und Kunden im
        [Loginbereich](/login) bereit.
      `),
      caption: 'Produktgruppen der Eigenmarke Maxi France mit Beispielen und Gebinden',
      head: ['Produktgruppe', 'Beispiele', 'Gebinde'],
      rows: [
        [
          'Käse',
          'Weichkäse, Bergkäse, Raclette, Blauschimmel, Schafskäse, Ziegenfrischkäse',
          'ganze Laibe, Stücke ab 1 kg, portioniert zu 30 g',
        ],
        [
          'Charcuterie',
          'Saucisson sec, luftgetrockneter Schinken, Coppa, Lardons',
          'ganze Stücke, geschnitten zu 500 g, Würfel zu 1 kg',
        ],
        [
          'Pâtés und Terrinen',
          'Pâté de campagne, Rillettes, Leberterrine, Pastete im Teig',
          'Blöcke zu 1 bis 2 kg, Gläser zu 180 g',
        ],
        [
          'Butter',
          'Süßrahmbutter, Salzbutter mit Meersalzkristallen',
          'Blöcke zu 250 g und 1 kg, Portionen zu 20 g',
        ],
        [
          'Crème fraîche',
          'Crème fraîche 30 % und 40 % Fett',
          'Becher zu 200 g, Eimer zu 1 kg und 5 kg',
        ],
        [
          'Würzen und Beilagen',
          'Senf, Cornichons, Zwiebelconfit, Feigensenf, Piment d’Espelette, Essige und Öle',
          'Gläser und Eimer, 0,2 bis 5 kg',
        ],
      ],
    },
    {
      type: 'checklist',
      tone: 'herb',
      eyebrow: 'Unser Qualitätsversprechen',
      title: 'Worauf Sie sich bei Maxi France verlassen können',
      columns: 2,
      items: [
        md(
          '**Jeder Betrieb persönlich geprüft:** Unser Einkauf besucht alle Partner vor der Aufnahme und danach mindestens einmal im Jahr.',
        ),
        md(
          '**Herkunft bis zum Hersteller:** Region und Erzeugerbetrieb stehen auf jedem Etikett und in jeder Spezifikation.',
        ),
        md(
          '**Rohmilch klar gekennzeichnet:** Wichtig für Kliniken, Kitas und Seniorenheime, die auf pasteurisierte Ware achten müssen.',
        ),
        md(
          '**Richtig gereift:** Weichkäse liefern wir mit mindestens 14 Tagen Restlaufzeit, Hartkäse mit mindestens 60 Tagen.',
        ),
        md(
          '**Kurze Zutatenlisten:** Pâtés und Rillettes ohne Geschmacksverstärker, Butter und Crème fraîche ohne Zusätze.',
        ),
        md(
          '**Ohne Diskussion:** Hält ein Artikel nicht, was wir versprechen, schreiben wir ihn gut – melden Sie sich einfach bei uns.',
        ),
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Für Ihren Betrieb',
      title: 'Wie Maxi France Ihnen Umsatz bringt',
      columns: 2,
      items: [
        {
          icon: icons.chef,
          title: 'Für Restaurants und Hotels',
          text: md(`
            Französische Klassiker ohne eigenen Importaufwand: eine Käseauswahl für das Dessert, eine Planche für die
            Bar, Crème fraîche für Saucen, die nicht ausflocken.

            - Portionskäse und Portionsbutter sparen Schneidezeit am Frühstücksbuffet
            - Gleichbleibende Qualität über das ganze Jahr, damit Ihre Karte stabil bleibt
            - Kalkulierbare Wareneinsätze dank fester Gebindegrößen
          `),
        },
        {
          icon: icons.knife,
          title: 'Für Fleischereien und Feinkosttheken',
          text: md(`
            Ein französisches Regal oder eine Käse-Ecke hebt Ihre Theke ab und steigert den Bon, gerade am Wochenende
            und vor Feiertagen.

            - Ganze Laibe und Stücke für den Anschnitt vor den Augen Ihrer Kundschaft
            - Pâtés und Rillettes als Ergänzung zum eigenen Aufschnitt
            - Thekenschilder und Aktionsplakate über unseren [Marketing-Service MKBS](/mkbs)
          `),
        },
      ],
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Serviervorschläge',
      title: 'Ideen für Karte und Theke',
      intro: md(`
        Was sich bei unseren Kundinnen und Kunden bewährt hat – mit Mengen, die Sie direkt kalkulieren können.
      `),
      columns: 4,
      items: [
        {
          icon: icons.wine,
          title: 'Planche für zwei',
          text: md(
            'Je 60 g von drei Käsesorten, 80 g Charcuterie, 50 g Pâté, Cornichons und Baguette. Ein Gericht für die Bar, das sich in fünf Minuten anrichten lässt.',
          ),
        },
        {
          icon: icons.flame,
          title: 'Tartiflette',
          text: md(
            'Kartoffeln, Lardons, Zwiebeln und Crème fraîche, überbacken mit einem halben Raclette-Laib auf sechs Portionen – ideal für den Mittagstisch im Winter.',
          ),
        },
        {
          icon: icons.cheese,
          title: 'Käsewagen',
          text: md(
            'Fünf Sorten von mild bis kräftig, dazu Feigensenf und Walnüsse. Rechnen Sie mit 80 bis 100 g Käse pro Gast als Dessert.',
          ),
        },
        {
          icon: icons.star,
          title: 'Französische Woche',
          text: md(
            'Für die Theke: Aktionswoche mit Pâté im Anschnitt, Saucisson am Stück und Probierteller. Plakate und Handzettel liefern wir auf Wunsch mit.',
          ),
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'So bestellen Sie',
      title: 'Maxi France kommt mit Ihrer normalen Lieferung',
      items: [
        {
          title: 'Probieren',
          text: md(
            'Ihr Außendienst bringt Ihnen ein Probierpaket mit sechs bis acht Artikeln, passend zu Ihrer Küche oder Theke.',
          ),
        },
        {
          title: 'Auswählen',
          text: md(
            'Im [Online-Shop](/foodservice/online-shop) finden Sie alle Artikel über den Filter „Maxi France“ und legen Ihre Favoriten in die Bestellvorlage.',
          ),
        },
        {
          title: 'Bestellen',
          text: md(
            'Lagerware bestellen Sie wie gewohnt bis 18 Uhr für den nächsten Werktag. Ganze Laibe und Sonderartikel bis Dienstag 12 Uhr für Lieferung ab Freitag.',
          ),
        },
        {
          title: 'Verkaufen',
          text: md(
            'Monatlich neue Aktionsartikel im Flyer „Maxi France des Monats“ – Ihre Preise sehen Sie nach der Anmeldung im Loginbereich.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Probieren Sie Frankreich auf unsere Kosten',
      text: md(`
        Wir stellen Ihnen ein Probierpaket zusammen, das zu Ihrem Betrieb passt, und liefern es mit Ihrer nächsten
        Tour. Noch kein Kunde? Dann lernen wir uns dabei kennen.
      `),
      actions: [
        { label: 'Probierpaket anfragen', to: '/kontakt' },
        { label: 'Zum Sortiment', to: '/produkte-und-services' },
      ],
    },
  ],
}));
