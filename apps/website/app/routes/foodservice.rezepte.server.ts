import heroImage from '~/assets/images/hero-rezepte.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

// Block 0 is the hero; the list of recipe cards from the media library follows right after it.
export const rezeptePage = staticPage((): PageData => ({
  seo: {
    title: 'Rezepte',
    description:
      'Kostenlose Rezeptkarten für Gastronomie und Großküche: Zutaten für 10 und 50 Portionen, Wareneinsatz, Allergene und Arbeitsschritte als PDF zum Herunterladen.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Rezeptkarten für Profis',
      title: 'Rezeptkarten für Restaurant und Großküche',
      lead: md(`
          Erprobte Gerichte zum Herunterladen: mit Mengen für 10 und 50 Portionen, kalkuliertem Wareneinsatz,
          Allergenangaben und Arbeitsschritten, die auch eine neue Kollegin am ersten Tag umsetzen kann.
          Kostenlos und als PDF zum Ausdrucken.
        `),
      actions: [
        { label: 'Zu den Rezeptkarten', to: '#rezeptkarten' },
        { label: 'So sind die Karten aufgebaut', to: '#aufbau' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: eine Rezeptkarte auf einem Klemmbrett neben einer Suppenschale, Kräutern und einem Kochlöffel',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Foodservice', to: '/foodservice' },
        { label: 'Rezepte' },
      ],
    },
    {
      type: 'cards',
      id: 'aufbau',
      eyebrow: 'Aufbau der Karten',
      title: 'Was auf jeder Rezeptkarte steht',
      intro: md(`
          Jede Karte passt auf eine DIN-A4-Seite, Vorder- und Rückseite. Vorn steht alles für die Planung, hinten
          alles für die Produktion – so kann die Karte laminiert am Posten hängen.
        `),
      items: [
        {
          icon: icons.scale,
          title: 'Zutaten für 10 und 50 Portionen',
          text: md(
            'Zwei Mengenspalten, in Gramm und Liter, mit unseren Artikelnummern. Gewürze und Säure sind für die große Menge eigens abgeschmeckt, nicht bloß verfünffacht.',
          ),
        },
        {
          icon: icons.euro,
          title: 'Wareneinsatz je Portion',
          text: md(
            'Berechnet mit unseren Listenpreisen zum Stand der Karte. Ein leeres Feld daneben ist für Ihren eigenen Einkaufspreis gedacht.',
          ),
        },
        {
          icon: icons.info,
          title: 'Allergene und Zusatzstoffe',
          text: md(
            'Die 14 Hauptallergene nach Lebensmittelinformationsverordnung, abgeleitet aus den Produktdatenblättern der verwendeten Artikel.',
          ),
        },
        {
          icon: icons.clock,
          title: 'Arbeitsschritte und Zeiten',
          text: md(
            'Mise en place, Garverfahren, Temperaturen und Zeiten für Herd und Kombidämpfer, dazu der Hinweis, was sich am Vortag vorbereiten lässt.',
          ),
        },
        {
          icon: icons.thermometer,
          title: 'Hygiene und Kerntemperaturen',
          text: md(
            'Kritische Punkte wie Kerntemperatur, Abkühlen und Heißhalten bei mindestens 65 °C – passend zu Ihrem HACCP-Konzept.',
          ),
        },
        {
          icon: icons.chef,
          title: 'Anrichten und Varianten',
          text: md(
            'Ein Anrichtevorschlag für den Teller und Varianten für Buffet, vegetarische Linie oder Schulverpflegung.',
          ),
        },
      ],
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Ein Blick auf die Karte',
      title: 'Beispiel: Hühnerfrikassee mit Reis',
      intro: md(`
          So sieht die Zutatenliste auf einer unserer Karten aus. Der Wareneinsatz liegt bei rund 1,95 € je
          Portion. Allergene laut Karte: Milch (Sahne, Butter), Gluten (Weizenmehl) und Sellerie (Geflügelfond).
          Die Angaben gelten nur für die genannten Artikel – wer austauscht, prüft die Allergene neu.
        `),
      caption:
        'Auszug aus der Rezeptkarte „Hühnerfrikassee mit Reis“: 160 g Fleisch (roh) je Portion',
      head: ['Zutat', '10 Portionen', '50 Portionen'],
      rows: [
        ['Hähnchenbrustfilet, gewürfelt', '1,6 kg', '8,0 kg'],
        ['Champignons, frisch', '600 g', '3,0 kg'],
        ['Möhren, in Scheiben', '400 g', '2,0 kg'],
        ['Erbsen, tiefgekühlt', '400 g', '2,0 kg'],
        ['Butter', '80 g', '400 g'],
        ['Weizenmehl Type 405', '80 g', '400 g'],
        ['Geflügelfond', '1,5 l', '7,5 l'],
        ['Sahne, 30 % Fett', '0,4 l', '2,0 l'],
        ['Zitrone (Saft und Abrieb)', '1 Stück', '4 Stück'],
        ['Langkornreis, roh', '800 g', '4,0 kg'],
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Saisonale Themen',
      title: 'Die Karte zur Jahreszeit – rechtzeitig vor der Saison',
      intro: md(`
          Neue Karten veröffentlichen wir etwa sechs Wochen vor Saisonbeginn. Genug Zeit, um Gerichte zu testen,
          die Speisekarte zu drucken und Mengen mit Ihrem Außendienst abzustimmen.
        `),
      columns: 4,
      items: [
        {
          icon: icons.leaf,
          title: 'Frühjahr',
          text: md(
            'Spargel mit Schinken und Sauce hollandaise, Bärlauchgerichte, Lammkeule zu Ostern, leichte Frühlingssuppen.',
          ),
        },
        {
          icon: icons.flame,
          title: 'Sommer',
          text: md(
            'Grillteller und Spieße, Salate als Hauptgericht, kalte Suppen und Gerichte für die Terrasse, die Hitze vertragen.',
          ),
        },
        {
          icon: icons.wheat,
          title: 'Herbst',
          text: md(
            'Wild aus der Region, Kürbis und Pilze, Schmorgerichte – und die Gänsekarte für November in allen Mengen.',
          ),
        },
        {
          icon: icons.snowflake,
          title: 'Winter',
          text: md(
            'Grünkohl mit Kasseler und Kohlwurst, Braten für Weihnachtsfeiern, Festtagsmenüs für das Bankett.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'herb',
      eyebrow: 'Gemeinschaftsverpflegung',
      title: 'Für Kantine, Klinik und Schule gedacht',
      body: md(`
          Viele unserer Karten entstehen zusammen mit Küchenleitungen aus der Gemeinschaftsverpflegung. Sie sind
          auf große Mengen, Ausgabe über mehrere Stunden und knappe Budgets ausgelegt – und lassen sich mit den
          Qualitätsstandards der Deutschen Gesellschaft für Ernährung in Ihrem Speiseplan verbinden.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Vegetarische Variante auf jeder Karte mit Fleisch'),
          md('Hinweise zum Regenerieren im Kombidämpfer und zum Heißhalten'),
          md('Allergenkürzel, die Sie direkt in den Speiseplan übernehmen'),
          md('Portionsgrößen für Kinder, Jugendliche und Erwachsene'),
          md('Wareneinsatz auch für die 50-Portionen-Menge ausgewiesen'),
        ],
      },
    },
    {
      type: 'steps',
      eyebrow: 'Zutaten bestellen',
      title: 'Von der Rezeptkarte in den Warenkorb',
      items: [
        {
          title: 'Karte auswählen',
          text: md(
            'Laden Sie die Karte als PDF herunter und testen Sie das Gericht in Ihrer Küche.',
          ),
        },
        {
          title: 'Menge festlegen',
          text: md(
            'Rechnen Sie von 10 oder 50 Portionen auf Ihre Gästezahl hoch. Jede Zutat trägt unsere Artikelnummer.',
          ),
        },
        {
          title: 'Bestellvorlage anlegen',
          text: md(
            'Im [Online-Shop](/foodservice/online-shop) speichern Sie die Zutaten als Vorlage – beim nächsten Mal genügt ein Klick.',
          ),
        },
        {
          title: 'Bis 18 Uhr bestellen',
          text: md(
            'Was bis 18 Uhr bestellt ist, liefern wir am nächsten Werktag ab 5 Uhr, ab 150 € netto je Lieferung.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Rund um die Rezeptkarten',
      items: [
        {
          question: 'Was kosten die Rezeptkarten?',
          answer: md(
            'Nichts. Die Karten stehen allen offen, auch wenn Sie noch nicht bei uns bestellen. Die Preise für den Wareneinsatz beziehen sich auf unser Sortiment.',
          ),
        },
        {
          question: 'Darf ich die Karten anpassen und weitergeben?',
          answer: md(
            'In Ihrem Betrieb ja: Passen Sie Mengen, Beilagen und Anrichteweise an, drucken und laminieren Sie die Karten für Ihr Team. Eine Veröffentlichung, etwa in eigenen Broschüren, sprechen Sie bitte vorher mit uns ab.',
          ),
        },
        {
          question: 'Wie aktuell ist der Wareneinsatz?',
          answer: md(
            'Jede Karte nennt den Stand der Preise. Wir aktualisieren die Berechnung jedes Quartal; Ihr persönlicher Einkaufspreis kann abweichen. Im Online-Shop sehen Sie jederzeit Ihre aktuellen Preise.',
          ),
        },
        {
          question: 'Sind die Allergenangaben verbindlich?',
          answer: md(
            'Sie gelten für die auf der Karte genannten Artikel. Für die Information Ihrer Gäste bleiben Sie verantwortlich: Wenn Sie Zutaten austauschen oder Produkte anderer Hersteller verwenden, prüfen Sie die Angaben anhand der Produktdatenblätter.',
          ),
        },
        {
          question: 'Ich suche ein bestimmtes Gericht. Können Sie helfen?',
          answer: md(
            'Gern. Schreiben Sie uns über das [Kontaktformular](/kontakt), welches Gericht Sie für wie viele Portionen brauchen. Unsere Fachberatung schlägt eine Rezeptur vor und rechnet sie mit Ihnen durch.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Ihre Karte, unsere Zutaten',
      text: md(`
          Sie planen einen Kartenwechsel, eine Aktionswoche oder das Weihnachtsgeschäft? Unsere Köchinnen und Köche
          in der Fachberatung stellen Ihnen passende Rezepturen zusammen – mit Kalkulation und Bestellliste.
        `),
      actions: [
        { label: 'Fachberatung anfragen', to: '/kontakt' },
        { label: 'Zum Online-Shop', to: '/foodservice/online-shop' },
      ],
    },
  ],
}));
