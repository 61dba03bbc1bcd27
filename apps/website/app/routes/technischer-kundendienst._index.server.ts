import heroImage from '~/assets/images/hero-kundendienst.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const kundendienstPage = staticPage((): PageData => ({
  seo: {
    title: 'Technischer Kundendienst',
    description:
      'Wartung und Reparatur von Kühlung, Waagen, Aufschnittmaschinen, Wölfen und Kuttern – mit eigener Werkstatt in Hamburg und 24-Stunden-Notdienst für Kälte.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Technischer Kundendienst',
      title: 'Technik, die läuft – und Hilfe, wenn sie es nicht tut',
      lead: md(`
          Unsere eigene Werkstatt in Hamburg-Rothenburgsort wartet und repariert alles, was in Fleischerei,
          Küche und Kühlraum täglich im Einsatz ist: von der Kühlzelle über die Ladenwaage bis zum Kutter.
          Fällt die Kühlung aus, ist unser Notdienst rund um die Uhr erreichbar.
        `),
      actions: [
        { label: 'Störung melden: 040 66969-300', to: 'tel:+494066969300' },
        { label: 'Wartungsverträge vergleichen', to: '#wartungsvertraege' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Werkstatt mit Kühlzelle, Aufschnittmaschine, Ladenwaage und Werkzeugwand',
      breadcrumbs: [{ label: 'Startseite', to: '/' }, { label: 'Technischer Kundendienst' }],
    },
    {
      type: 'cards',
      eyebrow: 'Unsere Fachgebiete',
      title: 'Was wir warten, prüfen und reparieren',
      intro: md(`
          Unsere Servicetechnikerinnen und -techniker kennen die Geräte des Lebensmittelhandwerks aus dem
          täglichen Einsatz – markenübergreifend und mit den Ersatzteilen im Fahrzeug, die am häufigsten
          gebraucht werden.
        `),
      columns: 4,
      items: [
        {
          icon: icons.snowflake,
          title: 'Kühlzellen und Kühlräume',
          text: md(
            'Kälteaggregate, Verdampfer, Türdichtungen und Regler – inklusive Dichtheitskontrolle nach F-Gase-Verordnung durch zertifiziertes Personal.',
          ),
        },
        {
          icon: icons.thermometer,
          title: 'Kühltheken und Kühlmöbel',
          text: md(
            'Bedien- und Selbstbedienungstheken, Saladetten und Kühlschränke: Abtauung, Verflüssigerreinigung, Temperaturregelung.',
          ),
        },
        {
          icon: icons.scale,
          title: 'Waagen und Eichung',
          text: md(
            'Wartung und Justierung von Laden-, Boden- und Etikettierwaagen; wir bereiten die Eichung vor und stimmen den Termin mit der Eichbehörde ab.',
          ),
        },
        {
          icon: icons.knife,
          title: 'Aufschnittmaschinen',
          text: md(
            'Messer schleifen und tauschen, Schlitten und Lager einstellen, Schutzeinrichtungen prüfen – für saubere Scheiben und sicheres Arbeiten.',
          ),
        },
        {
          icon: icons.tools,
          title: 'Wölfe und Kutter',
          text: md(
            'Schneidsätze schleifen, Messerköpfe auswuchten, Deckel- und Sicherheitsschalter prüfen, Dichtungen und Lager erneuern.',
          ),
        },
        {
          icon: icons.box,
          title: 'Vakuumverpackung',
          text: md(
            'Kammermaschinen und Tiefzieher: Pumpenölwechsel, Schweißbalken, Dichtungen und Siegelbänder – damit die Packung dicht bleibt.',
          ),
        },
        {
          icon: icons.wrench,
          title: 'MAGA Fleischpressen',
          text: md(
            'Als autorisierter Vertriebs- und Servicepartner liefern, warten und reparieren wir MAGA Fleischpressen.',
          ),
          to: '/technischer-kundendienst/maga-fleischpresse',
          linkLabel: 'Zur Fleischpresse',
        },
        {
          icon: icons.monitor,
          title: 'Digitales HACCP',
          text: md(
            'Funksensoren überwachen Ihre Kühlstellen und dokumentieren die Temperaturen automatisch für Ihre Eigenkontrolle.',
          ),
          to: '/technischer-kundendienst/digitales-haccp',
          linkLabel: 'TempCheck kennenlernen',
        },
      ],
    },
    {
      type: 'facts',
      tone: 'brand',
      eyebrow: 'Worauf Sie sich verlassen können',
      title: 'Service mit festen Zusagen',
      items: [
        { value: '24/7', label: 'Notdienst für Kühlung unter 040 66969-300' },
        { value: '4 Std.', label: 'Reaktionszeit vor Ort in Hamburg im Premium-Vertrag' },
        { value: '2 Jahre', label: 'Eichfrist für Ladenwaagen – wir erinnern rechtzeitig' },
        { value: '1 Termin', label: 'für Wartung, Eichvorbereitung und DGUV-V3-Prüfung' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Eigene Werkstatt',
      title: 'Reparatur aus einer Hand, direkt am Lager',
      body: md(`
          Unsere Werkstatt liegt auf unserem Betriebsgelände an der Lagerstraße 12. Was sich nicht vor Ort
          reparieren lässt, nehmen wir mit – oder Ihr Gerät fährt auf der nächsten Liefertour mit. Nach der
          Reparatur kommt es geprüft und gereinigt zurück, auf Wunsch ebenfalls mit der Tour.

          Für die Zwischenzeit halten wir **Leihgeräte** bereit: Waagen, Aufschnittmaschinen und
          Vakuumierer, damit Ihre Theke nicht stillsteht.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('**Schleifservice** für Aufschnittmesser, Wolfsätze und Kuttermesser'),
          md('**Ersatzteillager** mit Verschleißteilen gängiger Hersteller'),
          md('**Prüfprotokolle** zu jeder Wartung, digital im Kundenportal'),
          md('**Kostenvoranschlag** vor jeder größeren Reparatur'),
        ],
      },
    },
    {
      type: 'table',
      id: 'wartungsvertraege',
      tone: 'muted',
      eyebrow: 'Wartungsverträge',
      title: 'Basis, Komfort oder Premium: Sie wählen, wie schnell wir kommen',
      intro: md(`
          Regelmäßige Wartung verhindert die meisten Ausfälle, bevor sie teuer werden. Der Preis richtet sich
          nach Ihrer Geräteliste; das Angebot ist kostenlos. Die Reaktionszeit ist die Zeit bis zum Eintreffen
          unserer Technik vor Ort in Hamburg und dem direkten Umland. Im übrigen Liefergebiet kommen je nach
          Entfernung bis zu vier Stunden hinzu.
        `),
      caption: 'Leistungen der Wartungsverträge im Vergleich (Laufzeit jeweils 12 Monate)',
      head: ['Leistung', 'Basis', 'Komfort', 'Premium'],
      rows: [
        [
          'Planmäßige Wartung',
          '1 × im Jahr',
          '2 × im Jahr',
          '2 × im Jahr, Kälte zusätzlich vierteljährlich',
        ],
        [
          'Reaktionszeit bei Störung',
          'innerhalb von 48 Stunden an Werktagen',
          'innerhalb von 24 Stunden, auch samstags',
          'innerhalb von 4 Stunden, rund um die Uhr',
        ],
        [
          'Kälte-Notdienst nachts und am Wochenende',
          'mit Notdienstzuschlag',
          'halber Notdienstzuschlag',
          'ohne Zuschlag',
        ],
        ['Ersatzteile', 'zum Listenpreis', '5 % Nachlass', '10 % Nachlass'],
        ['Leihgerät bei Werkstattreparatur', 'nach Verfügbarkeit', 'bevorzugt', 'garantiert'],
        [
          'Dichtheitskontrolle nach F-Gase-Verordnung',
          'gegen Aufpreis',
          'inklusive',
          'inklusive, mit Führung der Aufzeichnungen',
        ],
        ['Prüfung nach DGUV Vorschrift 3', 'gegen Aufpreis', 'gegen Aufpreis', 'inklusive'],
        ['Eichfristen', 'Erinnerung', 'Erinnerung und Vorprüfung', 'komplette Organisation'],
      ],
    },
    {
      type: 'split',
      tone: 'dark',
      eyebrow: 'Notdienst Kälte',
      title: 'Kühlung ausgefallen? Wir sind rund um die Uhr erreichbar',
      body: md(`
          Unter **040 66969-300** erreichen Sie außerhalb der Geschäftszeiten unseren Bereitschaftsdienst –
          auch nachts, am Wochenende und an Feiertagen. Bis die Technik bei Ihnen ist, können Sie selbst viel
          tun, um Ihre Ware zu schützen.
        `),
      actions: [{ label: 'Notdienst anrufen', to: 'tel:+494066969300' }],
      media: {
        kind: 'checklist',
        items: [
          md('Türen von Kühlzelle und Theke geschlossen halten – so bleibt es stundenlang kühl.'),
          md('Temperatur ablesen und mit Uhrzeit notieren: Das gehört in Ihre Eigenkontrolle.'),
          md(
            'Empfindliche Ware wie Hackfleisch und Geflügel zuerst in eine funktionierende Kühlung umlagern.',
          ),
          md('Sicherung und Netzstecker prüfen, aber keine Abdeckungen öffnen.'),
        ],
      },
    },
    {
      type: 'cards',
      eyebrow: 'Prüfen und vorbeugen',
      title: 'Ersatzteile, Eichung und Elektroprüfung',
      columns: 3,
      items: [
        {
          icon: icons.box,
          title: 'Ersatzteile',
          text: md(
            'Dichtungen, Messer, Lochscheiben, Siegelbänder, Lüfter und Regler haben wir am Lager oder besorgen sie meist innerhalb von zwei Werktagen. Verschleißteile können Sie auch mit Ihrer Warenbestellung ordern.',
          ),
        },
        {
          icon: icons.scale,
          title: 'Eichung von Waagen',
          text: md(
            'Waagen im geschäftlichen Verkehr müssen in der Regel alle zwei Jahre nachgeeicht werden; die Frist endet mit Ablauf des Kalenderjahres. Wir prüfen und justieren vorab, damit die Eichung beim ersten Termin klappt. Als anerkannter Instandsetzer geben wir reparierte Waagen bis zur Nacheichung wieder frei.',
          ),
        },
        {
          icon: icons.bolt,
          title: 'Prüfung nach DGUV Vorschrift 3',
          text: md(
            'Elektrische Geräte müssen regelmäßig geprüft werden; die Fristen legen Sie in Ihrer Gefährdungsbeurteilung fest. Wir prüfen nach DIN EN 50699 (VDE 0702), kleben Prüfplaketten und liefern das Protokoll für Ihre Unterlagen.',
          ),
        },
      ],
    },
    {
      type: 'steps',
      tone: 'muted',
      eyebrow: 'Störung melden',
      title: 'In vier Schritten zur Reparatur',
      items: [
        {
          title: 'Anrufen oder schreiben',
          text: md(
            'Rufen Sie 040 66969-300 an oder schreiben Sie an [service@hallberg-frischdienst.example](mailto:service@hallberg-frischdienst.example).',
          ),
        },
        {
          title: 'Gerät beschreiben',
          text: md(
            'Nennen Sie Kundennummer, Gerät, Standort und Fehlerbild. Ein Foto vom Typenschild spart eine Rückfrage.',
          ),
        },
        {
          title: 'Termin erhalten',
          text: md(
            'Wir bestätigen den Einsatz mit Zeitfenster. Oft hilft schon eine telefonische Ferndiagnose weiter.',
          ),
        },
        {
          title: 'Reparatur und Protokoll',
          text: md(
            'Nach der Reparatur erhalten Sie ein Protokoll mit Arbeitszeit, Material und Prüfergebnis.',
          ),
        },
      ],
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Gut zu wissen',
      items: [
        {
          question: 'Reparieren Sie auch Geräte, die nicht bei Ihnen gekauft wurden?',
          answer: md(
            'Ja. Wir warten und reparieren markenübergreifend. Bei sehr alten Geräten prüfen wir vorab, ob Ersatzteile noch lieferbar sind und sich die Reparatur lohnt.',
          ),
        },
        {
          question: 'Was kostet ein Einsatz ohne Wartungsvertrag?',
          answer: md(
            'Wir berechnen Anfahrt, Arbeitszeit und Material nach unserer aktuellen Preisliste, die wir Ihnen gern zusenden. Vor größeren Reparaturen erhalten Sie einen Kostenvoranschlag.',
          ),
        },
        {
          question: 'Müssen wir unsere Kälteanlage wegen der F-Gase-Verordnung austauschen?',
          answer: md(
            'Nein, bestehende Anlagen dürfen weiter betrieben werden. Für Kältemittel mit sehr hohem Treibhauspotenzial wie R404A gelten aber Einschränkungen beim Nachfüllen. Was das für Ihre Anlage bedeutet, lesen Sie in unseren [Neuigkeiten aus der Werkstatt](/technischer-kundendienst/aktuelles).',
          ),
        },
        {
          question: 'Wer beantragt die Eichung unserer Waagen?',
          answer: md(
            'Verantwortlich ist, wer die Waage verwendet. Mit einem Komfort- oder Premium-Vertrag übernehmen wir Erinnerung, Vorprüfung und Terminabstimmung mit der zuständigen Eichbehörde.',
          ),
        },
        {
          question: 'In welchem Gebiet sind Sie im Einsatz?',
          answer: md(
            'Im gesamten Liefergebiet: Hamburg, Schleswig-Holstein, Bremen, das nördliche Niedersachsen und das westliche Mecklenburg-Vorpommern.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Wartung planen statt Ausfall riskieren',
      text: md(`
          Schicken Sie uns Ihre Geräteliste – wir melden uns mit einem Vorschlag für den passenden
          Wartungsvertrag und einem Termin für die erste Durchsicht.
        `),
      actions: [
        { label: 'Angebot anfordern', to: 'mailto:service@hallberg-frischdienst.example' },
        { label: 'Alle Kontaktwege', to: '/kontakt' },
      ],
    },
  ],
}));
