import heroImage from '~/assets/images/hero-produkte.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { site } from '~/config/site';
import { md, staticPage } from '~/features/content/rich.server';

export const produktePage = staticPage((): PageData => ({
  seo: {
    title: 'Produkte und Services',
    description:
      'Rund 4.800 Artikel für Fleischerei und Gastronomie: Frischfleisch, Wurst, Feinkost, Molkerei, Tiefkühlware und Bedarf – dazu Zuschnitt, Technik und Marketing.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Sortiment & Services',
      title: 'Alles für Theke und Küche – aus einer Hand',
      lead: md(`
        Rund 4.800 Artikel ab Lager, vom Rinderrücken bis zum Naturdarm, von der Crème fraîche bis zur
        Vakuumbeutel-Rolle. Dazu Zuschnitt nach Ihren Vorgaben, eine lückenlose Kühlkette und Menschen, die
        Fleischerhandwerk und Gastronomie von innen kennen.
      `),
      actions: [
        { label: 'Kunde werden', to: '/kontakt' },
        { label: 'Zum Online-Shop', to: '/foodservice/online-shop' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Bedientheke mit Steaks, Rollbraten, Käse und Würstchen, darüber hängen Salami, Schinken und Kräuter',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Produkte und Services' }],
    },
    {
      type: 'cards',
      eyebrow: 'Unser Sortiment',
      title: 'Neun Warengruppen, ein Lieferschein',
      intro: md(`
        Sie bestellen Fleisch, Molkereiprodukte und Verpackung in einem Zug und nehmen morgens eine Lieferung an
        statt fünf. Jede Warengruppe betreut ein eigenes Einkaufsteam, das Herkunft, Qualität und Preise im Blick
        behält.
      `),
      items: [
        {
          icon: icons.knife,
          title: 'Frischfleisch',
          text: md(
            '**Rind, Schwein, Kalb und Lamm** als Hälften, Viertel, Teilstücke oder küchenfertig portioniert. Überwiegend von Schlachtbetrieben aus Norddeutschland, mit Haltungsform und Herkunft auf jedem Etikett.',
          ),
        },
        {
          icon: icons.leaf,
          title: 'Geflügel und Wild',
          text: md(
            'Hähnchen, Pute, Ente und Gans – frisch und tiefgekühlt. **Wild aus norddeutschen Revieren** in der Saison von Reh, Hirsch und Wildschwein, ganzjährig als Tiefkühlware.',
          ),
        },
        {
          icon: icons.flame,
          title: 'Wurst und Schinken',
          text: md(
            'Aufschnitt, Brüh-, Koch- und Rohwurst, Katen- und Kochschinken am Stück oder geschnitten – als Ergänzung für Ihre Theke oder für Frühstücksbuffet und Kantine.',
          ),
        },
        {
          icon: icons.scale,
          title: 'Rohstoffe für die Wurstherstellung',
          text: md(
            '**Gewürze und Gewürzmischungen**, Natur-, Kollagen- und Kunstdärme, Pökelsalz, Kutterhilfsmittel und Zusatzstoffe – mit Spezifikationen und Allergenangaben für Ihre Rezepturen.',
          ),
        },
        {
          icon: icons.cheese,
          title: 'Feinkost und Käse',
          text: md(
            'Salate, Antipasti, Feinkostsaucen und über 300 Käsesorten, darunter unsere Eigenmarke [Maxi France](/eigenmarke-maxi-france) mit Spezialitäten aus vier französischen Regionen.',
          ),
        },
        {
          icon: icons.cup,
          title: 'Molkerei',
          text: md(
            'Milch, Sahne, Butter, Joghurt, Quark und Eier in Gastronomiegebinden – täglich frisch, damit Ihr Kühlraum nicht für eine ganze Woche reichen muss.',
          ),
        },
        {
          icon: icons.snowflake,
          title: 'Tiefkühlkost',
          text: md(
            'Pommes frites, Gemüse, Backwaren, Fisch, Desserts und Fleischspezialitäten, gelagert bei −22 °C und in Tiefkühlfächern unserer Fahrzeuge bei mindestens −18 °C geliefert.',
          ),
        },
        {
          icon: icons.chef,
          title: 'Convenience',
          text: md(
            'Fonds, Saucen, vorgegarte Fleischkomponenten und Beilagen in Kochqualität – für Küchen, in denen das Personal knapp und die Mittagszeit kurz ist.',
          ),
        },
        {
          icon: icons.box,
          title: 'Verpackung und Bedarf',
          text: md(
            'Vakuumbeutel, Thekenschalen, Einschlagpapier, Etiketten, Mehrweg-Behälter für das Außer-Haus-Geschäft, Hygiene- und Reinigungsartikel sowie Messer und Berufskleidung.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'brand',
      eyebrow: 'Zuschnitt nach Kundenwunsch',
      title: 'Ihr Steak wiegt, was auf der Karte steht',
      body: md(`
        In unserem zugelassenen Zerlegebetrieb schneiden gelernte Fleischerinnen und Fleischer die Ware so zu, wie
        Sie sie brauchen. Sie hinterlegen Ihre Vorgaben einmal in einer Zuschnittskarte, danach bestellen Sie nur noch
        die Artikelnummer.

        Für Restaurants bedeutet das planbare Wareneinsätze, für Fleischereien weniger Zerlegearbeit in
        Spitzenzeiten. Sonderzuschnitte, die bis 12 Uhr vorliegen, liefern wir in der Regel am nächsten Werktag.
      `),
      media: {
        kind: 'checklist',
        items: [
          md('**Portionsware** mit festen Gewichten, zum Beispiel Rumpsteak zu 250 g ± 10 g'),
          md('**Teilstücke** pariert, entsehnt oder mit Fettauflage nach Ihrer Vorgabe'),
          md('**Gulasch, Geschnetzeltes und Spieße** in Würfelgröße Ihrer Wahl'),
          md('**Dry Aged Beef** vom Rücken, 21 bis 42 Tage am Knochen gereift'),
          md('**Vakuumiert** in Gebinden, die zu Ihren Tagesmengen passen'),
        ],
      },
    },
    {
      type: 'cards',
      eyebrow: 'Services',
      title: 'Mehr als Ware: was Sie zusätzlich von uns bekommen',
      items: [
        {
          icon: icons.thermometer,
          title: 'Kühlkette',
          text: md(
            'Vom Kühlhaus bis an Ihre Rampe zeichnen Datenlogger die Temperatur auf. Das Protokoll jeder Lieferung finden Sie im Kundenportal – bereit für die nächste Kontrolle.',
          ),
          to: '/technischer-kundendienst/digitales-haccp',
          linkLabel: 'Digitales HACCP',
        },
        {
          icon: icons.truck,
          title: 'Tourenlieferung',
          text: md(
            '46 Kühlfahrzeuge fahren feste Touren zwischen Flensburg, Bremen und Schwerin. Sie kennen Ihren Liefertag und meist auch Ihre Fahrerin oder Ihren Fahrer.',
          ),
        },
        {
          icon: icons.cart,
          title: 'Online-Shop',
          text: md(
            'Ihr persönliches Sortiment mit Ihren Preisen, Bestellvorlagen für wiederkehrende Bestellungen und alle Rechnungen an einem Ort – rund um die Uhr.',
          ),
          to: '/foodservice/online-shop',
          linkLabel: 'Online-Shop kennenlernen',
        },
        {
          icon: icons.wrench,
          title: 'Technischer Kundendienst',
          text: md(
            'Eigene Werkstatt für Kühlung, Waagen, Aufschnittmaschinen, Wölfe und Kutter – mit Notdienst für Kälteanlagen rund um die Uhr.',
          ),
          to: '/technischer-kundendienst',
          linkLabel: 'Zum Kundendienst',
        },
        {
          icon: icons.megaphone,
          title: 'Marketing mit MKBS',
          text: md(
            'Website, Handzettel, Social Media und Aktionsplakate für Ihre Theke oder Ihr Restaurant, abgestimmt auf Sortiment und Saison.',
          ),
          to: '/mkbs',
          linkLabel: 'MKBS entdecken',
        },
        {
          icon: icons.document,
          title: 'Wochenangebote',
          text: md(
            'Jede Woche neue Aktionsartikel für Fleischerei und Gastronomie, als Flyer zum Herunterladen – Ihre Preise sehen Sie nach der Anmeldung.',
          ),
          to: '/angebote',
          linkLabel: 'Aktuelle Angebote',
        },
      ],
    },
    {
      type: 'steps',
      tone: 'muted',
      eyebrow: 'So funktioniert die Bestellung',
      title: 'In vier Schritten zur ersten Lieferung',
      intro: md(`
        Wir beliefern ausschließlich gewerbliche Kundinnen und Kunden. Der Mindestbestellwert liegt bei 150 € netto
        je Lieferung.
      `),
      items: [
        {
          title: 'Kundenkonto eröffnen',
          text: md(
            'Über das [Kontaktformular](/kontakt) oder telefonisch. Wir brauchen Ihre Gewerbeanmeldung und für Lastschrift oder Rechnungskauf eine Bankverbindung.',
          ),
        },
        {
          title: 'Sortiment abstimmen',
          text: md(
            'Ihre Ansprechperson im Außendienst besucht Sie, legt mit Ihnen Liefertage und Stammartikel fest und richtet Ihre Bestellvorlage ein.',
          ),
        },
        {
          title: 'Bis 18 Uhr bestellen',
          text: md(
            `Im Online-Shop rund um die Uhr, werktags ab 5 Uhr telefonisch unter [${site.hotline.display}](${site.hotline.href}) oder per E-Mail an [bestellung@hallberg-frischdienst.example](mailto:bestellung@hallberg-frischdienst.example).`,
          ),
        },
        {
          title: 'Ware annehmen',
          text: md(
            'Ab 5 Uhr am nächsten Werktag. Die Fahrerin oder der Fahrer nimmt leere Mehrwegkisten gleich wieder mit; Abweichungen vermerken Sie direkt auf dem Lieferschein.',
          ),
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Liefertage und Bestellschluss',
      title: 'Wann wir zu Ihnen kommen',
      intro: md(`
        Die genauen Tourentage legen wir bei der Kontoeröffnung für Ihre Adresse fest. Als Richtwert gilt:
      `),
      caption: 'Liefergebiete, Liefertage und Bestellschluss (Stand 2026)',
      head: ['Liefergebiet', 'Liefertage', 'Bestellschluss', 'Lieferung'],
      rows: [
        [
          'Hamburg',
          'Montag bis Samstag',
          '18 Uhr am Vortag, für Samstag bis Freitag 18 Uhr',
          'ab 5 Uhr, Zeitfenster auf Wunsch',
        ],
        ['Hamburger Umland', 'Montag bis Freitag', '18 Uhr am Vortag', 'ab 5:30 Uhr'],
        [
          'Schleswig-Holstein',
          'drei bis fünf Tage pro Woche je nach Tour',
          '18 Uhr am Vortag des Tourentags',
          '6 bis 12 Uhr',
        ],
        [
          'Bremen und nördliches Niedersachsen',
          'drei bis fünf Tage pro Woche je nach Tour',
          '18 Uhr am Vortag des Tourentags',
          '6 bis 12 Uhr',
        ],
        [
          'Westliches Mecklenburg-Vorpommern',
          'Dienstag, Donnerstag und Freitag',
          '18 Uhr am Vortag des Tourentags',
          '6 bis 12 Uhr',
        ],
      ],
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Gut zu wissen, bevor Sie bestellen',
      items: [
        {
          question: 'Können auch Privatpersonen bei Ihnen einkaufen?',
          answer: md(
            'Nein. Als Großhandel beliefern wir ausschließlich Gewerbebetriebe wie Fleischereien, Gastronomie, Hotellerie, Gemeinschaftsverpflegung und Caterer. Für die Kontoeröffnung benötigen wir einen Gewerbenachweis.',
          ),
        },
        {
          question: 'Warum stehen auf der Website keine Preise?',
          answer: md(
            'Unsere Preise richten sich nach Abnahmemenge, Liefertagen und Rahmenvereinbarungen. Als Kundin oder Kunde sehen Sie Ihre Nettopreise im Online-Shop und im [Loginbereich](/login).',
          ),
        },
        {
          question: 'Was passiert, wenn ein Artikel fehlt oder nicht in Ordnung ist?',
          answer: md(
            `Vermerken Sie die Abweichung auf dem Lieferschein oder melden Sie sich bis 10 Uhr am Liefertag unter [${site.hotline.display}](${site.hotline.href}). Wir schreiben den Betrag gut oder liefern, wenn möglich, noch am selben Tag nach.`,
          ),
        },
        {
          question: 'Kann ich Ware nachbestellen, wenn die Tour schon unterwegs ist?',
          answer: md(
            'In Hamburg ist eine Zusatzlieferung am selben Tag oft möglich; dafür berechnen wir eine Pauschale. Alternativ holen Sie die Ware werktags bis 18 Uhr und samstags bis 12 Uhr selbst bei uns in der Lagerstraße ab.',
          ),
        },
        {
          question: 'Führen Sie auch Bio-Ware?',
          answer: md(
            'Ja. Wir sind als Bio-Betrieb kontrolliert und führen Bio-Fleisch, Molkereiprodukte und Trockensortiment. Im Online-Shop filtern Sie das Sortiment nach Bio, Haltungsform und Herkunft.',
          ),
        },
        {
          question: 'Wie kann ich bezahlen?',
          answer: md(
            'Bestandskundinnen und -kunden zahlen per Lastschrift oder auf Rechnung mit 14 Tagen Zahlungsziel. Für die ersten Lieferungen vereinbaren wir in der Regel Lastschrift.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Lernen Sie unser Sortiment kennen',
      text: md(`
        Erzählen Sie uns, was Sie brauchen und wie viel Sie pro Woche verarbeiten. Ihre künftige Ansprechperson im
        Außendienst meldet sich innerhalb von zwei Werktagen und bringt auf Wunsch Muster mit.
      `),
      actions: [
        { label: 'Kontakt aufnehmen', to: '/kontakt' },
        { label: 'Aktuelle Angebote ansehen', to: '/angebote' },
      ],
    },
  ],
}));
