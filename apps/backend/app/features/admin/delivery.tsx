import type { DeliveryState, QueuedMail } from '@frischkontor/contract';
import { Badge, type BADGE_TONES } from '../../components/ui/Badge';

export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  pending: 'ausstehend',
  sent: 'zugestellt',
  failed: 'fehlgeschlagen',
};

export const MAIL_STATE_LABELS: Record<QueuedMail['state'], string> = {
  pending: 'wartet',
  sending: 'wird gesendet',
  sent: 'gesendet',
  failed: 'fehlgeschlagen',
  cancelled: 'zurückgenommen, nicht gesendet',
};

export const SUBMISSION_TYPES = { contact: 'Kontaktanfrage', application: 'Bewerbung' } as const;

export const MAIL_PURPOSES: Record<string, string> = {
  'contact.internal': 'An das zuständige Team',
  'contact.confirmation': 'Eingangsbestätigung an den Absender',
  'application.internal': 'An die Personalabteilung (mit Lebenslauf)',
  'application.confirmation': 'Eingangsbestätigung an die Bewerberin oder den Bewerber',
  'application.zusage': 'Zusage an die Bewerberin oder den Bewerber',
  'application.absage': 'Absage an die Bewerberin oder den Bewerber',
  'application.einladung': 'Einladung zum Vorstellungsgespräch',
  'application.zwischenbescheid': 'Eingangsbestätigung und Zwischenbescheid',
  'application.nachricht': 'Nachricht der Personalabteilung',
};

const TONE: Record<DeliveryState, keyof typeof BADGE_TONES> = {
  pending: 'waiting',
  sent: 'good',
  failed: 'bad',
};

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return <Badge tone={TONE[state]}>{DELIVERY_LABELS[state]}</Badge>;
}
