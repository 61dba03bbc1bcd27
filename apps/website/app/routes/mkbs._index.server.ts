import heroImage from '~/assets/images/hero-mkbs.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

/** How customers reach the MKBS marketing team; shared by all MKBS pages. */
export const marketingContact = {
  phone: '040 66969-400',
  tel: 'tel:+494066969400',
  email: 'marketing@hallberg-frischdienst.example',
  mailto: 'mailto:marketing@hallberg-frischdienst.example',
};

const { phone, tel, email, mailto } = marketingContact;

export const mkbsPage = staticPage((): PageData => ({
  seo: {
    title: 'Marketing-Service MKBS',
    description:
      'MKBS, der Marketing-Service von Hallberg Frischdienst: Websites, Flyer, Kampagnen und Social Media für Fleischereien und Gastronomie – aus einer Hand.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Marketing · Kommunikation · Beratung · Service',
      title: 'Marketing für Ihre Theke und Ihre Küche',
      lead: md(`
          Mit MKBS bekommen Fleischereien, Restaurants, Hotels und Caterer ein Marketing-Team, das ihr Handwerk
          kennt: Websites, Drucksachen, Kampagnen und Social Media aus einer Hand – geplant mit Ihnen, umgesetzt
          von uns, zu festen Monatspreisen.
        `),
      actions: [
        { label: 'Beratung vereinbaren', to: tel },
        { label: 'Pakete vergleichen', to: '#pakete' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: ein Fleischereiladen mit roter Markise, umgeben von Website, Flyer, Smartphone und Megafon',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Marketing-Service' }],
    },
    {
      type: 'split',
      eyebrow: 'Warum Marketing?',
      title: 'Gute Ware allein füllt den Laden nicht mehr',
      body: md(`
          Ihre Kundschaft vergleicht, bevor sie kommt. Wer „Fleischerei in der Nähe“ oder „Mittagstisch Elmshorn“
          ins Smartphone tippt, entscheidet in Sekunden – nach Fotos, Öffnungszeiten und Bewertungen. Gleichzeitig
          werben Supermärkte mit Bedientheke jede Woche auf allen Kanälen.

          Dabei haben Sie, was keine Kette hat: eigene Rezepturen, Fleisch aus der Region und Menschen mit Gesicht
          hinter der Theke. Marketing heißt für uns, genau das sichtbar zu machen – regelmäßig, ehrlich und ohne
          dass Sie dafür Ihren Feierabend opfern.

          **Ein Beispiel:** Wer seinen Partyservice nur per Aushang bewirbt, erreicht vor allem Menschen, die
          ohnehin im Laden stehen. Mit Bestellformular, Google-Profil und zwei Beiträgen im Monat kommen Anfragen
          auch von Familien, Vereinen und Firmen, die Sie noch gar nicht kennen.
        `),
      media: {
        kind: 'card',
        icon: icons.info,
        title: 'Kommt Ihnen das bekannt vor?',
        text: md(`
            - Die Website ist älter als Ihre Kasse und auf dem Handy kaum lesbar.
            - Das Wochenangebot entsteht sonntagabends am Küchentisch.
            - Bei Google stehen noch die Öffnungszeiten vom letzten Jahr.
            - Das Instagram-Profil wurde angelegt – und seitdem kaum angefasst.
            - Für den Partyservice gibt es nur Zettel und Telefon.
            - Jede Aktion sieht anders aus, weil sie jedes Mal jemand anderes gestaltet.
          `),
      },
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Was MKBS bietet',
      title: 'Vier Bausteine, ein Ansprechpartner',
      intro: md(`
          Sie buchen jeden Baustein einzeln oder kombinieren alles. In beiden Fällen haben Sie eine feste
          Ansprechperson, die Ihren Betrieb, Ihre Ware und Ihre Saison kennt.
        `),
      columns: 2,
      items: [
        {
          icon: icons.monitor,
          title: 'Web',
          text: md(
            'Websites für Fleischereien und Restaurants: schnell, auf dem Smartphone gut lesbar, rechtlich sauber. Wochenangebote pflegen Sie selbst in wenigen Minuten, Partyservice-Bestellungen kommen per Formular. Hosting, Pflege und Google-Unternehmensprofil inklusive.',
          ),
          to: '/mkbs/web',
          linkLabel: 'Mehr zu Websites',
        },
        {
          icon: icons.print,
          title: 'Print',
          text: md(
            'Flyer, Wochenangebote, Plakate, Preisschilder, Speisekarten und Fahrzeugbeschriftung – gestaltet im Stil Ihres Betriebs, gedruckt in geprüfter Qualität und mit Ihrer Warenlieferung gebracht.',
          ),
          to: '/mkbs/print',
          linkLabel: 'Mehr zu Drucksachen',
        },
        {
          icon: icons.megaphone,
          title: 'Crossmedia',
          text: md(
            'Kampagnen zur Grillsaison, Spargelzeit oder zum Weihnachtsbraten: ein Motiv für Plakat, Website, Social Media und Theke. So erkennt Ihre Kundschaft die Aktion überall wieder.',
          ),
          to: '/mkbs/crossmedia',
          linkLabel: 'Mehr zu Kampagnen',
        },
        {
          icon: icons.share,
          title: 'Social Media',
          text: md(
            'Instagram, Facebook und WhatsApp mit Plan: Redaktionskalender, Fototipps für die Theke, Antworten auf Kommentare und Anzeigen mit kleinem Budget. Auf Wunsch lernen Sie alles selbst in unserem Workshop.',
          ),
          to: '/mkbs/social-media',
          linkLabel: 'Mehr zu Social Media',
        },
      ],
    },
    {
      type: 'facts',
      tone: 'brand',
      eyebrow: 'MKBS in Zahlen',
      title: 'Marketing von Leuten, die Ihr Handwerk kennen',
      items: [
        { value: '14', label: 'Fachleute für Gestaltung, Text, Web und Fotografie' },
        { value: '320', label: 'Betriebe, die wir laufend betreuen' },
        { value: '1 Tag', label: 'bis zur Rückmeldung auf Ihre Anfrage, werktags' },
        { value: '5', label: 'Werktage für die meisten Drucksachen ab Freigabe' },
      ],
    },
    {
      type: 'table',
      id: 'pakete',
      eyebrow: 'Pakete und Preise',
      title: 'Drei Pakete – passend zur Größe Ihres Betriebs',
      intro: md(`
          Die Pakete sind ein Startpunkt, kein Korsett: Jede Leistung lässt sich auch einzeln buchen, und wir passen
          den Umfang an, wenn Ihr Betrieb wächst. Druckkosten und Anzeigenbudgets rechnen wir offen nach Auflage
          und Wunsch ab.
        `),
      caption:
        'Richtpreise netto zuzüglich Mehrwertsteuer. Mindestlaufzeit 12 Monate, danach monatlich kündbar.',
      head: ['Leistung', 'Basis', 'Plus', 'Premium'],
      rows: [
        [
          'Geeignet für',
          'Einzelbetrieb, der online gefunden werden will',
          'Betrieb mit Partyservice, Mittagstisch oder Catering',
          'Filialbetrieb, Hotel oder Restaurant mit Veranstaltungen',
        ],
        [
          'Website',
          'Onepager mit Öffnungszeiten, Sortiment und Kontakt',
          'bis 8 Seiten, Wochenangebote selbst pflegbar, Bestellformular',
          'individuell, mehrere Filialen, Bestell- und Anfrageformulare',
        ],
        [
          'Hosting, Pflege, Rechtstexte',
          'inklusive',
          'inklusive',
          'inklusive, Änderungen innerhalb von 24 Stunden',
        ],
        [
          'Google-Unternehmensprofil',
          'Einrichtung',
          'Einrichtung und monatliche Pflege',
          'Pflege und Antworten auf Bewertungen',
        ],
        [
          'Drucksachen',
          'Vorlage für das Wochenangebot',
          '2 Flyer im Jahr, Preisschilder-Set',
          'Gestaltung nach Bedarf, bis 8 Stunden im Monat',
        ],
        [
          'Social Media',
          '–',
          'Redaktionsplan, 8 Beiträge im Monat',
          '12 Beiträge und Stories, Community-Management, Anzeigenbetreuung',
        ],
        ['Saisonkampagnen', '–', '1 im Jahr', '3 im Jahr'],
        ['Beratungsgespräch', 'einmal im Jahr', 'einmal im Quartal', 'monatlich'],
        ['Einrichtung, einmalig', '490 €', '1.490 €', 'nach Aufwand'],
        ['Monatlich', 'ab 89 €', 'ab 249 €', 'auf Anfrage'],
      ],
    },
    {
      type: 'steps',
      tone: 'muted',
      eyebrow: 'So arbeiten wir zusammen',
      title: 'Vom ersten Gespräch bis zur laufenden Betreuung',
      intro: md(`
          Ihr Zeitaufwand bleibt überschaubar: rund zwei Stunden für Erstgespräch und Freigaben, ein halber Tag für
          den Fototermin – danach etwa eine Viertelstunde pro Woche.
        `),
      items: [
        {
          title: 'Erstgespräch',
          text: md(
            'Wir kommen in Ihren Betrieb oder telefonieren eine Stunde mit Ihnen. Kostenlos und unverbindlich – gern auch über Ihren Außendienst vereinbart.',
          ),
        },
        {
          title: 'Vorschlag mit Festpreis',
          text: md(
            'Innerhalb von zehn Werktagen erhalten Sie einen schriftlichen Vorschlag mit Festpreis, Zeitplan und ersten Ideen für Ihre Saison.',
          ),
        },
        {
          title: 'Umsetzung',
          text: md(
            'Fotos in Ihrem Betrieb, Texte, Gestaltung, Technik. Sie geben jeden Schritt frei; ohne Ihr Okay geht nichts online oder in den Druck.',
          ),
        },
        {
          title: 'Betreuung',
          text: md(
            'Wir halten alles aktuell und melden uns vor jeder Saison mit Vorschlägen. Änderungen schicken Sie per E-Mail, Telefon oder Handyfoto.',
          ),
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Referenzen',
      title: 'Betriebe, die mit MKBS arbeiten',
      items: [
        {
          icon: icons.knife,
          title: 'Fleischerei Brandt, Elmshorn',
          text: md(
            'Drei Filialen, ein Auftritt: neue Website mit Partyservice-Formular, einheitliche Preisschilder und eine Grillkampagne mit Vorbestellung. Ergebnis der ersten Saison: knapp 40 Prozent mehr vorbestellte Grillpakete als im Vorjahr.',
          ),
        },
        {
          icon: icons.chef,
          title: 'Gasthaus Am Deich, Husum',
          text: md(
            'Landgasthof mit 90 Plätzen und Saal. Spargel- und Gänsekarte als Crossmedia-Kampagne, dazu Instagram mit wöchentlichem Mittagstisch. Die Buchungen für Weihnachtsfeiern kommen inzwischen zur Hälfte über die Website.',
          ),
        },
        {
          icon: icons.star,
          title: 'Hotel Lindenhof, Ratzeburg',
          text: md(
            'Hotel mit Restaurant und Tagungen: Speisekarten, Tischaufsteller und Bankettmappe in einheitlicher Gestaltung, dazu ein gepflegtes Google-Unternehmensprofil mit aktuellen Fotos und Antworten auf jede Bewertung.',
          ),
        },
      ],
    },
    {
      type: 'quote',
      tone: 'herb',
      text: 'Früher habe ich den Wochenzettel sonntagabends selbst gebastelt. Heute schicke ich dienstags ein Foto von meiner Liste, und am Donnerstag liegt der fertige Aushang bei der Warenlieferung.',
      author: 'Katrin Brandt',
      role: 'Fleischermeisterin, Fleischerei Brandt in Elmshorn',
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Was Betriebe vor dem Start wissen wollen',
      items: [
        {
          question: 'Muss ich Kundin oder Kunde von Hallberg Frischdienst sein?',
          answer: md(
            'MKBS ist ein Service für Betriebe mit Kundenkonto bei uns. Einen Mindestumsatz gibt es nicht; Pakete und Preise gelten für alle gleich. Noch kein Kundenkonto? Dann [sprechen Sie uns an](/kontakt).',
          ),
        },
        {
          question: 'Wem gehören Website, Domain und Fotos?',
          answer: md(
            'Ihnen. Die Domain wird auf Ihren Betrieb registriert, an Fotos und Gestaltungen erhalten Sie die Nutzungsrechte für Ihren Betrieb. Wenn Sie MKBS kündigen, bekommen Sie alle Dateien und Zugangsdaten.',
          ),
        },
        {
          question: 'Werben Sie auf meiner Website für Hallberg Frischdienst?',
          answer: md(
            'Nein. Im Mittelpunkt stehen Ihr Betrieb und Ihre Ware. Unser Name erscheint nur, wenn Sie es wünschen – etwa beim Käse unserer Eigenmarke [Maxi France](/eigenmarke-maxi-france) an Ihrer Theke.',
          ),
        },
        {
          question: 'Ich habe schon eine Website oder eine Agentur. Passt MKBS trotzdem?',
          answer: md(
            'Ja. Viele Betriebe buchen nur einzelne Leistungen, zum Beispiel Preisschilder oder eine Saisonkampagne. Bestehende Websites übernehmen wir nach einer kostenlosen Prüfung, oder wir arbeiten mit Ihrem bisherigen Dienstleister zusammen.',
          ),
        },
        {
          question: 'Wie schnell kann es losgehen?',
          answer: md(
            'Ein Erstgespräch ist meist innerhalb einer Woche möglich. Drucksachen sind in der Regel fünf Werktage nach Freigabe bei Ihnen, eine neue Website ist nach vier bis sechs Wochen online.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Sprechen Sie mit unserem Marketing-Team',
      text: md(`
          Rufen Sie uns an unter **${phone}** (Montag bis Freitag, 8 bis 17 Uhr) oder schreiben Sie an
          [${email}](${mailto}). Erzählen Sie uns kurz von Ihrem Betrieb – wir melden uns innerhalb eines Werktags
          mit einem Terminvorschlag.
        `),
      actions: [
        { label: `${phone} anrufen`, to: tel },
        { label: 'E-Mail schreiben', to: mailto },
      ],
    },
  ],
}));
