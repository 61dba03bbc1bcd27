import heroImage from '~/assets/images/hero-foodservice.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const foodservicePage = staticPage((): PageData => ({
  seo: {
    title: 'Foodservice',
    description:
      'Foodservice von Hallberg Frischdienst: portioniertes Fleisch, Convenience, Molkereiprodukte und Tiefkühlware für Gastronomie, Hotels und Kantinen im Norden.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Foodservice',
      title: 'Alles für Ihre Küche – geliefert, beraten, kalkuliert',
      lead: md(`
          Restaurants, Hotels, Kantinen, Kliniken und Caterer beziehen bei uns Fleisch in Kochqualität,
          Convenience, Molkereiprodukte, Tiefkühlware und Trockensortiment – auf festen Touren geliefert,
          von Köchinnen und Köchen beraten und mit Zahlen, mit denen Sie Ihre Karte sicher kalkulieren.
        `),
      actions: [
        { label: 'Kundin oder Kunde werden', to: '/kontakt' },
        { label: 'Zum Online-Shop', to: '/foodservice/online-shop' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: eine Profiküche mit Herd, dampfendem Topf, portionierten Steaks auf dem Brett und einer Lieferkiste mit Käse und Milch',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Foodservice' }],
    },
    {
      type: 'cards',
      eyebrow: 'Für wen wir liefern',
      title: 'Ein Großhandel, der Ihren Küchenalltag kennt',
      intro: md(`
          Ein À-la-carte-Restaurant braucht andere Gebinde als eine Klinikküche mit 800 Essen am Tag. Deshalb
          stellen wir Sortiment, Liefertage und Packungsgrößen auf Ihren Betrieb ein.
        `),
      columns: 4,
      items: [
        {
          icon: icons.chef,
          title: 'Restaurants und Gasthöfe',
          text: md(
            'Portionierte Steaks, Fonds und Saucen in Kochqualität, Käse für die Dessertkarte – auch in kleinen Gebinden für die Tageskarte.',
          ),
        },
        {
          icon: icons.star,
          title: 'Hotellerie',
          text: md(
            'Frühstücksbuffet, Bankett und Zimmerservice aus einer Lieferung: Aufschnitt, Eier, Butterportionen, Backwaren aus der Tiefkühlung.',
          ),
        },
        {
          icon: icons.users,
          title: 'Gemeinschaftsverpflegung',
          text: md(
            'Kantinen, Kliniken, Schulen und Kitas erhalten Großgebinde, feste Preise über Ausschreibungszeiträume und lückenlose Allergenangaben.',
          ),
        },
        {
          icon: icons.truck,
          title: 'Catering und Veranstaltungen',
          text: md(
            'Für Veranstaltungen planen wir Sonderlieferungen mit Ihnen – auch samstags und mit Rücknahme nicht angebrochener Gebinde nach Absprache.',
          ),
        },
      ],
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Sortiment',
      title: 'Von der Hüfte bis zum Hartweizengrieß',
      intro: md(`
          Rund 4.800 Artikel liegen ständig in unserem Lager in Hamburg-Rothenburgsort – gekühlt, tiefgekühlt
          und trocken. Die wichtigsten Sortimentsbereiche für Ihre Küche:
        `),
      items: [
        {
          icon: icons.knife,
          title: 'Portioniertes Fleisch',
          text: md(
            'Steaks, Schnitzel, Rouladen und Geschnetzeltes in festen Gewichten, zum Beispiel 180 g oder 220 g, vakuumiert und auf Wunsch mit Angabe der Haltungsform.',
          ),
        },
        {
          icon: icons.chef,
          title: 'Convenience',
          text: md(
            'Fonds, Saucen, vorgegarte Beilagen und Gratins, die Sie mit eigener Handschrift vollenden – sinnvoll, wenn Personal knapp und die Karte lang ist.',
          ),
        },
        {
          icon: icons.cheese,
          title: 'Molkereiprodukte und Käse',
          text: md(
            'Sahne, Butter, Milch und Crème fraîche in Gastronomiegebinden, dazu Käse und Charcuterie unserer Eigenmarke Maxi France.',
          ),
          to: '/eigenmarke-maxi-france',
          linkLabel: 'Maxi France entdecken',
        },
        {
          icon: icons.snowflake,
          title: 'Tiefkühlware',
          text: md(
            'Gemüse, Pommes frites, Fisch, Backwaren und Desserts bei −18 °C gelagert und in geschlossener Kühlkette bis in Ihren Tiefkühlraum geliefert.',
          ),
        },
        {
          icon: icons.wheat,
          title: 'Trockensortiment',
          text: md(
            'Pasta, Reis, Mehl, Öle, Gewürze, Konserven und Feinkost – in 5- und 10-Kilo-Gebinden für Großküchen und in kleineren Einheiten für die À-la-carte-Küche.',
          ),
        },
        {
          icon: icons.box,
          title: 'Verpackung und Küchenbedarf',
          text: md(
            'Mehrwegschalen, Becher, Folien und Reinigungsmittel – damit auch Ihr To-go-Geschäft die Mehrwegpflicht erfüllt.',
          ),
          to: '/foodservice/mehrwegpflicht',
          linkLabel: 'Zur Mehrwegpflicht',
        },
      ],
    },
    {
      type: 'split',
      tone: 'brand',
      eyebrow: 'Fachberatung',
      title: 'Beraten von Köchinnen und Köchen, nicht von Katalogen',
      body: md(`
          Unsere Fachberaterinnen und Fachberater im Foodservice haben selbst am Pass gestanden. Sie kommen in
          Ihre Küche, probieren mit Ihnen neue Produkte und rechnen nach, ob sich ein Convenience-Artikel
          gegenüber der eigenen Herstellung lohnt – inklusive Arbeitszeit.

          Einen Termin vereinbaren Sie über Ihren Außendienst oder über unser [Kontaktformular](/kontakt).
          Die Beratung ist für Kundinnen und Kunden kostenlos.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('**Produktvorstellung** in Ihrer Küche, mit Verkostung'),
          md('**Speisekartencheck:** Wareneinsatz je Gericht und Sortimentsvorschläge'),
          md('**Saisonplanung** mit unseren [Rezeptkarten](/foodservice/rezepte)'),
          md('**Schulungen** für Ihr Team, zum Beispiel zu Garverfahren und Allergenen'),
          md('**Unterstützung bei Ausschreibungen** in der Gemeinschaftsverpflegung'),
        ],
      },
    },
    {
      type: 'steps',
      eyebrow: 'Tourenlieferung',
      title: 'Heute bis 18 Uhr bestellt, morgen ab 5 Uhr in Ihrer Kühlung',
      intro: md(`
          46 Kühlfahrzeuge fahren täglich feste Touren durch Hamburg, Schleswig-Holstein, Bremen, das nördliche
          Niedersachsen und das westliche Mecklenburg-Vorpommern. Der Mindestbestellwert liegt bei 150 € netto
          je Lieferung.
        `),
      items: [
        {
          title: 'Bestellen',
          text: md(
            'Im [Online-Shop](/foodservice/online-shop) rund um die Uhr, per Bestell-Hotline [040 66969-200](tel:+494066969200) werktags ab 5 Uhr oder über Ihren Außendienst.',
          ),
        },
        {
          title: 'Kommissionieren',
          text: md(
            'Nachts stellt unser Lager Ihre Bestellung zusammen – getrennt nach Kühl-, Tiefkühl- und Trockenware.',
          ),
        },
        {
          title: 'Liefern',
          text: md(
            'Ihre Tour kommt an festen Liefertagen, in Hamburg und im Umland in vereinbarten Zeitfenstern. Auf Wunsch mit Schlüssellieferung vor Dienstbeginn.',
          ),
        },
        {
          title: 'Annehmen',
          text: md(
            'Lieferschein, Chargen und Temperaturprotokoll der Tour finden Sie digital im Kundenkonto – gut für Ihre Eigenkontrolle.',
          ),
        },
      ],
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Menü- und Kostenkalkulation',
      title: 'Wissen, was ein Teller kostet',
      intro: md(`
          Wer den Wareneinsatz je Portion kennt, kalkuliert seine Karte sicher. Unsere Fachberatung rechnet Ihre
          Gerichte mit Ihren Einkaufspreisen durch und zeigt, wo sich Portionsgrößen, Beilagen oder Lieferanten
          lohnen. So sieht eine typische Rechnung aus – der Kalkulationsfaktor 3,5 entspricht einem
          Wareneinsatz von rund 29 % des Nettoverkaufspreises.
        `),
      caption:
        'Beispielrechnung „Schweinerückensteak mit Rahmsauce, Kartoffelgratin und Bohnen“, eine Portion, Einkaufspreise netto, gerundet',
      head: ['Position', 'Menge je Portion', 'Einkaufspreis', 'Wareneinsatz'],
      rows: [
        ['Schweinerückensteak, portioniert', '180 g', '13,00 €/kg', '2,34 €'],
        ['Kartoffelgratin, vorgegart', '200 g', '3,90 €/kg', '0,78 €'],
        ['Prinzessbohnen, tiefgekühlt', '120 g', '3,00 €/kg', '0,36 €'],
        ['Rahmsauce auf Fondbasis', '80 ml', '2,75 €/l', '0,22 €'],
        ['Garnitur, Butter, Gewürze', 'pauschal', '–', '0,15 €'],
        ['Wareneinsatz gesamt', '', '', '3,85 €'],
        ['Verkaufspreis netto bei Faktor 3,5', '', '', '13,48 €'],
      ],
    },
    {
      type: 'split',
      tone: 'herb',
      eyebrow: 'Allergene und Kennzeichnung',
      title: 'Allergenangaben, auf die Sie sich verlassen können',
      body: md(`
          Auch für lose abgegebene Speisen müssen Sie Ihre Gäste über die 14 Hauptallergene der
          Lebensmittelinformationsverordnung informieren – schriftlich oder mündlich mit einer schriftlichen
          Dokumentation, die auf Nachfrage vorliegt.

          Für jeden Artikel halten wir ein Produktdatenblatt mit Zutaten, Allergenen, Zusatzstoffen und
          Nährwerten bereit. Ändert ein Hersteller seine Rezeptur, erfahren Sie es über das Kundenkonto.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Produktdatenblätter für alle Artikel im Online-Shop, als PDF'),
          md('Allergenübersicht Ihres Sortiments als Tabelle zum Weiterverarbeiten'),
          md('Hinweis bei Rezepturänderungen Ihrer regelmäßig bestellten Artikel'),
          md('Rezeptkarten mit fertiger Allergenangabe je Gericht'),
        ],
      },
    },
    {
      type: 'cards',
      eyebrow: 'Mehr zum Foodservice',
      title: 'Werkzeuge und Wissen für Ihre Küche',
      columns: 4,
      items: [
        {
          icon: icons.document,
          title: 'Rezeptkarten',
          text: md(
            'Kostenlose Rezeptkarten mit Mengen für 10 und 50 Portionen, Wareneinsatz und Allergenen.',
          ),
          to: '/foodservice/rezepte',
          linkLabel: 'Rezeptkarten laden',
        },
        {
          icon: icons.cart,
          title: 'Online-Shop',
          text: md(
            'Ihr Sortiment, Ihre Preise, Ihre Bestellvorlagen – rund um die Uhr, am Rechner oder per App.',
          ),
          to: '/foodservice/online-shop',
          linkLabel: 'Shop kennenlernen',
        },
        {
          icon: icons.recycle,
          title: 'Mehrwegpflicht',
          text: md(
            'Was im To-go-Geschäft seit 2023 gilt, welche Ausnahmen es gibt und welche Mehrwegbehälter wir führen.',
          ),
          to: '/foodservice/mehrwegpflicht',
          linkLabel: 'Pflichten prüfen',
        },
        {
          icon: icons.award,
          title: 'Tierhaltungskennzeichnung',
          text: md(
            'Die fünf Haltungsformen erklärt – und was sie für Restaurants und Fleischereien bedeuten.',
          ),
          to: '/foodservice/tierhaltungskennzeichnung',
          linkLabel: 'Stufen verstehen',
        },
      ],
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Gut zu wissen, bevor Sie bestellen',
      items: [
        {
          question: 'Wie werde ich Kundin oder Kunde?',
          answer: md(
            'Schreiben Sie uns über das [Kontaktformular](/kontakt) oder rufen Sie uns an. Ihr Außendienst besucht Sie, legt mit Ihnen Sortiment, Liefertage und Konditionen fest und eröffnet Ihr Kundenkonto. Wir beliefern ausschließlich gewerbliche Kundinnen und Kunden.',
          ),
        },
        {
          question: 'Gibt es einen Mindestbestellwert?',
          answer: md(
            'Ja, 150 € netto je Lieferung. Kleinere Nachbestellungen können Sie mit der nächsten regulären Tour kombinieren.',
          ),
        },
        {
          question: 'Kann ich Produkte vorher testen?',
          answer: md(
            'Ja. Unsere Fachberatung bringt Muster mit oder legt sie Ihrer nächsten Lieferung bei – besonders sinnvoll vor einem Kartenwechsel oder einer Ausschreibung.',
          ),
        },
        {
          question: 'Was passiert, wenn etwas mit der Lieferung nicht stimmt?',
          answer: md(
            'Prüfen Sie die Ware bei Annahme und vermerken Sie Abweichungen auf dem Lieferschein. Reklamationen melden Sie am Liefertag im Online-Shop oder unter [040 66969-200](tel:+494066969200); Ersatz kommt in der Regel mit der nächsten Tour.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Lernen Sie uns in Ihrer Küche kennen',
      text: md(`
          Erzählen Sie uns, was Sie kochen und für wie viele Gäste. Wir melden uns innerhalb von zwei Werktagen
          und vereinbaren einen Termin mit Ihrer Fachberatung – gern mit Verkostung.
        `),
      actions: [
        { label: 'Beratungstermin anfragen', to: '/kontakt' },
        { label: 'Rezeptkarten ansehen', to: '/foodservice/rezepte' },
      ],
    },
  ],
}));
