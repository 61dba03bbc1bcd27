import heroImage from '~/assets/images/hero-haccp.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { PageData } from '~/components/sections/blocks';
import { md, staticPage } from '~/features/content/rich.server';

export const digitalesHaccpPage = staticPage((): PageData => ({
  seo: {
    title: 'Digitales HACCP',
    description:
      'Hallberg TempCheck überwacht Kühlzellen und Theken per Funksensor, alarmiert per SMS und App und dokumentiert Temperaturen automatisch für die Eigenkontrolle.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Hallberg TempCheck',
      title: 'Digitales HACCP: Temperaturen, die sich selbst dokumentieren',
      lead: md(`
          Schluss mit Klemmbrett und vergessenen Einträgen: Funksensoren messen die Temperatur in Kühlzelle,
          Theke und Tiefkühler rund um die Uhr. Weicht ein Wert ab, bekommen Sie sofort eine Nachricht – und
          die Dokumentation für Ihre Eigenkontrolle schreibt sich von selbst.
        `),
      actions: [
        { label: 'Beratung anfragen', to: 'mailto:service@hallberg-frischdienst.example' },
        { label: 'Grenzwerte ansehen', to: '#grenzwerte' },
      ],
      image: heroImage,
      imageAlt:
        'Illustration: Kühltheke mit Funksensor, Gateway und Smartphone mit Temperaturverlauf',
      breadcrumbs: [
        { label: 'Startseite', to: '/' },
        { label: 'Technischer Kundendienst', to: '/technischer-kundendienst' },
        { label: 'Digitales HACCP' },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'So funktioniert TempCheck',
      title: 'Vom Sensor bis zum fertigen Bericht',
      items: [
        {
          title: 'Sensoren messen',
          text: md(
            'Batteriebetriebene Funksensoren in jeder Kühlstelle messen alle fünf Minuten die Temperatur. Die Batterie hält in der Regel mehrere Jahre.',
          ),
        },
        {
          title: 'Gateway überträgt',
          text: md(
            'Ein Gateway im Betrieb empfängt die Werte und sendet sie per Mobilfunk an unsere Plattform – unabhängig von Ihrem Netzwerk.',
          ),
        },
        {
          title: 'App zeigt an',
          text: md(
            'In der App und im Browser sehen Sie alle Kühlstellen auf einen Blick: aktueller Wert, Verlauf und Alarmstatus.',
          ),
        },
        {
          title: 'Bericht entsteht',
          text: md(
            'Alle Messwerte, Alarme und Maßnahmen werden archiviert. Den Bericht für die Kontrolle erstellen Sie mit einem Klick.',
          ),
        },
      ],
    },
    {
      type: 'split',
      tone: 'muted',
      eyebrow: 'Alarmierung',
      title: 'Alarm, bevor die Ware leidet',
      body: md(`
          Für jede Messstelle legen Sie Grenzwerte fest. Damit nicht jede Türöffnung oder Abtauphase einen
          Alarm auslöst, meldet TempCheck eine Überschreitung erst nach einer einstellbaren Verzögerung,
          üblich sind 20 bis 30 Minuten. Tiefkühler und Kühlzellen können unterschiedliche Regeln bekommen.

          Der Alarm geht per **SMS, App-Mitteilung und E-Mail** an die Personen, die Sie festlegen. Reagiert
          niemand, informiert TempCheck nach einer vereinbarten Zeit die nächste Person der Alarmkette. Mit
          einem Premium-Wartungsvertrag kann die letzte Stufe unser Kälte-Notdienst sein.
        `),
      media: {
        kind: 'checklist',
        items: [
          md('Grenzwerte und Verzögerung je Kühlstelle einstellbar'),
          md('Alarmkette mit bis zu fünf Personen und festen Zeiten'),
          md('Meldung auch bei leerer Batterie, Funkabbruch oder Stromausfall'),
          md('Quittierung mit Ursache und Maßnahme direkt in der App'),
        ],
      },
    },
    {
      type: 'table',
      id: 'grenzwerte',
      eyebrow: 'Typische Grenzwerte',
      title: 'Welche Temperaturen gelten?',
      intro: md(`
          Die gesetzlichen Höchstwerte beziehen sich auf die Temperatur im Inneren des Lebensmittels. Ein
          Sensor misst dagegen die Luft, die nach jeder Türöffnung schwankt. Wir setzen die Sensoren deshalb
          auf Wunsch in einen **Produktsimulator**, der sich wie Ware verhält, und empfehlen eine Alarmgrenze
          mit etwas Abstand zum Höchstwert.
        `),
      caption:
        'Höchsttemperaturen im Produktinneren; maßgeblich sind die geltenden Vorschriften und Ihr HACCP-Konzept.',
      head: ['Lebensmittel', 'Höchsttemperatur', 'Grundlage und Hinweis'],
      rows: [
        [
          'Hackfleisch',
          '≤ +2 °C',
          'VO (EG) Nr. 853/2004; für selbst hergestelltes und im eigenen Laden abgegebenes Hackfleisch gelten zusätzlich die Vorgaben der Tier-LMHV',
        ],
        [
          'Fleischzubereitungen',
          '≤ +4 °C',
          'VO (EG) Nr. 853/2004, zum Beispiel mariniertes Fleisch oder Spieße',
        ],
        ['Innereien', '≤ +3 °C', 'VO (EG) Nr. 853/2004 und Tier-LMHV'],
        [
          'Frischfleisch von Rind, Schwein und Lamm',
          '≤ +7 °C',
          'VO (EG) Nr. 853/2004 und Tier-LMHV',
        ],
        ['Geflügel- und Kaninchenfleisch', '≤ +4 °C', 'VO (EG) Nr. 853/2004 und Tier-LMHV'],
        ['Frischer Fisch', 'nahe 0 °C', 'Temperatur schmelzenden Eises nach VO (EG) Nr. 853/2004'],
        [
          'Tiefkühlware',
          '≤ −18 °C',
          'kurzzeitig bis −15 °C zulässig, etwa beim Abtauen; Verordnung über tiefgefrorene Lebensmittel',
        ],
        [
          'Molkereiprodukte und Feinkost',
          'nach Herstellerangabe',
          'Lagertemperatur auf der Verpackung beachten, häufig +7 °C oder weniger',
        ],
      ],
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Dokumentation',
      title: 'Bereit für die Lebensmittelkontrolle',
      intro: md(`
          Das Lebensmittelhygienerecht verlangt von Ihnen ein Eigenkontrollsystem nach den HACCP-Grundsätzen:
          kritische Punkte überwachen, bei Abweichungen handeln und beides nachweisen. TempCheck übernimmt den
          Teil, der am meisten Zeit kostet.
        `),
      columns: 3,
      items: [
        {
          icon: icons.clock,
          title: 'Lückenlose Messreihen',
          text: md(
            'Alle fünf Minuten ein Wert, auch nachts und am Wochenende. Gespeicherte Werte lassen sich nicht nachträglich ändern.',
          ),
        },
        {
          icon: icons.check,
          title: 'Abweichung mit Maßnahme',
          text: md(
            'Zu jedem Alarm halten Sie fest, was passiert ist und was Sie getan haben – genau das will die Kontrolle sehen.',
          ),
        },
        {
          icon: icons.document,
          title: 'Bericht auf Knopfdruck',
          text: md(
            'Monats- oder Zeitraumberichte als PDF, mit Verlauf, Grenzwerten und Maßnahmen je Kühlstelle.',
          ),
        },
        {
          icon: icons.thermometer,
          title: 'Geprüfte Sensoren',
          text: md(
            'Jeder Sensor wird mit Prüfprotokoll geliefert und regelmäßig kontrolliert. Für Tiefkühlbereiche setzen wir Messtechnik nach DIN EN 12830 ein.',
          ),
        },
        {
          icon: icons.monitor,
          title: 'Handmessungen ergänzen',
          text: md(
            'Kerntemperaturen beim Wareneingang oder beim Heißhalten tragen Sie in der App ein – alles an einem Ort.',
          ),
        },
        {
          icon: icons.lock,
          title: 'Sicher archiviert',
          text: md(
            'Ihre Daten liegen in Rechenzentren in Deutschland und bleiben mindestens fünf Jahre abrufbar.',
          ),
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Installation',
      title: 'Eingebaut an einem Vormittag',
      body: md(`
          TempCheck braucht keine Kabel und keinen Eingriff in Ihre Kälteanlage. Die Sensoren werden
          geklebt oder verschraubt, das Gateway braucht nur eine Steckdose. Weil es über Mobilfunk sendet,
          muss auch Ihre IT nichts einrichten.

          Für einen Betrieb mit Kühlzelle, Tiefkühlzelle und zwei Theken planen wir etwa drei Stunden ein –
          den laufenden Betrieb stören wir dabei nicht.
        `),
      media: {
        kind: 'steps',
        items: [
          {
            title: 'Begehung',
            text: md('Wir legen mit Ihnen die Messstellen und Alarmgrenzen fest.'),
          },
          {
            title: 'Montage',
            text: md('Sensoren und Gateway werden installiert und geprüft.'),
          },
          {
            title: 'Einrichtung',
            text: md('Alarmkette, Zugänge und Berichte richten wir für Sie ein.'),
          },
          {
            title: 'Einweisung',
            text: md('Ihr Team lernt App und Quittierung direkt am Gerät kennen.'),
          },
        ],
      },
    },
    {
      type: 'split',
      tone: 'brand',
      reverse: true,
      eyebrow: 'Kosten',
      title: 'Ein fester Preis je Messstelle',
      body: md(`
          Sie zahlen einmalig **290 €** für Einrichtung, Gateway und Einweisung und danach **12 € je
          Messstelle und Monat**. Darin enthalten sind Sensormiete, App, Archiv, Batterie- und Sensortausch
          sowie die regelmäßige Kontrolle der Messgenauigkeit. Die Mindestlaufzeit beträgt 24 Monate, danach
          ist der Vertrag monatlich kündbar. Alle Preise verstehen sich zuzüglich Umsatzsteuer.
        `),
      actions: [{ label: 'Angebot anfordern', to: 'mailto:service@hallberg-frischdienst.example' }],
      media: {
        kind: 'card',
        icon: icons.euro,
        title: 'Rechenbeispiel Fleischerei',
        text: md(`
            - Kühlzelle, Tiefkühlzelle und zwei Bedientheken: 4 Messstellen
            - laufend: 4 × 12 € = **48 € im Monat**
            - einmalig: 290 € für die Einrichtung

            Weniger als ein Euro am Tag für jede Kühlstelle – und keine Lücken mehr im Temperaturprotokoll.
          `),
      },
    },
    {
      type: 'faq',
      eyebrow: 'Häufige Fragen',
      title: 'Fragen zu TempCheck',
      items: [
        {
          question: 'Ersetzt TempCheck mein HACCP-Konzept?',
          answer: md(
            'Nein. TempCheck übernimmt die Überwachung und Dokumentation der Kühltemperaturen. Ihr Eigenkontrollkonzept beschreibt weiterhin, welche Grenzwerte gelten und wie Sie bei Abweichungen handeln – wir helfen Ihnen gern, TempCheck darin aufzunehmen.',
          ),
        },
        {
          question: 'Erkennt die Lebensmittelüberwachung digitale Aufzeichnungen an?',
          answer: md(
            'Digitale Aufzeichnungen sind üblich, wenn sie vollständig, lesbar und nachträglich nicht veränderbar sind und bei einer Kontrolle vorgelegt werden können. Das leisten die Berichte von TempCheck. Im Zweifel sprechen Sie Ihre zuständige Behörde vorab an.',
          ),
        },
        {
          question: 'Was passiert bei Strom- oder Netzausfall?',
          answer: md(
            'Die Sensoren speichern ihre Messwerte und senden sie nach, sobald die Verbindung wieder steht. Das Gateway überbrückt Stromausfälle mit einem eingebauten Akku und meldet den Ausfall.',
          ),
        },
        {
          question: 'Brauche ich dafür einen Wartungsvertrag?',
          answer: md(
            'Nein, TempCheck ist unabhängig buchbar. Mit einem [Wartungsvertrag](/technischer-kundendienst) können Sie Alarme aber direkt an unseren Kälte-Notdienst weiterleiten lassen.',
          ),
        },
        {
          question: 'Funktioniert TempCheck in mehreren Filialen?',
          answer: md(
            'Ja. Jede Filiale erhält ein eigenes Gateway; in der App sehen Sie alle Standorte zusammen oder einzeln, mit eigenen Zuständigkeiten je Filiale.',
          ),
        },
      ],
    },
    {
      type: 'cta',
      title: 'Probieren Sie TempCheck in Ihrem Betrieb',
      text: md(`
          Wir kommen vorbei, schauen uns Ihre Kühlstellen an und machen Ihnen ein Angebot. Beratung und
          Begehung sind kostenlos.
        `),
      actions: [
        { label: 'Termin vereinbaren', to: 'mailto:service@hallberg-frischdienst.example' },
        { label: 'Kundendienst anrufen', to: 'tel:+494066969300' },
      ],
    },
  ],
}));
