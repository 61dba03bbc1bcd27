import heroImage from '~/assets/images/hero-online-shop.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

const shopUrl = 'https://shop.hallberg-frischdienst.example';

export const onlineShopPage = staticPage((): PageData => ({
  seo: {
    title: 'Online-Shop',
    description:
      'Im B2B-Online-Shop von Hallberg Frischdienst bestellen Sie rund um die Uhr: Ihr Sortiment, Ihre Preise, Bestellvorlagen, Belege als PDF und Lieferung ab 5 Uhr.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'B2B-Online-Shop',
      title: 'Bestellen, wann es in Ihren Küchenalltag passt',
      lead: md(`
          Nach dem Service noch schnell den Kühlraum durchgehen und nachbestellen? Im Hallberg Online-Shop sehen
          Sie Ihr persönliches Sortiment mit Ihren Preisen, bestellen aus gespeicherten Vorlagen und finden
          Lieferscheine und Rechnungen an einem Ort. Bis 18 Uhr bestellt, am nächsten Werktag ab 5 Uhr geliefert.
        `),
      actions: [
        { label: 'Zum Online-Shop', to: shopUrl },
        { label: 'Zugang beantragen', to: '/kontakt' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Laptop und Smartphone mit geöffnetem Online-Shop, daneben ein Warenkorb und eine Uhr, die 18 Uhr zeigt',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Foodservice', to: '/foodservice' },
        { label: 'Online-Shop' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Funktionen',
      title: 'Was der Shop Ihnen abnimmt',
      items: [
        {
          icon: icons.euro,
          title: 'Ihr Sortiment, Ihre Preise',
          text: md(
            'Sie sehen die Artikel, die Sie bestellen, mit Ihren vereinbarten Konditionen – dazu die aktuellen Angebote der Woche.',
          ),
        },
        {
          icon: icons.document,
          title: 'Bestellvorlagen',
          text: md(
            'Legen Sie Vorlagen an, etwa „Montag Frühstück“ oder „Bankett 120 Personen“, und passen Sie nur noch die Mengen an.',
          ),
        },
        {
          icon: icons.clock,
          title: 'Bestellschluss 18 Uhr',
          text: md(
            'Bis 18 Uhr können Sie Bestellungen anlegen, ändern und stornieren. Ein Zähler zeigt, wie viel Zeit bis zum Bestellschluss bleibt.',
          ),
        },
        {
          icon: icons.calendar,
          title: 'Liefertage und Zeitfenster',
          text: md(
            'Sie wählen unter Ihren Tourentagen; in Hamburg und im Umland sehen Sie das vereinbarte Zeitfenster Ihrer Lieferung.',
          ),
        },
        {
          icon: icons.download,
          title: 'Belege als PDF',
          text: md(
            'Lieferscheine, Rechnungen und Gutschriften stehen zum Download bereit, Rechnungen auch als E-Rechnung für Ihre Buchhaltung.',
          ),
        },
        {
          icon: icons.phone,
          title: 'App für unterwegs',
          text: md(
            'Mit der App für iOS und Android scannen Sie Regaletiketten im Lager und legen Artikel direkt in den Warenkorb.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'brand',
      eyebrow: 'Bestellen und liefern',
      title: 'Ein fester Rhythmus, auf den Ihre Küche bauen kann',
      body: md(`
          Der Shop ist rund um die Uhr geöffnet. Was bis 18 Uhr eingeht, kommissioniert unser Lager in der Nacht,
          und ab 5 Uhr fahren die Touren. Sie erhalten eine Bestellbestätigung per E-Mail und sehen im Kundenkonto,
          wann Ihr Fahrzeug voraussichtlich ankommt.

          Der Mindestbestellwert beträgt 150 € netto je Lieferung. Der Warenkorb zeigt Ihnen, wie viel noch fehlt.
        `),
      media: {
        kind: 'facts',
        items: [
          { value: '24/7', label: 'online bestellen' },
          { value: '18 Uhr', label: 'Bestellschluss am Vortag' },
          { value: '5 Uhr', label: 'Start der Auslieferung' },
          { value: '150 €', label: 'Mindestbestellwert netto' },
        ],
      },
    },
    {
      type: 'steps',
      eyebrow: 'Zugang',
      title: 'In vier Schritten zu Ihrem Shop-Zugang',
      intro: md(`
          Der Shop steht gewerblichen Kundinnen und Kunden mit Kundenkonto offen. Wenn Sie schon bei uns
          bestellen, genügt ein kurzer Hinweis an Ihren Außendienst.
        `),
      items: [
        {
          title: 'Zugang anfragen',
          text: md(
            'Bestandskunden fragen ihren Außendienst oder schreiben über das [Kontaktformular](/kontakt). Neukunden eröffnen zuerst ein Kundenkonto, dafür brauchen wir Ihren Gewerbenachweis.',
          ),
        },
        {
          title: 'Einladung erhalten',
          text: md(
            'Sie bekommen eine E-Mail mit einem persönlichen Link. Darüber vergeben Sie Ihr Passwort – der Link gilt sieben Tage.',
          ),
        },
        {
          title: 'Team einrichten',
          text: md(
            'Legen Sie weitere Zugänge an, etwa für Küchenchef und Einkauf, und bestimmen Sie, wer bestellen und wer nur Belege sehen darf.',
          ),
        },
        {
          title: 'Vorlagen anlegen',
          text: md(
            'Ihr Außendienst hilft beim ersten Mal: Aus Ihren bisherigen Bestellungen entstehen Vorlagen, die Sie selbst weiterpflegen.',
          ),
        },
      ],
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Bestellwege',
      title: 'Shop, App, Telefon oder Außendienst?',
      intro: md(`
          Sie müssen sich nicht festlegen: Alle Wege landen in derselben Bestellung, und Ihr Kundenkonto zeigt
          jede Bestellung, egal wie sie aufgegeben wurde.
        `),
      caption: 'Bestellwege im Vergleich',
      head: ['Merkmal', 'Online-Shop', 'App', 'Bestell-Hotline', 'Außendienst'],
      rows: [
        [
          'Erreichbar',
          'rund um die Uhr',
          'rund um die Uhr',
          'Mo–Fr 5–18 Uhr, Sa 6–12 Uhr',
          'nach Terminvereinbarung',
        ],
        ['Ihre Preise sichtbar', 'ja', 'ja', 'auf Nachfrage', 'ja'],
        ['Bestellvorlagen', 'anlegen und nutzen', 'nutzen', '–', 'gemeinsam anlegen'],
        ['Lieferscheine und Rechnungen', 'ja, als PDF', 'ja, als PDF', 'per E-Mail', '–'],
        [
          'Besonders geeignet für',
          'Wochenbestellung am Schreibtisch',
          'Nachbestellung am Regal',
          'Eilfälle und Rückfragen',
          'neue Produkte und Konditionen',
        ],
      ],
    },
    {
      type: 'split',
      eyebrow: 'Nach der Lieferung',
      title: 'Belege und Auswertungen ohne Papierstapel',
      body: md(`
          Im Kundenkonto finden Sie zu jeder Lieferung den Lieferschein mit Chargennummern und
          Mindesthaltbarkeitsdaten, das Temperaturprotokoll der Tour und die Rechnung. Rechnungen erhalten Sie
          als PDF und als strukturierte E-Rechnung, wie sie im Geschäftsverkehr zwischen Unternehmen schrittweise
          zur Pflicht wird.

          Fehlt etwas oder stimmt eine Menge nicht, melden Sie das direkt zur Lieferung – mit Foto, am Liefertag.
        `),
      reverse: true,
      media: {
        kind: 'checklist',
        items: [
          md('Lieferscheine mit Charge und Mindesthaltbarkeitsdatum'),
          md('Rechnungen als PDF und E-Rechnung, auch als Sammelrechnung'),
          md('Einkaufsauswertung nach Warengruppen und Monaten, als Tabelle exportierbar'),
          md('Produktdatenblätter mit Allergenen zu jedem Artikel'),
          md('Reklamation mit Foto direkt zur Lieferung'),
        ],
      },
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Antworten rund um den Online-Shop',
      items: [
        {
          question: 'Kostet die Nutzung des Shops etwas?',
          answer: md(
            'Nein. Shop und App sind für Kundinnen und Kunden kostenlos, es gelten Ihre gewohnten Konditionen.',
          ),
        },
        {
          question: 'Gelten im Shop dieselben Preise wie am Telefon?',
          answer: md(
            'Ja. Der Shop zeigt Ihre vereinbarten Preise und die aktuellen [Angebote](/angebote). Aktionspreise gelten für den angegebenen Lieferzeitraum.',
          ),
        },
        {
          question: 'Ich habe nach 18 Uhr etwas vergessen. Was nun?',
          answer: md(
            'Nach Bestellschluss nimmt der Shop Bestellungen für den übernächsten Werktag an. In dringenden Fällen rufen Sie am Morgen ab 5 Uhr die Bestell-Hotline unter [040 66969-200](tel:+494066969200) an – wir helfen, soweit es die Tour zulässt.',
          ),
        },
        {
          question: 'Kann ich für mehrere Betriebe bestellen?',
          answer: md(
            'Ja. Mit einem Zugang wählen Sie zwischen Ihren Lieferadressen, etwa Restaurant, Kantine und Cateringküche, jeweils mit eigenem Sortiment und eigenen Belegen.',
          ),
        },
        {
          question: 'Was brauche ich technisch?',
          answer: md(
            'Einen aktuellen Browser auf Rechner, Tablet oder Smartphone. Die App gibt es für iOS und Android; Sie melden sich mit denselben Zugangsdaten an.',
          ),
        },
        {
          question: 'Ich habe mein Passwort vergessen.',
          answer: md(
            'Über „Passwort vergessen“ auf der Anmeldeseite des Shops erhalten Sie einen neuen Link per E-Mail. Ist Ihr Zugang gesperrt, hilft die Bestell-Hotline weiter.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Noch kein Zugang? Das ist schnell erledigt.',
      text: md(`
          Schreiben Sie uns Ihre Kundennummer oder, wenn Sie neu bei uns sind, Ihren Betrieb und Ihre Anschrift.
          Wir richten Ihren Zugang ein und zeigen Ihnen auf Wunsch in 20 Minuten am Telefon, wie alles funktioniert.
        `),
      actions: [
        { label: 'Zugang beantragen', to: '/kontakt' },
        { label: 'Zum Online-Shop', to: shopUrl },
      ],
    },
  ],
}));
