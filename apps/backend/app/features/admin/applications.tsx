// How the HR views name and show an application's state (issue 18).
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@frischkontor/contract';
import { Badge, type BADGE_TONES } from '../../components/ui/Badge';

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

const day = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

/** "1. Februar 2027" for a calendar day (`2027-02-01`) or a timestamp; "–" for nothing. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '–';
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isFinite(time) ? day.format(time) : '–';
}

export const yesNo = (value: boolean) => (value ? 'Ja' : 'Nein');

export const TIMELINE_LABELS: Record<string, string> = {
  received: 'Bewerbung eingegangen',
  status: 'Status geändert',
  owner: 'Zuständigkeit geändert',
  note: 'Notiz',
  mail: 'E-Mail an die Bewerberin oder den Bewerber',
  withdrawn: 'Von der Bewerberin oder dem Bewerber zurückgezogen',
};
