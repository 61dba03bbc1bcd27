import heroImage from '~/assets/images/hero-mehrweg.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const mehrwegpflichtPage = staticPage((): PageData => ({
  seo: {
    title: 'Mehrwegpflicht',
    description:
      'Mehrwegpflicht im To-go-Geschäft nach §§ 33, 34 Verpackungsgesetz: wer betroffen ist, welche Ausnahme für kleine Betriebe gilt und wie wir beim Umstieg helfen.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Verpackungsgesetz',
      title: 'Mehrwegpflicht im To-go-Geschäft',
      lead: md(`
          Seit dem 1. Januar 2023 müssen Restaurants, Imbisse, Cafés, Kantinen und Lieferdienste Speisen und
          Getränke zum Mitnehmen auch in Mehrwegverpackungen anbieten. Hier lesen Sie, was das Gesetz verlangt,
          wann die Ausnahme für kleine Betriebe greift – und wie wir Ihnen den Umstieg leicht machen.
        `),
      actions: [
        { label: 'Bin ich betroffen?', to: '#betroffen' },
        { label: 'Mehrwegsortiment anfragen', to: '/kontakt' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: gestapelte Mehrwegschalen und ein Mehrwegbecher auf einer Theke, umgeben von einem Kreislaufpfeil',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Foodservice', to: '/foodservice' },
        { label: 'Mehrwegpflicht' },
      ],
    },
    {
      type: 'prose',
      id: 'betroffen',
      eyebrow: 'Die Regel in Kürze',
      title: 'Wen die Mehrwegangebotspflicht betrifft',
      body: md(`
          Die Pflicht steht in **§ 33 Verpackungsgesetz (VerpackG)**. Sie trifft sogenannte Letztvertreiber, also
          alle, die Essen oder Getränke an Endverbraucher abgeben, und zwar in

          - **Einwegkunststofflebensmittelverpackungen**: Schalen und Boxen mit oder ohne Deckel, die ganz oder
            teilweise aus Kunststoff bestehen – auch beschichtete Pappe – und aus denen verzehrfertiges Essen
            direkt gegessen wird, und
          - **Einweggetränkebechern** aus jedem Material, also auch aus beschichtetem Papier.

          Entscheidend ist, dass die Verpackung **erst bei Ihnen befüllt** wird. Das gilt auch für Speisen, die Sie
          morgens vorportionieren und in die Kühltheke stellen. Betroffen sind damit neben Restaurants mit
          Außer-Haus-Verkauf auch Imbisse, Cafés, Bäckereien mit Snacktheke, Kantinen, Caterer, Lieferdienste,
          Hotels mit Lunchpaketen und Fleischereien mit heißer Theke oder Mittagstisch.

          Wer diese Verpackungen verwendet, muss dieselben Speisen und Getränke am Ort des Verkaufs auch in
          Mehrwegverpackungen anbieten – **nicht teurer und nicht zu schlechteren Bedingungen** als in Einweg. Ein
          Pfand ist erlaubt, weil die Kundin oder der Kunde es bei Rückgabe zurückerhält.

          > [!NOTE]
          > Diese Seite informiert allgemein und ist keine Rechtsberatung. Maßgeblich ist der Wortlaut der §§ 33
          > und 34 VerpackG in der jeweils geltenden Fassung, nachzulesen auf gesetze-im-internet.de. Verbindliche
          > Auskünfte zu Ihrem Betrieb geben die zuständigen Behörden Ihres Bundeslandes.
        `),
    },
    {
      type: 'table',
      tone: 'muted',
      eyebrow: 'Typische Fälle',
      title: 'Welche Verpackung fällt unter die Pflicht?',
      caption:
        'Vereinfachte Übersicht für Essen und Getränke zum Mitnehmen, die bei Ihnen befüllt werden',
      head: ['Verpackung', 'Mehrwegangebot nötig?', 'Warum'],
      rows: [
        [
          'Kunststoffschale mit Deckel für Salat oder Currywurst',
          'ja',
          'Einwegkunststoff, verzehrfertig',
        ],
        ['Pappbox mit Kunststoffbeschichtung', 'ja', 'teilweise aus Kunststoff'],
        [
          'Kaffeebecher zum Mitnehmen aus beschichtetem Papier',
          'ja',
          'Getränkebecher: jedes Material',
        ],
        ['Pizzakarton aus Pappe ohne Kunststoff', 'nein', 'kein Kunststoff, kein Becher'],
        [
          'Tüte, Folie oder Einschlagpapier, zum Beispiel für Wraps',
          'nein',
          'von der gesetzlichen Definition ausgenommen',
        ],
        ['Vom Hersteller verpackte Ware, etwa ein Joghurt', 'nein', 'nicht bei Ihnen befüllt'],
        [
          'Styroporbox und -becher, Einwegbesteck und -teller aus Kunststoff',
          'entfällt',
          'dürfen seit 3. Juli 2021 nicht mehr in Verkehr gebracht werden',
        ],
      ],
    },
    {
      type: 'split',
      eyebrow: 'Ausnahme nach § 34 VerpackG',
      title: 'Kleine Betriebe: mitgebrachte Behälter statt eigenem Mehrweg',
      body: md(`
          Betriebe mit **insgesamt höchstens fünf Beschäftigten** und **höchstens 80 m² Verkaufsfläche** dürfen die
          Pflicht anders erfüllen: Sie füllen Speisen und Getränke in Behälter, die Ihre Gäste mitbringen. Beide
          Grenzen müssen eingehalten sein.

          - Teilzeitkräfte zählen anteilig: bis 20 Wochenstunden mit 0,5, bis 30 Stunden mit 0,75.
          - Zur Verkaufsfläche gehören auch Sitz- und Aufenthaltsbereiche für Gäste; wer liefert, rechnet Lager-
            und Versandflächen hinzu.
          - Bei Filialbetrieben zählen nach verbreiteter Auslegung die Beschäftigten des ganzen Unternehmens.

          Auch in diesem Fall müssen Sie mit einem gut sicht- und lesbaren Schild auf das Angebot hinweisen. Die
          Hygieneregeln gelten weiter: Verschmutzte Behälter dürfen Sie ablehnen.
        `),
      media: {
        kind: 'card',
        icon: icons.scale,
        title: 'Rechenbeispiel: ein Imbiss',
        text: md(`
            - 3 Vollzeitkräfte: **3,0**
            - 1 Teilzeitkraft mit 25 Stunden: **0,75**
            - 2 Aushilfen mit je 12 Stunden: **1,0**

            Zusammen **4,75 Beschäftigte**. Mit 35 m² Verkaufsraum und 30 m² Sitzbereich kommt der Imbiss auf
            65 m² – die Ausnahme kann greifen. Kommt eine weitere Aushilfe hinzu, sind es 5,25: Dann braucht
            der Betrieb ein eigenes Mehrwegangebot.
          `),
      },
    },
    {
      type: 'checklist',
      tone: 'herb',
      eyebrow: 'Pflichten im Alltag',
      title: 'Was Sie anbieten und beachten müssen',
      columns: 2,
      items: [
        md(
          '**Mehrweg für alle To-go-Artikel**, die Sie in Einwegkunststoff oder Einwegbechern verkaufen – in passenden Größen.',
        ),
        md(
          '**Gleicher Preis, gleiche Bedingungen:** Das Gericht in Mehrweg darf nicht mehr kosten; ein Pfand ist erlaubt.',
        ),
        md(
          '**Rücknahme:** Sie müssen die Mehrwegverpackungen zurücknehmen, die Sie selbst ausgegeben haben.',
        ),
        md(
          '**Hinweisschild:** in der Verkaufsstelle deutlich sicht- und lesbar, etwa an der Kasse oder an der Menütafel.',
        ),
        md(
          '**Lieferung und Online-Bestellung:** Der Hinweis gehört auch auf Website, Bestellplattform oder Flyer.',
        ),
        md(
          '**Team schulen:** Wer an der Kasse steht, sollte Mehrweg aktiv anbieten und das Pfand erklären können.',
        ),
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Pfand- und Mehrwegsysteme',
      title: 'Drei Wege zum eigenen Mehrwegangebot',
      intro: md(`
          Welche Lösung passt, hängt davon ab, wie viel Sie außer Haus verkaufen und ob Ihre Gäste eher
          Stammkundschaft oder Laufkundschaft sind.
        `),
      items: [
        {
          icon: icons.box,
          title: 'Eigenes Pfandsystem',
          text: md(
            'Sie kaufen Schalen und Becher, legen ein Pfand fest und spülen selbst. Lohnt sich bei Stammgästen und fester Spülkapazität; Rücknahme nur bei Ihnen.',
          ),
        },
        {
          icon: icons.recycle,
          title: 'Poolsystem mit Pfand',
          text: md(
            'Sie schließen sich einem Anbieter an, dessen Behälter viele Betriebe nutzen. Gäste geben überall im Netz zurück; dafür fallen Gebühren je Ausgabe oder Monat an.',
          ),
        },
        {
          icon: icons.phone,
          title: 'App-basiertes System ohne Pfand',
          text: md(
            'Gäste leihen Behälter per App und geben sie innerhalb einer Frist zurück. Kein Bargeld an der Kasse, aber eine Hürde für Gäste ohne Smartphone.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'muted',
      eyebrow: 'Unser Mehrwegsortiment',
      title: 'Mehrwegbehälter, die in Ihren Ablauf passen',
      body: md(`
          Für ein eigenes Pfandsystem führen wir spülmaschinenfeste Schalen und Becher aus lebensmittelechtem
          Polypropylen, ausgelegt für mehrere Hundert Spülgänge. Sie bestellen sie wie jeden anderen Artikel im
          [Online-Shop](/foodservice/online-shop) und bekommen sie mit Ihrer nächsten Tour.

          Unser Marketing-Service [MKBS](/mkbs) gestaltet Ihnen Hinweisschilder, Tischaufsteller und den passenden
          Satz für Ihre Speisekarte. Und wenn die Spülmaschine an ihre Grenzen kommt, berät unser
          [Technischer Kundendienst](/technischer-kundendienst).
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Menüschalen mit Deckel: 500, 750 und 1.000 ml'),
          md('Zwei- und dreigeteilte Menüschalen für Hauptgericht und Beilagen'),
          md('Suppen- und Salatschalen mit auslaufsicherem Deckel'),
          md('Mehrwegbecher 0,3 und 0,4 l mit Trinkdeckel'),
          md('Vorlagen für Hinweisschilder und Pfandmarken'),
        ],
      },
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Was Gastronominnen und Gastronomen oft fragen',
      items: [
        {
          question: 'Wie hoch darf das Pfand sein?',
          answer: md(
            'Das Gesetz nennt keinen Betrag. Das Pfand sollte sich am Wert des Behälters orientieren und Gäste nicht von Mehrweg abschrecken – sonst droht der Vorwurf schlechterer Bedingungen.',
          ),
        },
        {
          question: 'Muss ich Behälter anderer Betriebe zurücknehmen?',
          answer: md(
            'Nein. Die Rücknahmepflicht beschränkt sich auf die Mehrwegverpackungen, die Sie selbst in Verkehr gebracht haben. In einem Poolsystem regelt der Vertrag, welche Behälter Sie annehmen.',
          ),
        },
        {
          question: 'Gilt die Pflicht auch für Kantinen?',
          answer: md(
            'Ja, wenn Sie Essen oder Getränke zum Mitnehmen in Einwegkunststoff oder Einwegbechern ausgeben. Ausgenommen sind nur Verkaufsautomaten, die nicht öffentlich zugänglich im Betrieb für die Belegschaft stehen.',
          ),
        },
        {
          question: 'Was droht bei Verstößen?',
          answer: md(
            'Verstöße sind Ordnungswidrigkeiten nach § 36 VerpackG und können mit einem Bußgeld geahndet werden. Zuständig sind die Behörden der Länder.',
          ),
        },
        {
          question: 'Ändern sich die Regeln noch?',
          answer: md(
            'Ja, das ist absehbar. Die EU-Verpackungsverordnung (EU) 2025/40 ist seit dem 12. August 2026 anzuwenden; weitere Vorgaben für Mehrweg und mitgebrachte Behälter im Außer-Haus-Verkauf greifen in den kommenden Jahren schrittweise. Einzelne Städte erheben zudem eine eigene Verpackungssteuer auf Einweggeschirr. Wir informieren unsere Kundinnen und Kunden, sobald sich für sie etwas ändert.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Mehrweg einführen – mit einem Partner, der mitdenkt',
      text: md(`
          Ob eigenes Pfandsystem oder erste Schalen zum Testen: Ihr Außendienst stellt mit Ihnen Größen und Mengen
          zusammen und rechnet durch, was Mehrweg Sie je Portion kostet.
        `),
      actions: [
        { label: 'Beratung anfragen', to: '/kontakt' },
        { label: 'Mehrwegschalen im Shop', to: '/foodservice/online-shop' },
      ],
    },
  ],
}));
