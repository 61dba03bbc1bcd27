import heroImage from '~/assets/images/hero-angebote.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { site } from '~/config/site';
import { md, staticPage } from '~/features/content/rich.server';

// Block 0 is the hero; the list of flyer files is rendered directly after it.
export const angebotePage = staticPage((): PageData => ({
  seo: {
    title: 'Angebote',
    description:
      'Unsere Wochenangebote für Fleischerei und Gastronomie als Flyer zum Herunterladen. Ihre persönlichen Preise sehen Sie als Kundin oder Kunde im Loginbereich.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Aktuelle Angebote',
      title: 'Wochenangebote für Theke und Küche',
      lead: md(`
        Jeden Donnerstag erscheinen unsere neuen Angebotsflyer für die folgende Woche: Aktionsartikel aus Fleisch,
        Wurst, Feinkost, Tiefkühlung und Bedarf. Laden Sie die Flyer hier herunter – Ihre persönlichen Preise
        sehen Sie nach der Anmeldung im Loginbereich.
      `),
      actions: [
        { label: 'Zum Loginbereich', to: '/login' },
        { label: 'Kunde werden', to: '/kontakt' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: aufgefächerte Angebotsflyer mit Fleisch, Käse und Geflügel, daneben ein Wochenkalender und ein Symbol zum Herunterladen',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Produkte und Services', to: '/produkte-und-services' },
        { label: 'Angebote' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Was in den Flyern steht',
      title: 'Vier Flyer, jeder für seinen Zweck',
      intro: md(`
        Jeder Flyer nennt Artikelnummer, Gebinde, Herkunft und Aktionszeitraum – alles, was Sie zum Planen und
        Bestellen brauchen. Nur die Preise fehlen, denn die richten sich nach Ihren Konditionen.
      `),
      columns: 4,
      items: [
        {
          icon: icons.knife,
          title: 'Fleischerei',
          text: md(
            'Teilstücke, Rohstoffe für die Wurstherstellung, Gewürze, Därme und Verpackung – mit Vorschlägen, welche Artikel sich als Wochenangebot für Ihre Theke eignen.',
          ),
        },
        {
          icon: icons.chef,
          title: 'Gastronomie und Hotellerie',
          text: md(
            'Portionsware, Convenience, Molkerei und Tiefkühlprodukte für Restaurant, Frühstücksbuffet und Bankett, oft mit Rezeptidee.',
          ),
        },
        {
          icon: icons.cheese,
          title: 'Maxi France des Monats',
          text: md(
            'Ausgewählte Spezialitäten unserer [Eigenmarke Maxi France](/eigenmarke-maxi-france) – Käse, Charcuterie und Feinkost mit Serviervorschlag.',
          ),
        },
        {
          icon: icons.calendar,
          title: 'Saison',
          text: md(
            'Grillsaison, Spargelzeit, Wild und Gans, Weihnachten und Silvester: Sonderflyer mit genügend Vorlauf für Ihre Planung und Vorbestellungen.',
          ),
        },
      ],
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Erscheinungsweise',
      title: 'Wann es neue Flyer gibt',
      intro: md(`
        Alle Flyer sind PDF-Dateien im Format DIN A4, die Sie am Bildschirm lesen oder ausdrucken können. Ältere
        Ausgaben nehmen wir nach Ablauf des Aktionszeitraums aus dem Angebot.
      `),
      caption: 'Erscheinungstermine und Gültigkeit unserer Angebotsflyer',
      head: ['Flyer', 'Erscheint', 'Gültig'],
      rows: [
        ['Fleischerei', 'jeden Donnerstag ab 12 Uhr', 'Montag bis Samstag der Folgewoche'],
        [
          'Gastronomie und Hotellerie',
          'jeden Donnerstag ab 12 Uhr',
          'Montag bis Samstag der Folgewoche',
        ],
        [
          'Maxi France des Monats',
          'am letzten Donnerstag des Vormonats',
          'den ganzen Kalendermonat',
        ],
        [
          'Saison',
          'vier bis sechs Wochen vor Saisonbeginn',
          'laut Angabe auf dem Flyer, solange der Vorrat reicht',
        ],
      ],
    },
    {
      type: 'split',
      eyebrow: 'Preise im Loginbereich',
      title: 'Ihre Preise sehen nur Sie',
      body: md(`
        Warum stehen keine Preise auf den Flyern? Weil es bei uns nicht den einen Preis gibt. Er hängt von Ihrer
        Abnahmemenge, Ihren Liefertagen und Ihren Vereinbarungen ab. Ein öffentlicher Preis wäre für die meisten
        Kundinnen und Kunden schlicht falsch.

        Im [Loginbereich](/login) finden Sie dieselben Flyer mit Ihren Nettopreisen sowie Produktspezifikationen
        und Dokumente zum Herunterladen. Sie melden sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.

        Noch keinen Zugang? Registrieren Sie sich im Loginbereich mit Ihrer geschäftlichen E-Mail-Adresse. Sobald
        wir die Registrierung Ihrem Kundenkonto zugeordnet haben, schalten wir den Zugang frei – in der Regel
        innerhalb eines Werktags.
      `),
      media: {
        kind: 'steps',
        items: [
          { title: 'Anmelden', text: md('Im Loginbereich mit E-Mail-Adresse und Passwort.') },
          { title: 'Flyer öffnen', text: md('Unter „Angebote“ die aktuelle Woche wählen.') },
          {
            title: 'Preise prüfen',
            text: md('Ihre Nettopreise stehen direkt bei jedem Aktionsartikel.'),
          },
          {
            title: 'Bestellen',
            text: md('Im Online-Shop, telefonisch oder über den Außendienst.'),
          },
        ],
      },
      actions: [{ label: 'Zum Loginbereich', to: '/login' }],
    },
    {
      type: 'steps',
      tone: 'muted',
      eyebrow: 'Angebote bestellen',
      title: 'So kommen die Angebote zu Ihnen',
      intro: md(`
        Angebotsartikel bestellen Sie wie jede andere Ware. Es gelten Bestellschluss, Liefertage und der
        Mindestbestellwert von 150 € netto je Lieferung.
      `),
      items: [
        {
          title: 'Artikel auswählen',
          text: md(
            'Notieren Sie die Artikelnummern aus dem Flyer oder markieren Sie die Artikel direkt im ausgedruckten Exemplar.',
          ),
        },
        {
          title: 'Online bestellen',
          text: md(
            'Im [Online-Shop](/foodservice/online-shop) sind alle Angebote der Woche gekennzeichnet und mit einem Klick im Warenkorb.',
          ),
        },
        {
          title: 'Oder anrufen',
          text: md(
            `Unsere Bestell-Hotline [${site.hotline.display}](${site.hotline.href}) ist werktags ab 5 Uhr besetzt. Nennen Sie einfach die Artikelnummern.`,
          ),
        },
        {
          title: 'Am nächsten Morgen',
          text: md(
            'Was bis 18 Uhr bestellt ist, liefern wir am nächsten Werktag ab 5 Uhr – mit Ihrer regulären Tour.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Rund um unsere Angebote',
      items: [
        {
          question: 'Kann ich größere Mengen eines Angebots reservieren?',
          answer: md(
            'Ja. Bei Mengen über einen Karton hinaus, etwa für eine Aktion an Ihrer Theke oder ein Bankett, bestellen Sie bitte bis Mittwoch 12 Uhr der Vorwoche vor. Dann halten wir die Ware sicher für Sie zurück.',
          ),
        },
        {
          question: 'Wie verhalten sich Aktionspreise zu meinen vereinbarten Konditionen?',
          answer: md(
            'Ist der Aktionspreis günstiger als Ihr regulärer Preis, berechnen wir im Aktionszeitraum automatisch den Aktionspreis. Vereinbarte Rückvergütungen und Jahresboni bleiben davon unberührt.',
          ),
        },
        {
          question: 'Bis wann kann ich ein Wochenangebot bestellen?',
          answer: md(
            'Bis zum Bestellschluss vor Ihrem letzten Liefertag der Aktionswoche, also bis 18 Uhr am Vortag. In Hamburg ist das für die Samstagslieferung der Freitag, 18 Uhr.',
          ),
        },
        {
          question: 'Was passiert, wenn ein Angebotsartikel ausverkauft ist?',
          answer: md(
            'Angebote gelten, solange der Vorrat reicht. Ist ein Artikel vergriffen, rufen wir Sie an und schlagen einen gleichwertigen Ersatz vor – geliefert wird nur, was Sie bestätigen.',
          ),
        },
        {
          question: 'Kann ich die Flyer per E-Mail bekommen?',
          answer: md(
            'Gern. Schreiben Sie an [bestellung@hallberg-frischdienst.example](mailto:bestellung@hallberg-frischdienst.example), dann senden wir Ihnen die Flyer jeden Donnerstag zu. Abbestellen können Sie jederzeit.',
          ),
        },
        {
          question: 'Darf ich die Flyer an meine eigene Kundschaft weitergeben?',
          answer: md(
            'Die Flyer richten sich an gewerbliche Kundinnen und Kunden. Für Handzettel und Plakate mit Ihren eigenen Verkaufspreisen gestaltet unser [Marketing-Service MKBS](/mkbs/print) passende Vorlagen.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Noch kein Kunde? Dann lernen wir uns kennen',
      text: md(`
        Wir beliefern Fleischereien, Gastronomie, Hotellerie und Gemeinschaftsverpflegung in ganz Norddeutschland.
        Nach der Kontoeröffnung sehen Sie alle Angebote mit Ihren Preisen im Loginbereich.
      `),
      actions: [
        { label: 'Kontakt aufnehmen', to: '/kontakt' },
        { label: 'Sortiment ansehen', to: '/produkte-und-services' },
      ],
    },
  ],
}));
