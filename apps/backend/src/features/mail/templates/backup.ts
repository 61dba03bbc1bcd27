// The mail to every admin when a backup fails (decision 050).
import { formatDateTime } from '@frischkontor/contract';
import { greet, render, type MailContent } from './layout';

export function backupFailedMail(p: {
  when: Date;
  scheduled: boolean;
  location: string;
  reason: string;
  url: string;
  company: string;
}): MailContent {
  return render({
    subject: 'Sicherung fehlgeschlagen',
    greeting: greet(''),
    paragraphs: [
      `die ${p.scheduled ? 'geplante' : 'von Hand gestartete'} Sicherung vom ${formatDateTime(p.when)} ist fehlgeschlagen. Es wurde kein neues Archiv geschrieben; die vorhandenen Sicherungen bleiben unverändert.`,
    ],
    details: [
      ['Ziel', p.location],
      ['Grund', p.reason],
    ],
    action: { label: 'Sicherung in der Verwaltung ansehen', url: p.url },
    afterAction: [
      'Unter Einstellungen → Sicherung sehen Sie das Ergebnis jeder Sicherung und können sie mit „Jetzt sichern“ wiederholen. Weitere Einzelheiten stehen im Protokoll der Verwaltung und im Log des Backends (Meldung „Sicherung fehlgeschlagen“).',
    ],
    company: p.company,
  });
}
