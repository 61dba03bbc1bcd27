import heroImage from '~/assets/images/hero-mkbs-crossmedia.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';
import { marketingContact } from './mkbs._index.server';

const { phone, tel, email, mailto } = marketingContact;

export const mkbsCrossmediaPage = staticPage((): PageData => ({
  seo: {
    title: 'Crossmedia-Kampagnen',
    description:
      'Crossmedia-Kampagnen für Fleischerei und Gastronomie: ein Motiv für Plakat, Website, Social Media und Theke – zu Grillsaison, Spargelzeit und Weihnachtsbraten.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'MKBS Crossmedia',
      title: 'Eine Idee, alle Kanäle',
      lead: md(`
          Ein starkes Motiv, einmal fotografiert und gestaltet – und dann überall: auf dem Plakat im Schaufenster,
          auf der Website, bei Instagram, auf dem Flyer in der Tüte und am Aufsteller an der Theke. So wird aus einer
          Aktion eine Kampagne, die Ihre Kundschaft wiedererkennt und die sich rechnet.
        `),
      actions: [
        { label: 'Kampagne besprechen', to: tel },
        { label: 'Zum Kampagnenkalender', to: '#kalender' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: ein Grillmotiv in der Mitte, verbunden mit Plakat, Laptop, Smartphone und Thekenaufsteller, darunter ein Jahreskalender',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Marketing-Service', to: '/mkbs' },
        { label: 'Crossmedia' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Das Prinzip',
      title: 'Wiedererkennung schlägt Einzelaktion',
      body: md(`
          Die meisten Menschen müssen ein Angebot mehrmals sehen, bevor sie handeln. Zeigen Plakat,
          Instagram-Beitrag und Flyer dasselbe Bild, dieselbe Überschrift und denselben Zeitraum, verstärkt jeder
          Kontakt den vorherigen. Sehen sie drei verschiedene Gestaltungen, fängt die Werbung jedes Mal von vorn an.

          Crossmedia spart außerdem Geld: ein Fotoshooting, eine Gestaltung, ein Text – und daraus zehn und mehr
          Formate. Für Sie heißt das: ein Abstimmungstermin statt fünf und eine Freigabe statt vieler.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('**Ein Kernmotiv** mit Foto, Überschrift und Farbe'),
          md(
            '**Ein klares Angebot** mit Zeitraum, etwa „Grillpaket vorbestellen bis Freitag vor Pfingsten“',
          ),
          md('**Ein messbares Ziel:** Vorbestellungen, Reservierungen oder eingelöste Gutscheine'),
          md('**Alle Formate aus einer Hand**, aufeinander abgestimmt'),
          md('**Eine kurze Auswertung** nach dem Ende der Aktion'),
        ],
      },
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Bewährte Kampagnen',
      title: 'Drei Anlässe, die sich jedes Jahr lohnen',
      items: [
        {
          icon: icons.leaf,
          title: 'Spargelzeit',
          text: md(
            'April bis 24. Juni. Für die Fleischerei: Koch- und Katenschinken mit Sauce hollandaise als Paket „Alles zum Spargel“. Für das Restaurant: die Spargelkarte mit Tischaufsteller, Instagram-Serie und Reservierung über die Website.',
          ),
        },
        {
          icon: icons.flame,
          title: 'Grillsaison',
          text: md(
            'Mai bis August. Grillpakete zum Vorbestellen, Marinaden aus eigener Herstellung, ein Grillabend vor dem Laden. Das Motiv läuft auf Plakat, Flyer, Website, Story und Tütenaufkleber – Start zum ersten warmen Wochenende.',
          ),
        },
        {
          icon: icons.gift,
          title: 'Weihnachtsbraten',
          text: md(
            'Oktober bis Dezember. Gans, Ente, Rinderfilet und Festtagsbraten vorbestellen, klare Abholzeiten, Platten für Fondue und Raclette. Für Restaurant und Hotel: Weihnachtsfeiern und Festtagsmenüs rechtzeitig buchbar machen.',
          ),
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Ein Motiv, viele Formate',
      title: 'Was in einem Kampagnenpaket steckt',
      columns: 4,
      items: [
        {
          icon: icons.print,
          title: 'Print',
          text: md(
            'Plakat DIN A1, Flyer DIN lang, Thekenaufsteller, Tütenaufkleber und auf Wunsch eine Anzeige im Wochenblatt.',
          ),
        },
        {
          icon: icons.monitor,
          title: 'Web',
          text: md(
            'Banner auf der Startseite, eigene Aktionsseite mit Vorbestellformular, Beitrag im Google-Unternehmensprofil.',
          ),
        },
        {
          icon: icons.share,
          title: 'Social Media',
          text: md(
            'Drei bis fünf Beiträge, Stories mit Countdown, ein kurzes Video und eine Anzeige für Ihr Einzugsgebiet.',
          ),
        },
        {
          icon: icons.cart,
          title: 'Im Betrieb',
          text: md(
            'Schaufensterfolie, Deckenhänger, Schilder an der Theke, Tischaufsteller im Restaurant und Gutscheine zum Mitnehmen.',
          ),
        },
      ],
    },
    {
      type: 'table',
      id: 'kalender',
      tone: 'muted',
      eyebrow: 'Kampagnenkalender',
      title: 'Ihr Marketingjahr auf einen Blick',
      intro: md(`
          Gute Kampagnen beginnen zwei bis drei Monate vor dem Anlass. Der Kalender zeigt, was sich in welchem Monat
          anbietet – und wann Sie spätestens mit uns sprechen sollten.
        `),
      caption:
        'Anlässe und Ideen für Fleischerei und Gastronomie. Ostern und Pfingsten verschieben sich je nach Jahr.',
      head: ['Monat', 'Anlass', 'Ideen für Theke und Küche', 'Planung beginnen'],
      rows: [
        [
          'Januar',
          'Grünkohlzeit, Neujahrsempfänge',
          'Kohlwurst und Kasseler, Grünkohlessen für Vereine und Firmen',
          'im November',
        ],
        ['Februar', 'Valentinstag', 'Steak-Duo für zwei, Menü zu zweit', 'im Dezember'],
        [
          'März',
          'Ostern, Frühlingsbeginn',
          'Lamm und Osterschinken vorbestellen, Osterbrunch',
          'im Januar',
        ],
        ['April', 'Spargelstart', 'Schinkenpaket „Alles zum Spargel“, Spargelkarte', 'im Februar'],
        [
          'Mai',
          'Grillstart, Muttertag, Himmelfahrt',
          'Grillpakete, Bollerwagen-Paket zum Vatertag, Muttertagsmenü',
          'im Februar',
        ],
        [
          'Juni',
          'Spargelfinale, Sommerfeste',
          'Partyplatten für Gartenfeste, Sommerterrasse',
          'im April',
        ],
        [
          'Juli',
          'Sommerferien, Grillhochsaison',
          'Marinade der Woche, Grillkurs, leichte Sommerkarte',
          'im Mai',
        ],
        [
          'August',
          'Einschulung, Ferienende',
          'Partyservice für Einschulungsfeiern, Familienplatten',
          'im Juni',
        ],
        [
          'September',
          'Wildsaison, Erntedank',
          'Wild aus der Region, Wildwochen im Restaurant',
          'im Juli',
        ],
        [
          'Oktober',
          'Gänsezeit, Schlachtfest',
          'Martinsgans vorbestellen, Schlachteplatte, Herbstmenü',
          'im August',
        ],
        [
          'November',
          'Martinstag, Weihnachtsfeiern',
          'Vorbestellung der Festtagsbraten starten, Feiern buchen',
          'im August',
        ],
        [
          'Dezember',
          'Weihnachten, Silvester',
          'Braten, Fondue, Raclette mit Käse von Maxi France, Festtagsmenüs',
          'im September',
        ],
      ],
    },
    {
      type: 'split',
      eyebrow: 'Erfolg messen',
      title: 'Woran Sie sehen, ob sich eine Kampagne gelohnt hat',
      body: md(`
          Vor dem Start legen wir fest, woran wir den Erfolg messen – mit Zahlen, die Sie ohnehin haben oder die
          ohne Aufwand entstehen:

          - **Vorbestellungen und Reservierungen** über Formular, Telefon und Theke
          - **Eingelöste Gutscheine** mit einem Code je Kanal, etwa „FLYER“ oder „INSTA“
          - **Umsatz der Warengruppe** an der Kasse im Vergleich zum Vorjahr
          - **Aufrufe der Aktionsseite**, Anrufe und Routenanfragen über das Google-Profil
          - **Reichweite und Reaktionen** in Social Media

          Nach der Kampagne erhalten Sie eine Auswertung auf einer Seite und ein halbstündiges Gespräch: Was hat
          gewirkt, was machen wir im nächsten Jahr anders?
        `),
      media: {
        kind: 'quote',
        text: 'Wir dachten, Plakate im Schaufenster reichen. Erst mit dem Gutscheincode haben wir gesehen, dass ein Drittel der Grillbestellungen über Instagram kam.',
        author: 'Katrin Brandt',
        role: 'Fleischerei Brandt in Elmshorn',
      },
    },
    {
      type: 'facts',
      tone: 'herb',
      eyebrow: 'Aus der Praxis',
      title: 'Grillsaison bei der Fleischerei Brandt in Elmshorn',
      intro: md(
        'Sechs Wochen Kampagne in drei Filialen: Plakat, Flyer, Aktionsseite mit Vorbestellformular, vier Beiträge und eine Anzeige mit 120 € Budget.',
      ),
      items: [
        { value: '+38 %', label: 'vorbestellte Grillpakete gegenüber dem Vorjahr' },
        { value: '412', label: 'eingelöste Gutscheine in sechs Wochen' },
        { value: '2.900', label: 'Aufrufe der Aktionsseite' },
        { value: '3', label: 'Filialen mit einem gemeinsamen Auftritt' },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'Ablauf',
      title: 'So entsteht Ihre Kampagne',
      intro: md(`
          Ihr Zeitaufwand: rund drei bis vier Stunden – ein Planungsgespräch, der Fototermin und zwei Freigaben per
          E-Mail.
        `),
      items: [
        {
          title: 'Zehn Wochen vorher',
          text: md(
            '**Planung:** Wir legen Anlass, Angebot, Ziel und Budget fest und wählen die Kanäle, die zu Ihrer Kundschaft passen.',
          ),
        },
        {
          title: 'Acht Wochen vorher',
          text: md(
            '**Motiv:** Fotoshooting mit Ihrer Ware, dann Überschrift und Gestaltung. Sie wählen aus zwei Entwürfen.',
          ),
        },
        {
          title: 'Vier Wochen vorher',
          text: md(
            '**Produktion:** Alle Formate entstehen, werden gedruckt und eingeplant. Ihr Team bekommt einen Spickzettel mit Angebot, Preisen und Zeitraum.',
          ),
        },
        {
          title: 'Start und Auswertung',
          text: md(
            '**Laufzeit:** Wir steuern Beiträge und Anzeigen nach, und zum Schluss sprechen wir über die Ergebnisse.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Was Sie zu Kampagnen wissen sollten',
      items: [
        {
          question: 'Was kostet eine Kampagne?',
          answer: md(
            'Ein Kampagnenpaket mit Fotos, Motiv und allen oben genannten Formaten beginnt bei 890 € für Gestaltung und Betreuung. Druck und Anzeigenbudget kommen nach Auflage und Wunsch hinzu. In unseren [Paketen](/mkbs#pakete) Plus und Premium sind eine beziehungsweise drei Kampagnen im Jahr enthalten.',
          ),
        },
        {
          question: 'Gibt es fertige Kampagnen zum kleinen Preis?',
          answer: md(
            'Ja. Zu Spargelzeit, Grillsaison und Weihnachten bieten wir jedes Jahr Gemeinschaftskampagnen an: fertige Motive, die wir mit Ihrem Logo, Ihren Preisen und Öffnungszeiten anpassen. Ab 290 € für Plakat, Flyer und drei Social-Media-Beiträge.',
          ),
        },
        {
          question: 'Wir sind ein Restaurant ohne Theke. Passt das trotzdem?',
          answer: md(
            'Natürlich. Statt Thekenschildern gibt es Tischaufsteller, Einleger für die Speisekarte und Aktionen für Reservierungen. Das Prinzip bleibt dasselbe.',
          ),
        },
        {
          question: 'Können wir Ware von Hallberg Frischdienst für die Aktion einplanen?',
          answer: md(
            'Ja, und zwar frühzeitig: Wir stimmen Mengen und Liefertermine mit Ihrem Außendienst ab, damit Gänse, Grillfleisch oder Spargelschinken rechtzeitig da sind. Aktuelle Aktionsware finden Sie unter [Angebote](/angebote).',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Die nächste Saison kommt bestimmt',
      text: md(`
          Sprechen Sie uns mindestens zehn Wochen vor Ihrem Anlass an – für die Grillsaison also am besten im
          Februar. Telefon **${phone}**, E-Mail [${email}](${mailto}).
        `),
      actions: [
        { label: 'Kampagne anfragen', to: mailto },
        { label: `${phone} anrufen`, to: tel },
      ],
    },
  ],
}));
