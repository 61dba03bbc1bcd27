import heroImage from '~/assets/images/hero-kontakt.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const kontaktPage = staticPage((): PageData => ({
  seo: {
    title: 'Kontakt',
    description:
      'So erreichen Sie Hallberg Frischdienst: Zentrale, Bestell-Hotline ab 5 Uhr, Technischer Kundendienst mit Notdienst, Marketing-Service und Personalabteilung.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Kontakt',
      title: 'So erreichen Sie uns',
      lead: md(`
          Ob Bestellung, Störung an der Kühlung, Frage zur Rechnung oder Bewerbung: Hier finden Sie den
          direkten Draht zur richtigen Abteilung. Unsere Zentrale ist montags bis freitags ab 5 Uhr für Sie da.
        `),
      actions: [
        { label: 'Zentrale: 040 66969-100', to: 'tel:+494066969100' },
        { label: 'E-Mail schreiben', to: 'mailto:info@hallberg-frischdienst.example' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Firmengebäude von Hallberg Frischdienst mit Standortmarkierung, daneben eine S-Bahn',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Kontakt' }],
    },
    {
      type: 'contact',
      eyebrow: 'Hotlines und Öffnungszeiten',
      title: 'Schnell verbunden',
      intro: md(`
          Bestellungen nehmen wir montags bis freitags ab 5 Uhr telefonisch entgegen, im
          [Online-Shop](/foodservice/online-shop) rund um die Uhr. Was bis 18 Uhr bestellt ist, liefern wir am
          nächsten Werktag ab 5 Uhr. Der Notdienst für Kühlanlagen ist auch außerhalb der Öffnungszeiten
          erreichbar. Für Anliegen, die nicht eilen, ist eine E-Mail oft der schnellste Weg: Sie landet
          direkt bei der zuständigen Abteilung, die sich noch am selben Werktag bei Ihnen meldet.
        `),
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Abteilungen',
      title: 'Ihr direkter Draht',
      columns: 3,
      items: [
        {
          icon: icons.phone,
          title: 'Zentrale',
          text: md(`
              Allgemeine Fragen, Rechnungen, Kundenkonto und Anfragen von Neukunden.

              [040 66969-100](tel:+494066969100)

              [info@hallberg-frischdienst.example](mailto:info@hallberg-frischdienst.example)
            `),
        },
        {
          icon: icons.cart,
          title: 'Bestellung und Lieferung',
          text: md(`
              Bestellungen, Änderungen, Liefertermine und Reklamationen zur Ware.

              [040 66969-200](tel:+494066969200)

              [bestellung@hallberg-frischdienst.example](mailto:bestellung@hallberg-frischdienst.example)
            `),
        },
        {
          icon: icons.wrench,
          title: 'Technischer Kundendienst',
          text: md(`
              Störungen, Wartung, Eichung und Notdienst für Kühlung – rund um die Uhr.

              [040 66969-300](tel:+494066969300)

              [service@hallberg-frischdienst.example](mailto:service@hallberg-frischdienst.example)
            `),
          to: '/technischer-kundendienst',
          linkLabel: 'Zum Kundendienst',
        },
        {
          icon: icons.megaphone,
          title: 'Marketing-Service MKBS',
          text: md(`
              Websites, Flyer, Social Media und Aktionen für Ihren Betrieb.

              [040 66969-400](tel:+494066969400)

              [marketing@hallberg-frischdienst.example](mailto:marketing@hallberg-frischdienst.example)
            `),
          to: '/mkbs',
          linkLabel: 'Zum Marketing-Service',
        },
        {
          icon: icons.users,
          title: 'Personal und Karriere',
          text: md(`
              Bewerbungen, Ausbildung, Praktika und Fragen zu offenen Stellen.

              [040 66969-150](tel:+494066969150)

              [karriere@hallberg-frischdienst.example](mailto:karriere@hallberg-frischdienst.example)
            `),
          to: '/karriere',
          linkLabel: 'Offene Stellen',
        },
        {
          icon: icons.star,
          title: 'Kundin oder Kunde werden',
          text: md(`
              Sie möchten bei uns einkaufen? Die Zentrale verbindet Sie mit dem Außendienst für Ihre Region,
              der Sortiment, Liefertage und Konditionen mit Ihnen bespricht.

              [040 66969-100](tel:+494066969100)
            `),
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'Gut vorbereitet',
      title: 'Das sollten Sie griffbereit haben',
      intro: md(`
          Mit diesen Angaben können wir Ihnen meist schon im ersten Gespräch helfen. Ihre
          **Kundennummer** finden Sie oben rechts auf jedem Lieferschein und jeder Rechnung.
        `),
      columns: 2,
      items: [
        md('**Kundennummer** – für jede Anfrage zu Bestellung, Lieferung und Rechnung'),
        md('**Lieferschein- oder Rechnungsnummer** bei Reklamationen und Rückfragen zu Beträgen'),
        md('**Artikelnummer und Menge**, wenn Sie telefonisch bestellen oder ändern'),
        md('**Fotos der Ware und des Etiketts**, wenn etwas nicht in Ordnung ist'),
        md('**Gerät, Typenschild und Fehlerbild** bei einer Störungsmeldung'),
        md('**Gewünschter Liefertag** und Ansprechperson vor Ort bei neuen Lieferadressen'),
      ],
    },
    {
      type: 'split',
      tone: 'dark',
      eyebrow: 'Unser Standort',
      title: 'Hallberg Frischdienst in Hamburg-Rothenburgsort',
      body: md(`
          **Hallberg Frischdienst GmbH & Co. KG**\\
          Lagerstraße 12\\
          20539 Hamburg

          An der Lagerstraße arbeiten Verwaltung, Kühl- und Tiefkühllager, Kommissionierung und unsere
          Werkstatt unter einem Dach. Besucherinnen und Besucher melden sich bitte am Empfang im
          Verwaltungsgebäude; Termine mit dem Außendienst oder dem Marketing-Service vereinbaren Sie am
          besten vorab.
        `),
      media: {
        kind: 'card',
        icon: icons.map,
        title: 'Für Ihren Besuch',
        text: md(`
            - Besucherparkplätze direkt vor dem Verwaltungsgebäude
            - Lkw-Zufahrt und Warenannahme über das Tor an der Rückseite
            - Werkstatt für Gerätereparaturen: Zugang über den Hof, bitte vorher anmelden
            - Kleingeräte zur Reparatur nehmen wir werktags bis 16 Uhr an
          `),
      },
    },
    {
      type: 'cards',
      eyebrow: 'Anfahrt',
      title: 'So finden Sie zu uns',
      columns: 3,
      items: [
        {
          icon: icons.map,
          title: 'Mit dem Auto',
          text: md(
            'Rothenburgsort liegt östlich der Innenstadt, direkt an den Elbbrücken. Über die A1 und die A255 sind Sie in wenigen Minuten bei uns. Besucherparkplätze finden Sie direkt vor dem Verwaltungsgebäude.',
          ),
        },
        {
          icon: icons.truck,
          title: 'Mit dem Lkw',
          text: md(
            'Lieferanten und Speditionen fahren über das Tor an der Rückseite zur Warenannahme. Bitte melden Sie Anlieferungen vorab an, damit eine Rampe frei ist.',
          ),
        },
        {
          icon: icons.users,
          title: 'Mit Bus und Bahn',
          text: md(
            'Mit der S-Bahn bis Rothenburgsort, eine Station hinter Berliner Tor in Richtung Bergedorf. Vom Hauptbahnhof sind Sie so in wenigen Minuten hier; von der Station sind es etwa zehn Minuten zu Fuß.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Schnelle Antworten',
      items: [
        {
          question: 'Bis wann kann ich für den nächsten Tag bestellen?',
          answer: md(
            'Was bis 18 Uhr bestellt ist, liefern wir am nächsten Werktag ab 5 Uhr. Der Mindestbestellwert beträgt 150 € netto je Lieferung.',
          ),
        },
        {
          question: 'Wie reklamiere ich eine Lieferung?',
          answer: md(
            'Prüfen Sie die Ware bei der Anlieferung und vermerken Sie Mängel auf dem Lieferschein. Melden Sie die Reklamation dann noch am selben Tag unter 040 66969-200, am besten mit Fotos.',
          ),
        },
        {
          question: 'Meine Kühlung ist ausgefallen. Wen rufe ich an?',
          answer: md(
            'Den Technischen Kundendienst unter 040 66969-300. Außerhalb der Öffnungszeiten werden Sie automatisch mit dem Notdienst verbunden.',
          ),
        },
        {
          question: 'Wie bekomme ich Zugang zum Online-Shop?',
          answer: md(
            'Als Kundin oder Kunde erhalten Sie Ihre Zugangsdaten von der Zentrale. Alles Weitere zum Shop lesen Sie unter [Online-Shop](/foodservice/online-shop).',
          ),
        },
        {
          question: 'Wie ändere ich Lieferadresse, Rechnungsanschrift oder Bankverbindung?',
          answer: md(
            'Bitte schriftlich per E-Mail an [info@hallberg-frischdienst.example](mailto:info@hallberg-frischdienst.example), immer mit Ihrer Kundennummer. Wir bestätigen jede Änderung, bevor sie wirksam wird.',
          ),
        },
        {
          question: 'Wo bekomme ich Produktdatenblätter und Allergeninformationen?',
          answer: md(
            'Datenblätter mit Zutaten, Allergenen und Nährwerten schicken wir Ihnen auf Anfrage. Nennen Sie uns dafür die Artikelnummern, am einfachsten per E-Mail an die Zentrale.',
          ),
        },
        {
          question: 'Kann ich mich auch ohne ausgeschriebene Stelle bewerben?',
          answer: md(
            'Gern. Schicken Sie Ihre Initiativbewerbung an [karriere@hallberg-frischdienst.example](mailto:karriere@hallberg-frischdienst.example). Aktuelle Stellen finden Sie unter [Karriere](/karriere).',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Neu bei Hallberg? Lernen Sie uns kennen',
      text: md(`
          Unser Außendienst stellt Ihnen Sortiment, Liefertage und Services vor – persönlich in Ihrem Betrieb
          und unverbindlich.
        `),
      actions: [
        { label: 'Zentrale anrufen', to: 'tel:+494066969100' },
        { label: 'Sortiment ansehen', to: '/produkte-und-services' },
      ],
    },
  ],
}));
