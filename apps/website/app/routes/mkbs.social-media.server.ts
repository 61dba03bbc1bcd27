import heroImage from '~/assets/images/hero-mkbs-social.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';
import { marketingContact } from './mkbs._index.server';

const { phone, tel, email, mailto } = marketingContact;

export const mkbsSocialMediaPage = staticPage((): PageData => ({
  seo: {
    title: 'Social Media für Fleischerei und Gastronomie',
    description:
      'Instagram, Facebook und WhatsApp für Fleischerei und Restaurant: Redaktionspläne, Fototipps für die Theke, Community-Management, kleine Anzeigen und Workshops.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'MKBS Social Media',
      title: 'Zeigen Sie, was hinter Ihrer Theke passiert',
      lead: md(`
          Frisch aufgeschnittener Schinken, der Mittagstisch von heute, das Team beim Wurstmachen: Davon lebt Social
          Media – und genau das haben Sie jeden Tag vor Augen. Wir helfen Ihnen, Instagram, Facebook und WhatsApp
          mit wenig Zeitaufwand regelmäßig zu bespielen, oder übernehmen es ganz.
        `),
      actions: [
        { label: 'Beratung vereinbaren', to: tel },
        { label: 'Zum Workshop', to: '#workshop' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: ein Smartphone mit Fotos aus einer Fleischerei, umgeben von Herzen, Sprechblasen und einer Kamera',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Marketing-Service', to: '/mkbs' },
        { label: 'Social Media' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Die Kanäle',
      title: 'Welcher Kanal wofür?',
      intro: md(
        'Sie müssen nicht überall sein. Besser ein Kanal, der regelmäßig lebt, als drei verwaiste Profile.',
      ),
      items: [
        {
          icon: icons.camera,
          title: 'Instagram',
          text: md(
            'Der Kanal für Bilder und kurze Videos. Ideal für Mittagstisch, Tagesgerichte, Grillideen und den Blick in die Wurstküche – und um Auszubildende zu finden, denn hier sind die Jüngeren unterwegs.',
          ),
        },
        {
          icon: icons.users,
          title: 'Facebook',
          text: md(
            'Hier erreichen Sie die Stammkundschaft ab 40 und die Gemeinschaft im Ort: Veranstaltungen, Vereinsfeste, Öffnungszeiten an Feiertagen. Beiträge planen wir gemeinsam mit Instagram.',
          ),
        },
        {
          icon: icons.phone,
          title: 'WhatsApp',
          text: md(
            'Mit WhatsApp Business kommt das Wochenangebot direkt aufs Handy – zu allen, die sich dafür angemeldet haben. Praktisch auch für Vorbestellungen und Rückfragen.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'muted',
      eyebrow: 'Redaktionsplan',
      title: 'Drei Beiträge pro Woche, feste Tage, kein Stress',
      body: md(`
          Profile schlafen meist ein, weil jede Woche die Suche nach einer Idee von vorn beginnt. Im Redaktionsplan
          steht fest, an welchem Tag was erscheint – für drei Monate im Voraus, mit Saisonthemen, Feiertagen und
          Ihren Aktionen.

          Ihr Anteil: Fotos und kurze Videos aus dem Alltag, etwa 30 Minuten pro Woche. Texte, Bearbeitung und
          Veröffentlichung übernehmen wir. Oder Sie machen alles selbst, und wir liefern Plan und Vorlagen.
        `),
      media: {
        kind: 'card',
        icon: icons.calendar,
        title: 'Beispielwoche einer Fleischerei',
        text: md(`
            - **Montag:** der Mittagstisch der Woche als ein Bild
            - **Mittwoch:** Blick hinter die Kulissen – heute wird Leberwurst gemacht
            - **Freitag:** Wochenendangebot und Grilltipp als kurzes Video
            - **Samstag:** Story „Noch zehn Grillpakete da“
            - **Laufend:** Antworten auf Kommentare und Nachrichten
          `),
      },
    },
    {
      type: 'checklist',
      eyebrow: 'Fototipps',
      title: 'Bessere Bilder an der Theke – mit dem Handy',
      intro: md(
        'Sie brauchen keine teure Kamera. Diese Handgriffe machen den größten Unterschied:',
      ),
      columns: 2,
      items: [
        md(
          '**Licht prüfen:** Thekenbeleuchtung färbt Fleisch oft rötlich. Fotografieren Sie Ware lieber auf einem Brett am Fenster bei Tageslicht.',
        ),
        md(
          '**Glas putzen:** Wer durch die Thekenscheibe fotografiert, wischt vorher Scheibe und Kameralinse ab – Fingerabdrücke sieht man sofort.',
        ),
        md(
          '**Nah rangehen:** Marmorierung, Kruste, Schnittfläche. Ein Ausschnitt wirkt appetitlicher als die ganze Theke.',
        ),
        md(
          '**Hochformat nutzen:** 4:5 für Beiträge, 9:16 für Stories und Reels. Halten Sie das Handy senkrecht.',
        ),
        md(
          '**Hintergrund aufräumen:** Eimer, Reinigungsmittel und Kartons gehören nicht ins Bild, Kräuter und Holzbretter schon.',
        ),
        md(
          '**Hände zeigen:** Schneiden, Binden, Anrichten – Handwerk wirkt in Bewegung. Saubere Schürze und Handschuhe inklusive.',
        ),
        md(
          '**Serien machen:** immer derselbe Platz, dasselbe Brett, dasselbe Licht. So entsteht ein Stil, den man wiedererkennt.',
        ),
        md(
          '**Kurze Videos:** 10 bis 20 Sekunden reichen – der Anschnitt eines Bratens, das Zischen auf dem Grill.',
        ),
      ],
    },
    {
      type: 'split',
      tone: 'herb',
      reverse: true,
      eyebrow: 'Community-Management',
      title: 'Antworten gehört dazu',
      body: md(`
          Social Media ist kein Schaufenster, sondern ein Gespräch. Wer nach Öffnungszeiten fragt, ein Grillpaket
          bestellen möchte oder sich beschwert, erwartet eine Antwort – am besten am selben Tag.

          Auf Wunsch übernehmen wir das für Sie: montags bis samstags, in Ihrem Ton und nach klaren Regeln.
          Bestellungen leiten wir an Ihr Formular oder Telefon weiter, Fragen zu Allergenen beantworten wir nur mit
          Ihren Angaben, und bei Kritik stimmen wir uns vorher mit Ihnen ab.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Antwort innerhalb von 24 Stunden, samstags bis 14 Uhr'),
          md('Freundlich, sachlich und mit Vornamen unterschrieben'),
          md('Kritik öffentlich ernst nehmen, Details per Nachricht klären'),
          md('Beleidigungen und Spam konsequent entfernen'),
          md('Monatlicher Überblick über Fragen, Lob und Beschwerden'),
        ],
      },
    },
    {
      type: 'table',
      eyebrow: 'Anzeigen',
      title: 'Werbung mit kleinem Budget: vier Beispiele',
      intro: md(`
          Anzeigen auf Instagram und Facebook lassen sich genau auf Ihren Ort zuschneiden. Schon mit 5 € am Tag
          erreichen Sie Menschen im Umkreis, die Ihren Laden noch nicht kennen. Wir richten die Anzeigen ein und
          berichten; das Budget zahlen Sie direkt an die Plattform.
        `),
      caption:
        'Richtwerte aus Kampagnen in Norddeutschland; Ergebnisse schwanken je nach Ort, Motiv und Jahreszeit.',
      head: ['Ziel', 'Budget und Laufzeit', 'Zielgebiet', 'Was Sie erwarten können'],
      rows: [
        [
          'Grillpakete vorbestellen',
          '70 € über 10 Tage',
          '10 km um den Laden',
          'rund 10.000 Einblendungen, 150 bis 300 Klicks auf das Bestellformular',
        ],
        [
          'Mittagstisch bekannt machen',
          '5 € pro Werktag, 4 Wochen',
          '3 km um das Restaurant',
          'Ihr Mittagstisch erscheint den meisten Menschen im Umkreis mehrmals pro Woche',
        ],
        [
          'Auszubildende finden',
          '150 € über 4 Wochen',
          '25 km um den Betrieb',
          'kurzes Video aus dem Betriebsalltag, Bewerbungen oft direkt per Nachricht',
        ],
        [
          'Festtagsbraten vorbestellen',
          '120 € über 3 Wochen ab Mitte November',
          '15 km um den Laden',
          'Vorbestellfrist erreicht auch Menschen, die noch nie bei Ihnen gekauft haben',
        ],
      ],
    },
    {
      type: 'prose',
      tone: 'muted',
      eyebrow: 'Rechtliches',
      title: 'Was Sie bei Social Media beachten sollten',
      body: md(`
          Auch ein Instagram-Profil ist ein geschäftlicher Auftritt. Diese Punkte sollten Sie kennen:

          - **Impressum auf dem Profil:** Geschäftliche Profile brauchen eine leicht erreichbare Anbieterkennzeichnung.
            Am einfachsten verlinken Sie in der Profilbeschreibung auf das Impressum Ihrer Website – mit dem Wort
            „Impressum“ im Link oder direkt daneben.
          - **Fotos von Menschen:** Wer erkennbar im Bild ist, muss zustimmen. Von Mitarbeitenden holen Sie die
            Einwilligung schriftlich ein – eine Vorlage bekommen Sie von uns. Kundschaft und Gäste fotografieren Sie
            nur unerkennbar oder nach Rückfrage.
          - **Fremde Bilder und Musik:** Nur eigene Fotos verwenden oder solche, an denen Sie die Rechte haben. Für
            Musik in Reels nutzen Sie die Bibliothek, die die Plattform für Unternehmensprofile freigibt.
          - **Gewinnspiele:** Sie brauchen Teilnahmebedingungen mit Veranstalter, Zeitraum, Gewinn und
            Datenschutzhinweis. Ein Beispiel sind unsere eigenen
            [Teilnahmebedingungen](/gewinnspiel/teilnahmebedingungen).
          - **WhatsApp:** Angebote nur an Menschen schicken, die sich ausdrücklich angemeldet haben, und WhatsApp
            Business auf einem Betriebshandy nutzen – nicht mit dem privaten Adressbuch.
          - **Werbung kennzeichnen:** Arbeiten Sie mit Foodbloggerinnen oder Foodbloggern zusammen, müssen bezahlte
            Beiträge als Werbung erkennbar sein.

          > [!NOTE]
          > Diese Hinweise ersetzen keine Rechtsberatung. Bei Fragen im Einzelfall helfen Ihre Innung, Ihr Verband
          > oder eine Anwaltskanzlei.
        `),
    },
    {
      type: 'checklist',
      id: 'workshop',
      tone: 'brand',
      eyebrow: 'Workshop',
      title: 'Social Media selbst machen: unser Praxis-Workshop',
      intro: md(`
          Ein Nachmittag, danach können Sie loslegen. Der Workshop findet viermal im Jahr montags von 14 bis 18 Uhr
          bei uns in der Lagerstraße 12 in Hamburg statt – montags, weil dann viele Restaurants Ruhetag haben.
          Höchstens acht Teilnehmende, 190 € netto pro Person mit Kaffee und Imbiss. Für Ihr ganzes Team kommen wir
          auch in Ihren Betrieb, ab 890 € netto.
        `),
      columns: 2,
      items: [
        md('Profil einrichten oder aufräumen: Bild, Beschreibung, Impressum-Link, Öffnungszeiten'),
        md('Fotopraxis mit dem eigenen Handy an einer aufgebauten Theke mit echter Ware'),
        md('Kurze Videos drehen und schneiden, direkt in der App'),
        md('Ihr eigener Redaktionsplan für die nächsten drei Monate'),
        md('Kommentare beantworten und gelassen mit Kritik umgehen'),
        md('Die erste Anzeige mit 20 € Budget, Schritt für Schritt'),
      ],
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Was Betriebe uns zu Social Media fragen',
      items: [
        {
          question: 'Ich habe kaum Zeit. Lohnt sich Social Media trotzdem?',
          answer: md(
            'Ja, wenn Sie klein anfangen: ein Kanal, zwei Beiträge pro Woche. Mit Plan und Vorlagen brauchen Sie dafür etwa 30 Minuten pro Woche. Geht auch das nicht, übernehmen wir Texte und Veröffentlichung, und Sie schicken uns nur Fotos.',
          ),
        },
        {
          question: 'Muss ich selbst vor die Kamera?',
          answer: md(
            'Nein. Hände, Ware und Wurstküche funktionieren sehr gut. Gesichter aus dem Team kommen aber besonders gut an – wer mag, macht mit.',
          ),
        },
        {
          question: 'Was kostet die Betreuung?',
          answer: md(
            'Redaktionsplan und acht Beiträge im Monat sind im [Paket Plus](/mkbs#pakete) enthalten. Einzeln kostet die Betreuung ab 390 € netto im Monat, Community-Management ab 190 € zusätzlich. Das Anzeigenbudget zahlen Sie direkt an die Plattform.',
          ),
        },
        {
          question: 'Was passiert mit meinem Profil, wenn ich kündige?',
          answer: md(
            'Das Profil gehört Ihnen. Wir arbeiten mit einer Zugriffsrolle, die Sie jederzeit entziehen können – Ihr Passwort geben Sie nie aus der Hand.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Fangen Sie diese Woche an',
      text: md(`
          Rufen Sie uns an unter **${phone}** oder schreiben Sie an [${email}](${mailto}) – für eine kostenlose
          Durchsicht Ihrer Profile, einen Platz im nächsten Workshop oder ein Angebot zur Betreuung.
        `),
      actions: [
        { label: 'Workshop-Platz anfragen', to: mailto },
        { label: `${phone} anrufen`, to: tel },
      ],
    },
  ],
}));
