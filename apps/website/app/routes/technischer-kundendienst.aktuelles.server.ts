import heroImage from '~/assets/images/hero-kundendienst-aktuelles.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const kundendienstAktuellesPage = staticPage((): PageData => ({
  seo: {
    title: 'Aktuelles aus der Werkstatt',
    description:
      'Neues vom Technischen Kundendienst: F-Gase-Verordnung und Kältemittel, Eichfristen für Waagen, Wintercheck für Kühlanlagen, neues Servicegebiet und Schulungen.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Technischer Kundendienst',
      title: 'Aktuelles aus der Werkstatt',
      lead: md(`
          Neue Vorschriften, ablaufende Fristen, Tipps für die kalte Jahreszeit und Termine für Schulungen:
          Hier informiert unser Kundendienst über alles, was für Ihre Technik gerade wichtig ist.
        `),
      actions: [
        { label: 'Eichtermin anfragen', to: 'mailto:service@hallberg-frischdienst.example' },
        { label: 'Zum Kundendienst', to: '/technischer-kundendienst' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Pinnwand mit Kalender, Schneeflocke, Waage, Thermometer und Servicefahrzeug',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Technischer Kundendienst', to: '/technischer-kundendienst' },
        { label: 'Aktuelles' },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Neuigkeiten',
      title: 'Die Meldungen der letzten Wochen',
      columns: 3,
      items: [
        {
          icon: icons.calendar,
          title: 'Notdienst über Weihnachten und den Jahreswechsel',
          text: md(`
              **20. November 2026**

              Am 24. und 31. Dezember ist die Werkstatt bis 12 Uhr besetzt. An den Weihnachtsfeiertagen und
              an Neujahr ist der Kälte-Notdienst unter 040 66969-300 für Sie da.
            `),
        },
        {
          icon: icons.scale,
          title: 'Eichfrist endet am 31. Dezember',
          text: md(`
              **16. November 2026**

              Waagen, die 2024 geeicht wurden, müssen bis zum Jahresende nachgeeicht sein. Für die letzten
              Dezembertermine ist noch Platz.
            `),
          to: '#eichfristen',
          linkLabel: 'Mehr zur Eichung',
        },
        {
          icon: icons.snowflake,
          title: 'Wintercheck für Kühlanlagen',
          text: md(`
              **9. November 2026**

              Frost macht auch Kälteanlagen zu schaffen. Unsere Checkliste zeigt, worauf Sie jetzt achten
              sollten.
            `),
          to: '#wintercheck',
          linkLabel: 'Zur Checkliste',
        },
        {
          icon: icons.leaf,
          title: 'F-Gase: nächste Stufe ab 2027',
          text: md(`
              **26. Oktober 2026**

              Die verfügbare Menge fluorierter Kältemittel sinkt weiter. Was das für Betreiber von Kühlzellen
              und Theken bedeutet.
            `),
          to: '#f-gase',
          linkLabel: 'Zum Hintergrund',
        },
        {
          icon: icons.truck,
          title: 'Zwei neue Servicefahrzeuge im Westen',
          text: md(`
              **5. Oktober 2026**

              Für Bremen und das nördliche Niedersachsen sind jetzt zwei zusätzliche Fahrzeuge unterwegs.
            `),
          to: '#servicegebiet',
          linkLabel: 'Mehr erfahren',
        },
        {
          icon: icons.users,
          title: 'Schulungstermine für 2027',
          text: md(`
              **14. September 2026**

              Bedienen, reinigen, richtig reagieren: Die neuen Termine für Anwenderschulungen stehen fest.
            `),
          to: '#schulungen',
          linkLabel: 'Termine ansehen',
        },
      ],
    },
    {
      type: 'prose',
      id: 'f-gase',
      tone: 'muted',
      eyebrow: '26. Oktober 2026',
      title: 'F-Gase-Verordnung: Was Betreiber von Kühlanlagen jetzt wissen sollten',
      body: md(`
          Seit März 2024 gilt die neue EU-Verordnung über fluorierte Treibhausgase, die Verordnung (EU) 2024/573.
          Sie verringert die Menge an teilfluorierten Kohlenwasserstoffen (HFKW), die in der EU in Verkehr
          gebracht werden darf, in festen Stufen bis auf null im Jahr 2050. Mit dem **1. Januar 2027** beginnt
          die nächste Stufe dieses Phase-downs: Die zulässige Menge sinkt erneut spürbar. Erfahrungsgemäß
          steigen dann die Preise für HFKW-Kältemittel, und einzelne Sorten werden knapper.

          **Was schon heute gilt:**

          - Seit dem 1. Januar 2025 dürfen Kältemittel mit einem Treibhauspotenzial (GWP) von 2.500 oder mehr –
            etwa R404A und R507A – als Neuware nicht mehr zur Wartung oder Instandhaltung von Kälteanlagen
            verwendet werden, unabhängig von der Füllmenge. Aufgearbeitetes oder recyceltes Kältemittel ist
            unter Auflagen noch bis Ende 2029 erlaubt.
          - Steckerfertige, in sich geschlossene Kühlgeräte mit F-Gasen ab einem GWP von 150 dürfen seit 2025
            grundsätzlich nicht mehr neu in Verkehr gebracht werden. Neue Kühlmöbel arbeiten deshalb meist
            mit Propan (R290).
          - Dichtheitskontrollen bleiben Pflicht: ab 5 Tonnen CO₂-Äquivalent je nach Füllmenge alle 12, 6 oder
            3 Monate, mit Leckage-Erkennungssystem in doppelt so langen Abständen. Die Ergebnisse gehören in die
            Aufzeichnungen des Betreibers.

          **Was heißt das für Sie?** Bestehende Anlagen dürfen weiterlaufen. Wer aber eine ältere Kühlzelle
          mit R404A betreibt, sollte nicht erst beim nächsten Leck überlegen, wie es weitergeht. Drei Wege sind
          möglich: die Umrüstung auf ein zugelassenes Ersatzkältemittel mit deutlich geringerem GWP, der
          Austausch des Aggregats gegen eines mit natürlichem Kältemittel wie Propan (R290) oder CO₂ (R744)
          oder – bei größeren Anlagen – eine neue Verbundkälte. Propan ist brennbar und wird deshalb in
          begrenzten Füllmengen eingesetzt, CO₂ arbeitet mit hohen Drücken. Beides verlangt geschultes
          Personal; unsere Kältetechnik ist für beide Kältemittel ausgebildet und nach der Verordnung
          zertifiziert.

          > [!TIP]
          > Wir erstellen Ihnen kostenlos eine Übersicht Ihrer Kälteanlagen mit Kältemittel, Füllmenge und
          > Prüfintervall – als Grundlage für Ihre Entscheidung und Ihre Aufzeichnungen.
        `),
    },
    {
      type: 'prose',
      id: 'eichfristen',
      eyebrow: '16. November 2026',
      title: 'Eichfristen: Diese Waagen müssen bis zum Jahresende geprüft sein',
      body: md(`
          Waagen, mit denen Sie nach Gewicht verkaufen, müssen geeicht sein. Für nichtselbsttätige Waagen wie
          Laden-, Theken- und Bodenwaagen beträgt die Eichfrist in der Regel **zwei Jahre**. Sie beginnt mit
          Ablauf des Jahres, in dem die Waage zuletzt geeicht oder erstmals in Verkehr gebracht wurde. Eine 2024
          geeichte Waage darf also bis zum 31. Dezember 2026 verwendet werden – danach nicht mehr.

          So gehen wir mit Ihnen vor:

          1. Wir gleichen unsere Geräteliste mit Ihren Waagen ab und nennen Ihnen alle, deren Frist jetzt endet.
          2. Unsere Technik prüft und justiert die Waagen vorab, damit sie die Eichung sicher bestehen.
          3. Den Termin bei der zuständigen Eichbehörde stimmen wir für Sie ab, idealerweise zusammen mit
             der Wartung.

          > [!IMPORTANT]
          > Neu in Betrieb genommene Waagen müssen Sie spätestens sechs Wochen nach Inbetriebnahme bei der
          > zuständigen Eichbehörde anzeigen. Wenn wir die Waage liefern, erledigen wir das mit Ihnen gemeinsam.
        `),
    },
    {
      type: 'checklist',
      id: 'wintercheck',
      tone: 'herb',
      eyebrow: '9. November 2026',
      title: 'Wintercheck: So kommt Ihre Kühlung gut durch den Frost',
      intro: md(`
          Klingt paradox, ist aber häufig: Gerade bei Frost fallen Kälteanlagen aus. Verflüssiger im Freien
          arbeiten dann mit zu niedrigem Druck, Tauwasser friert in Abläufen fest. Prüfen Sie diese Punkte –
          oder buchen Sie den Wintercheck als Teil Ihrer Wartung.
        `),
      columns: 2,
      items: [
        md(
          'Verflüssiger im Außenbereich von Laub und Schmutz befreien, damit Luft frei zirkulieren kann.',
        ),
        md(
          'Winterregelung des Verflüssigungsdrucks prüfen lassen, vor allem bei Anlagen auf dem Dach.',
        ),
        md(
          'Tauwasserablauf und Ablaufheizung der Tiefkühlzelle kontrollieren – Eis im Ablauf ist ein Warnsignal.',
        ),
        md(
          'Türdichtungen auf Risse prüfen: Vereiste Rahmen deuten auf eindringende Feuchtigkeit hin.',
        ),
        md('Rahmenheizung der Tiefkühltür testen, damit die Tür nicht festfriert.'),
        md(
          'Temperaturverlauf der letzten Wochen ansehen: Schleichende Abweichungen kündigen Störungen an.',
        ),
      ],
    },
    {
      type: 'split',
      id: 'servicegebiet',
      eyebrow: '5. Oktober 2026',
      title: 'Schneller vor Ort in Bremen und im nördlichen Niedersachsen',
      body: md(`
          Seit Oktober sind zwei zusätzliche Servicefahrzeuge im Westen unseres Liefergebiets unterwegs. Die
          Technikerinnen und Techniker starten morgens direkt in der Region, statt erst aus Hamburg anzureisen.
          Das verkürzt die Anfahrt zu Kundinnen und Kunden zwischen Bremen, Cuxhaven und Stade deutlich.

          Die Fahrzeuge sind als rollende Werkstatt ausgestattet: mit Kältemittel-Absaugung, Messtechnik für
          Elektroprüfungen und den gängigsten Ersatzteilen für Kühlung, Waagen und Aufschnittmaschinen.
        `),
      media: {
        kind: 'facts',
        items: [
          { value: '2', label: 'zusätzliche Servicefahrzeuge' },
          { value: 'ab 6 Uhr', label: 'Einsatzbeginn direkt in der Region' },
        ],
      },
    },
    {
      type: 'table',
      id: 'schulungen',
      tone: 'muted',
      eyebrow: '14. September 2026',
      title: 'Anwenderschulungen 2027',
      intro: md(`
          Unsere Schulungen finden in der Werkstatt an der Lagerstraße 12 oder online statt. Für Kundinnen und
          Kunden mit Wartungsvertrag sind sie kostenlos. Anmeldung per E-Mail an
          [service@hallberg-frischdienst.example](mailto:service@hallberg-frischdienst.example).
        `),
      caption: 'Schulungstermine im ersten Quartal 2027',
      head: ['Termin', 'Thema', 'Ort', 'Dauer'],
      rows: [
        [
          'Mi., 20. Januar 2027, 14 Uhr',
          'Wolf und Kutter: sicher bedienen, gründlich reinigen',
          'Werkstatt Hamburg',
          '3 Stunden',
        ],
        [
          'Mi., 3. Februar 2027, 15 Uhr',
          'Hallberg TempCheck: Alarme einrichten, Berichte für die Kontrolle',
          'online',
          '90 Minuten',
        ],
        [
          'Mi., 17. Februar 2027, 14 Uhr',
          'Aufschnittmaschinen: Reinigung, Schleifen, Schutzeinrichtungen',
          'Werkstatt Hamburg',
          '2 Stunden',
        ],
        [
          'Do., 4. März 2027, 10 Uhr',
          'MAGA Fleischpresse: Vorführung und Erfahrungsaustausch',
          'Werkstatt Hamburg',
          '3 Stunden',
        ],
        [
          'Mi., 17. März 2027, 15 Uhr',
          'Kühlung im Griff: Störungen erkennen und richtig reagieren',
          'online',
          '90 Minuten',
        ],
      ],
    },
    {
      type: 'cta',
      title: 'Fragen zu einer Meldung?',
      text: md(`
          Unser Kundendienst berät Sie zu Kältemitteln, Eichfristen und Prüfpflichten – telefonisch unter
          040 66969-300 oder per E-Mail.
        `),
      actions: [
        { label: 'Kundendienst anrufen', to: 'tel:+494066969300' },
        { label: 'E-Mail schreiben', to: 'mailto:service@hallberg-frischdienst.example' },
      ],
    },
  ],
}));
