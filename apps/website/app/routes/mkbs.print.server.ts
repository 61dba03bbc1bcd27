import heroImage from '~/assets/images/hero-mkbs-print.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';
import { marketingContact } from './mkbs._index.server';

const { phone, tel, email, mailto } = marketingContact;

export const mkbsPrintPage = staticPage((): PageData => ({
  seo: {
    title: 'Drucksachen für Fleischerei und Gastronomie',
    description:
      'Flyer, Wochenangebote, Plakate, Preisschilder, Speisekarten und Fahrzeugbeschriftung für Fleischerei und Gastronomie – gestaltet, gedruckt und mitgeliefert.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'MKBS Print',
      title: 'Drucksachen, die an der Theke verkaufen',
      lead: md(`
          Vom Wochenangebot bis zur Fahrzeugbeschriftung: Wir gestalten und drucken alles, was Ihre Kundschaft in
          die Hand nimmt, im Schaufenster liest oder auf der Straße vorbeifahren sieht. Im Stil Ihres Betriebs, in
          verlässlicher Qualität – und auf Wunsch mit Ihrer nächsten Warenlieferung gebracht.
        `),
      actions: [
        { label: 'Druckanfrage senden', to: mailto },
        { label: 'Preisbeispiele ansehen', to: '#preise' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Flyer, Plakat, Speisekarte und Preisschilder vor einer Fleischtheke, daneben ein beschrifteter Lieferwagen',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Marketing-Service', to: '/mkbs' },
        { label: 'Print' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Unser Druckprogramm',
      title: 'Alles aus einer Hand – vom Handzettel bis zum Lieferwagen',
      items: [
        {
          icon: icons.document,
          title: 'Flyer und Handzettel',
          text: md(
            'Für Partyservice, Neueröffnung, Jubiläum oder Saisonaktion. Als Beilage in der Tüte, zum Verteilen im Viertel oder als Haushaltsverteilung in Ihrem Einzugsgebiet.',
          ),
        },
        {
          icon: icons.calendar,
          title: 'Wochenangebotsblatt',
          text: md(
            'Ihr Angebot der Woche als Aushang oder Handzettel, immer im gleichen Layout. Ihre Liste bis Dienstag, 12 Uhr – am Donnerstagmorgen liegt der Druck bei Ihrer Warenlieferung.',
          ),
        },
        {
          icon: icons.megaphone,
          title: 'Plakate und Aushänge',
          text: md(
            'Schaufensterplakate bis DIN A0, Aufsteller für den Gehweg, Hinweise auf Betriebsferien oder Vorbestellfristen – gut lesbar auch aus fünf Metern Entfernung.',
          ),
        },
        {
          icon: icons.scale,
          title: 'Preisschilder und Thekenstecker',
          text: md(
            'Abwischbare Stecker und Schilder in Ihrem Design, mit Platz für Grundpreis, Herkunft und Haltungsform. Einmal angeschafft, jahrelang im Einsatz.',
          ),
        },
        {
          icon: icons.wine,
          title: 'Speise- und Getränkekarten',
          text: md(
            'Tageskarten zum Selbstausdrucken, abwischbare Mittagstischkarten, edle Menükarten für Feiern – mit sauberer Kennzeichnung von Allergenen und Zusatzstoffen.',
          ),
        },
        {
          icon: icons.truck,
          title: 'Fahrzeugbeschriftung',
          text: md(
            'Ihr Lieferwagen als fahrendes Plakat: Logo, Telefonnummer, Website, Partyservice. Folienbeschriftung vom Fachbetrieb, auch für Kühlfahrzeuge und Anhänger.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'muted',
      eyebrow: 'An der Theke',
      title: 'Preisschilder: klein, aber mit Pflichtangaben',
      body: md(`
          Ein Preisschild muss mehr können als gut aussehen. Bei loser Ware nach Gewicht gehört der Preis je
          Kilogramm darauf, bei Rindfleisch die Herkunftsangaben zu Geburt, Aufzucht, Schlachtung und Zerlegung. Bei
          frischem Schweinefleisch kommt schrittweise die staatliche
          [Tierhaltungskennzeichnung](/foodservice/tierhaltungskennzeichnung) hinzu.

          Wir gestalten Ihr Schildersystem so, dass all das Platz hat und trotzdem ruhig wirkt: eine Farbe je
          Warengruppe, gut lesbare Preise, austauschbare Einleger. Welche Angaben für Ihre Ware im Einzelnen gelten,
          klären Sie am besten mit Ihrer Innung oder der Lebensmittelüberwachung – wir setzen sie sauber um.

          Denken Sie auch an den Hinweis, wo Ihre Kundschaft Auskunft über Allergene bekommt. Das passende
          Thekenschild gehört zu jedem Set.
        `),
      media: {
        kind: 'card',
        icon: icons.scale,
        title: 'Thekenset „Standard“',
        text: md(`
            - 100 Thekenstecker, 8 × 5 cm, abwischbar
            - 20 Warengruppenschilder, etwa „Rind“, „Schwein“, „Geflügel“, „Hausmacher Wurst“
            - 1 Hinweisschild zu Allergenen
            - Beschriftung mit Kreidemarker oder als gedruckter Einleger
            - **Richtpreis:** 189 € netto inklusive Gestaltung
          `),
      },
    },
    {
      type: 'table',
      id: 'preise',
      eyebrow: 'Preisbeispiele',
      title: 'Papiere, Auflagen und Richtpreise',
      intro: md(`
          Die Preise gelten für den Druck nach Ihrer Freigabe. Die Gestaltung berechnen wir einmalig – ab 75 € für
          ein Angebotsblatt nach Vorlage, ab 290 € für einen neuen Flyer. Bei Nachdrucken fallen nur die
          Druckkosten an.
        `),
      caption:
        'Richtpreise netto zuzüglich Mehrwertsteuer; Lieferung mit Ihrer Warenlieferung ohne Versandkosten.',
      head: ['Produkt', 'Format und Papier', 'Auflage', 'Richtpreis Druck'],
      rows: [
        ['Flyer', 'DIN lang, 135 g/m² Bilderdruck glänzend, beidseitig', '2.500 Stück', '95 €'],
        ['Flyer', 'DIN A5, 170 g/m² Bilderdruck matt, beidseitig', '5.000 Stück', '165 €'],
        [
          'Wochenangebot',
          'DIN A4, 90 g/m² Recyclingpapier, einseitig',
          '500 Stück',
          '35 € je Woche',
        ],
        ['Plakat', 'DIN A1, 135 g/m², für Schaufenster und Aufsteller', '10 Stück', '79 €'],
        ['Thekenstecker', 'Kunststoff 0,5 mm, abwischbar, 8 × 5 cm', '100 Stück', '89 €'],
        ['Speisekarte', 'DIN A4 auf A5 gefalzt, 300 g/m², matt laminiert', '50 Stück', '149 €'],
        [
          'Fahrzeugbeschriftung',
          'Folie für Transporter, beide Seiten und Heck',
          '1 Fahrzeug',
          'ab 690 €',
        ],
      ],
    },
    {
      type: 'steps',
      tone: 'herb',
      eyebrow: 'Ablauf und Lieferzeiten',
      title: 'In fünf Werktagen von der Idee an Ihre Theke',
      intro: md(`
          Standardaufträge sind fünf Werktage nach Ihrer Freigabe bei Ihnen. Eilt es, drucken wir gegen 30 Prozent
          Aufschlag in zwei Werktagen. Für eine Fahrzeugbeschriftung planen Sie zwei bis drei Wochen ein.
        `),
      items: [
        {
          title: 'Anfrage',
          text: md(
            'Per Telefon, E-Mail oder über Ihren Außendienst. Nennen Sie Anlass, Menge und Termin – ein Handyfoto Ihrer Idee genügt.',
          ),
        },
        {
          title: 'Entwurf',
          text: md(
            'Innerhalb von zwei Werktagen erhalten Sie einen Entwurf als PDF. Zwei Korrekturrunden sind im Preis enthalten.',
          ),
        },
        {
          title: 'Freigabe und Druck',
          text: md(
            'Sie geben per E-Mail frei, wir prüfen die Daten und drucken bei unserer Partnerdruckerei in Norddeutschland.',
          ),
        },
        {
          title: 'Lieferung',
          text: md(
            'Die Drucksachen kommen mit Ihrer nächsten Warenlieferung, auf Wunsch auch direkt zum Verteildienst.',
          ),
        },
      ],
    },
    {
      type: 'checklist',
      tone: 'muted',
      eyebrow: 'Eigene Druckdaten',
      title: 'Sie liefern die Daten selbst? Darauf kommt es an',
      intro: md(`
          Arbeiten Sie mit eigener Agentur oder eigenem Programm, drucken wir auch Ihre Daten. Jede Datei prüfen
          wir vor dem Druck kostenlos und melden uns, wenn etwas nicht passt.
        `),
      columns: 2,
      items: [
        md('**PDF/X-Format**, am besten PDF/X-3 oder PDF/X-4, alle Schriften eingebettet'),
        md('**3 mm Beschnitt** an jeder Seite, wichtige Inhalte mindestens 4 mm vom Rand entfernt'),
        md('**Farbraum CMYK**, für Ihre Hausfarbe gern mit Angabe des Sonderfarbtons'),
        md(
          '**Bilder mit 300 dpi** in Endgröße – Handyfotos reichen für Flyer meist, wenn sie nicht vergrößert werden',
        ),
        md('**Logo als Vektordatei** (PDF, EPS oder SVG), nicht als Bildschirmfoto'),
        md('**Text in reinem Schwarz**, nicht aus vier Farben gemischt'),
        md('**Eine Datei je Motiv**, Vorder- und Rückseite als Seite 1 und 2'),
        md('**Kein Word-Dokument:** Schicken Sie uns lieber nur den Text, wir setzen ihn für Sie'),
      ],
    },
    {
      type: 'quote',
      text: 'Seit die Preisschilder einheitlich sind, wirkt die Theke aufgeräumter, und die Kundschaft fragt seltener nach dem Preis. Die Stecker sind nach zwei Jahren noch wie neu.',
      author: 'Jens Voss',
      role: 'Inhaber der Schlachterei Voss in Lüneburg',
    },
    {
      type: 'faq',
      tone: 'muted',
      eyebrow: 'Häufige Fragen',
      title: 'Was Sie vor dem ersten Druckauftrag wissen sollten',
      items: [
        {
          question: 'Drucken Sie auch auf Recyclingpapier?',
          answer: md(
            'Ja. Flyer und Angebotsblätter gibt es ohne Aufpreis auf zertifiziertem Recyclingpapier. Für Speisekarten und Plakate empfehlen wir es, wenn sie nicht laminiert werden.',
          ),
        },
        {
          question: 'Gestalten Sie Speisekarten mit Allergenkennzeichnung?',
          answer: md(
            'Ja. Sie geben uns Ihre Allergenliste, wir setzen die Kennzeichnung mit Kürzeln und einer Legende aller 14 Hauptallergene. Die inhaltliche Verantwortung für die Angaben bleibt bei Ihnen.',
          ),
        },
        {
          question: 'Wie kommen Flyer an die Haushalte?',
          answer: md(
            'Am günstigsten als Beilage in der Einkaufstüte. Für die Verteilung an Haushalte arbeiten wir mit regionalen Verteildiensten; Richtwert ab 60 € je 1.000 Haushalte. Das Gebiet planen wir mit Ihnen nach Postleitzahl oder Straßenzügen.',
          ),
        },
        {
          question: 'Kann ich die Motive auch online verwenden?',
          answer: md(
            'Natürlich. Sie erhalten jedes Motiv als druckfertiges PDF und als Bilddatei für Website und Social Media. Wie daraus eine ganze Kampagne wird, zeigen wir unter [Crossmedia](/mkbs/crossmedia).',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Ihr nächster Flyer beginnt mit einem Anruf',
      text: md(`
          Erzählen Sie uns, was Sie drucken möchten und bis wann: unter **${phone}** oder per E-Mail an
          [${email}](${mailto}). Innerhalb von zwei Werktagen haben Sie einen Entwurf mit Festpreis auf dem Tisch.
        `),
      actions: [
        { label: 'Druckanfrage per E-Mail', to: mailto },
        { label: `${phone} anrufen`, to: tel },
      ],
    },
  ],
}));
