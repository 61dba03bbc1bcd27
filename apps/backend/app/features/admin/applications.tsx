// How the HR views name and show an application's state (issue 18) and HR's mails (issue 28).
import {
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_STATUS_LABELS,
  UNSOLICITED_APPLICATION,
  type ApplicationMailTemplateKey,
  type ApplicationStatus,
  type ApplicantMail,
  type ApplicationSummary,
} from '@frischkontor/contract';
import { Badge, type BADGE_TONES } from '../../components/ui/Badge';
import { formatClock, formatStamp } from '../../components/ui/format';

const TONE: Record<ApplicationStatus, keyof typeof BADGE_TONES> = {
  eingegangen: 'waiting',
  in_pruefung: 'plain',
  gespraech: 'plain',
  zusage: 'good',
  absage: 'bad',
  zurueckgezogen: 'muted',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONE[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

export const yesNo = (value: boolean) => (value ? 'Ja' : 'Nein');

/** What an application is for: the job, or „Initiativbewerbung“ (never „Stelle: …“). */
export function applicationFor(a: Pick<ApplicationSummary, 'unsolicited' | 'job_title'>): string {
  return a.unsolicited ? UNSOLICITED_APPLICATION.title : `Bewerbung als ${a.job_title}`;
}

export const templateTitle = (key: string | null) =>
  (key && APPLICATION_MAIL_TEMPLATE_TITLES[key as ApplicationMailTemplateKey]) ?? 'E-Mail';

/** Where HR's mail stands, in a sentence fragment. */
export function mailStateText(mail: ApplicantMail): string {
  switch (mail.state) {
    case 'waiting':
      return `wartet, geht um ${formatClock(mail.send_at ?? '')} Uhr raus`;
    case 'sending':
      return 'wird gerade gesendet';
    case 'sent':
      return `versandt am ${formatStamp(mail.sent_at)} Uhr`;
    case 'failed':
      return 'konnte nicht zugestellt werden';
    case 'cancelled':
      return 'zurückgenommen, nicht versandt';
  }
}

export const TIMELINE_LABELS: Record<string, string> = {
  received: 'Bewerbung eingegangen',
  status: 'Status geändert',
  owner: 'Zuständigkeit geändert',
  note: 'Notiz',
  mail: 'E-Mail geschrieben und abgeschickt',
  mail_sent: 'E-Mail versandt',
  mail_cancelled: 'E-Mail zurückgenommen, nicht versandt',
  withdrawn: 'Von der Bewerberin oder dem Bewerber zurückgezogen',
};
