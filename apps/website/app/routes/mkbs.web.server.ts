import heroImage from '~/assets/images/hero-mkbs-web.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';
import { marketingContact } from './mkbs._index.server';

const { phone, tel, email, mailto } = marketingContact;

export const mkbsWebPage = staticPage((): PageData => ({
  seo: {
    title: 'Websites für Fleischerei und Gastronomie',
    description:
      'Websites für Fleischereien und Restaurants: schnell, barrierearm und rechtssicher, mit Wochenangeboten zum Selbstpflegen, Bestellformularen, Hosting und Pflege.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'MKBS Web',
      title: 'Websites, die Kundschaft an Ihre Theke bringen',
      lead: md(`
          Bevor jemand Ihren Laden betritt oder einen Tisch reserviert, schaut er auf dem Smartphone nach: Wann ist
          geöffnet? Was gibt es diese Woche? Kann ich die Grillplatte vorbestellen? Wir bauen Websites für
          Fleischereien und Restaurants, die genau diese Fragen in Sekunden beantworten – und die Sie selbst aktuell
          halten können.
        `),
      actions: [
        { label: 'Beratung vereinbaren', to: tel },
        { label: 'Preise ansehen', to: '#preise' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: die Website einer Fleischerei auf Laptop und Smartphone, daneben eine Standortmarkierung und ein Schutzschild mit Häkchen',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Marketing-Service', to: '/mkbs' },
        { label: 'Websites' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Was drin ist',
      title: 'Alles, was eine Betriebs-Website heute können muss',
      items: [
        {
          icon: icons.monitor,
          title: 'Für jedes Gerät gemacht',
          text: md(
            'Die meisten Besuche kommen vom Smartphone. Deshalb gestalten wir zuerst für den kleinen Bildschirm: große Schrift, Telefonnummer zum Antippen, Anfahrt mit einem Klick.',
          ),
        },
        {
          icon: icons.bolt,
          title: 'Schnell geladen',
          text: md(
            'Auch mit schwachem Netz ist die Seite in Sekunden da: optimierte Bilder, kein überflüssiger Code, Server in Deutschland. Das schätzen Besucher – und Suchmaschinen.',
          ),
        },
        {
          icon: icons.users,
          title: 'Barrierearm',
          text: md(
            'Gute Kontraste, klare Überschriften, Bildbeschreibungen, Bedienung per Tastatur. Davon profitieren ältere Stammgäste ebenso wie Menschen mit Sehschwäche. Für viele Online-Bestellfunktionen verlangt das Barrierefreiheitsstärkungsgesetz das seit Juni 2025 ohnehin.',
          ),
        },
        {
          icon: icons.shield,
          title: 'Rechtlich sauber',
          text: md(
            'Impressum nach dem Digitale-Dienste-Gesetz, Datenschutzerklärung, Einwilligungen nur dort, wo sie nötig sind. Die Rechtstexte halten wir bei Gesetzesänderungen aktuell.',
          ),
        },
        {
          icon: icons.calendar,
          title: 'Angebote selbst pflegen',
          text: md(
            'Wochenangebote, Mittagstisch und Sonderöffnungszeiten ändern Sie am Handy in wenigen Minuten. Abgelaufene Angebote verschwinden automatisch.',
          ),
        },
        {
          icon: icons.cart,
          title: 'Bestellen und anfragen',
          text: md(
            'Formulare für Partyservice, Catering, Grillpakete, Festtagsbraten und Tischreservierungen – mit Vorlaufzeiten, Abholterminen und Bestätigung per E-Mail.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'muted',
      eyebrow: 'Wochenangebote',
      title: 'Angebot planen, fünf Minuten später online',
      body: md(`
          Sie melden sich mit dem Smartphone an, wählen Artikel aus Ihrer Liste, tragen Preis und Gültigkeit ein
          und tippen auf „Veröffentlichen“. Fertig. Am Ende der Aktion verschwindet das Angebot von selbst – kein
          veralteter Preis, über den sich jemand an der Theke wundert.

          Aus denselben Angaben entsteht auf Wunsch der Aushang für Schaufenster und Theke. Wer möchte, bekommt ihn
          gedruckt mit der nächsten Warenlieferung; mehr dazu unter [Print](/mkbs/print).

          Für Restaurants funktioniert das genauso mit Mittagstisch, Tageskarte oder Saisongerichten.
        `),
      media: {
        kind: 'card',
        icon: icons.document,
        title: 'So sieht ein Angebot aus',
        text: md(`
            - **Artikel:** Nackensteaks, mariniert
            - **Preis:** 12,90 € je kg
            - **Gültig:** Donnerstag bis Samstag
            - **Foto:** aus Ihrer Bildersammlung oder frisch vom Handy
            - **Hinweis:** „Solange der Vorrat reicht“ per Häkchen
          `),
      },
    },
    {
      type: 'split',
      reverse: true,
      eyebrow: 'Partyservice und Catering',
      title: 'Bestellungen, die vollständig ankommen',
      body: md(`
          Am Telefon fehlt oft die Hälfte: die Personenzahl, der Abholtag, die Frage nach Allergien. Unser
          Bestellformular fragt alles ab, was Sie für die Kalkulation brauchen, und schickt Ihnen die Bestellung
          übersichtlich per E-Mail. Ihre Kundschaft erhält sofort eine Eingangsbestätigung; verbindlich wird die
          Bestellung erst mit Ihrer Zusage.

          - Mindestvorlauf festlegen, zum Beispiel 48 Stunden oder fünf Tage
          - Feiertage und Betriebsferien sperren
          - Abholung oder Lieferung mit Liefergebiet und Pauschale
          - Anzahlung per Überweisung, wenn Sie es wünschen
        `),
      media: {
        kind: 'card',
        icon: icons.gift,
        title: 'Beispiel: Formular „Grillpaket“',
        text: md(`
            - Paketgröße für 4, 8 oder 12 Personen
            - Auswahl: Bratwurst, Nackensteak, Hähnchenspieße, Gemüsespieße
            - Abholtag und Uhrzeit
            - Allergien und Unverträglichkeiten
            - Telefonnummer für Rückfragen
          `),
      },
    },
    {
      type: 'split',
      tone: 'herb',
      eyebrow: 'Lokal gefunden werden',
      title: 'Ihr Google-Unternehmensprofil gehört dazu',
      body: md(`
          Wer „Fleischerei in der Nähe“ sucht, sieht zuerst die Karte mit Profilen, Sternen und Fotos – erst darunter
          kommen Websites. Wir richten Ihr Profil ein oder übernehmen ein bestehendes, pflegen Öffnungszeiten und
          Feiertage, laden aktuelle Fotos hoch und verknüpfen Profil und Website.

          Bewertungen beantworten wir in Ihrem Namen und in Ihrem Ton – bei Kritik erst nach Rücksprache mit Ihnen.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Öffnungszeiten inklusive Feiertagen und Betriebsferien'),
          md('Fotos von Laden, Theke, Team und Gerichten'),
          md('Kategorien, Leistungen und Liefergebiet'),
          md('Links zu Speisekarte, Angeboten und Bestellformular'),
          md('Monatlicher Bericht: Aufrufe, Anrufe, Routenanfragen'),
        ],
      },
    },
    {
      type: 'table',
      id: 'preise',
      eyebrow: 'Preise',
      title: 'Was eine Website bei uns kostet',
      intro: md(`
          Hosting und Pflege sind immer enthalten: Server in Deutschland, verschlüsselte Verbindung, tägliche
          Sicherung, technische Updates, aktuelle Rechtstexte und kleine Änderungen bis 30 Minuten im Monat. Der
          Fototermin in Ihrem Betrieb ist Teil der Einrichtung. In unseren [MKBS-Paketen](/mkbs#pakete) ist die
          Website bereits enthalten.
        `),
      caption: 'Richtpreise netto zuzüglich Mehrwertsteuer, Mindestlaufzeit 12 Monate.',
      head: ['Leistung', 'Umfang', 'Einrichtung, einmalig', 'Hosting und Pflege, monatlich'],
      rows: [
        [
          'Onepager',
          'eine Seite mit Öffnungszeiten, Sortiment, Anfahrt und Kontakt',
          '490 €',
          '39 €',
        ],
        [
          'Betriebs-Website',
          'bis 8 Seiten, Wochenangebote selbst pflegbar, ein Bestellformular',
          '1.490 €',
          '69 €',
        ],
        [
          'Website mit Bestellwesen',
          'mehrere Filialen, beliebig viele Formulare, Tischreservierung',
          'ab 2.900 €',
          'ab 99 €',
        ],
        [
          'Google-Unternehmensprofil',
          'Einrichtung oder Übernahme, Pflege, Antworten auf Bewertungen',
          '90 €',
          '29 €',
        ],
      ],
    },
    {
      type: 'steps',
      tone: 'muted',
      eyebrow: 'Ablauf',
      title: 'In vier bis sechs Wochen online',
      intro: md(
        'Ihr Zeitaufwand insgesamt: etwa fünf Stunden, verteilt auf Gespräch, Fototermin und Freigaben.',
      ),
      items: [
        {
          title: 'Gespräch und Inhalte',
          text: md(
            'Woche 1: Wir klären Ziele, Seiten und Formulare und sammeln, was es schon gibt – Logo, Fotos, Speisekarte, Texte.',
          ),
        },
        {
          title: 'Fototermin',
          text: md(
            'Woche 2: Unsere Fotografin oder unser Fotograf kommt für einen halben Tag, am besten vormittags bei voller Theke.',
          ),
        },
        {
          title: 'Entwurf',
          text: md(
            'Woche 3 bis 4: Sie sehen die Website unter einer Testadresse, auch auf dem eigenen Handy, und sagen uns, was sich ändern soll.',
          ),
        },
        {
          title: 'Start und Einweisung',
          text: md(
            'Woche 5 bis 6: Nach Ihrer Freigabe geht die Seite online. In einer halben Stunde zeigen wir Ihnen, wie Sie Angebote selbst pflegen.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Was Sie vor dem Website-Start wissen sollten',
      items: [
        {
          question: 'Ich habe bereits eine Domain und E-Mail-Adressen. Was passiert damit?',
          answer: md(
            'Beides bleibt erhalten. Wir ziehen die Domain auf Wunsch zu unserem Hosting um oder leiten sie nur auf die neue Website; Ihre E-Mail-Postfächer laufen ohne Unterbrechung weiter.',
          ),
        },
        {
          question: 'Brauche ich einen Cookie-Banner?',
          answer: md(
            'Nur, wenn die Website Dienste nutzt, die eine Einwilligung erfordern – etwa eingebettete Karten oder Videos anderer Anbieter oder Statistikwerkzeuge mit Cookies. Wir bauen Ihre Seite so, dass sie möglichst ohne auskommt; wo nicht, holen wir die Einwilligung sauber ein.',
          ),
        },
        {
          question: 'Wer ist für Impressum und Datenschutzerklärung verantwortlich?',
          answer: md(
            'Rechtlich Ihr Betrieb als Anbieter der Website. Wir liefern geprüfte Mustertexte, passen sie an Ihre Seite an und aktualisieren sie bei Gesetzesänderungen. Eine Rechtsberatung im Einzelfall ersetzt das nicht; bei Sonderfällen helfen Ihre Innung oder Ihr Verband.',
          ),
        },
        {
          question: 'Kann ich Texte und Bilder selbst ändern?',
          answer: md(
            'Ja. Angebote, Mittagstisch, Öffnungszeiten und Neuigkeiten pflegen Sie selbst. Größere Änderungen übernehmen wir: 30 Minuten im Monat sind in der Pflege enthalten, darüber hinaus berechnen wir 68 € je Stunde.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Lassen Sie Ihre jetzige Website kostenlos prüfen',
      text: md(`
          Schicken Sie uns die Adresse Ihrer Website an [${email}](${mailto}) oder rufen Sie an unter **${phone}**.
          Innerhalb einer Woche erhalten Sie eine kurze Einschätzung: was funktioniert, was fehlt und was rechtlich
          nachgebessert werden sollte.
        `),
      actions: [
        { label: 'Website prüfen lassen', to: mailto },
        { label: `${phone} anrufen`, to: tel },
      ],
    },
  ],
}));
