import { cx } from '../../components/ui/cx';
import type { DeliveryState, QueuedMail } from '../api/types';

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
};

export const SUBMISSION_TYPES = { contact: 'Kontaktanfrage', application: 'Bewerbung' } as const;

export const MAIL_PURPOSES: Record<string, string> = {
  'contact.internal': 'An das zuständige Team',
  'contact.confirmation': 'Eingangsbestätigung an den Absender',
  'application.internal': 'An die Personalabteilung (mit Lebenslauf)',
  'application.confirmation': 'Eingangsbestätigung an die Bewerberin oder den Bewerber',
};

const BADGE: Record<DeliveryState, string> = {
  pending: 'border-amber-ink bg-paper text-amber-ink',
  sent: 'border-herb-600 bg-herb-50 text-herb-800',
  failed: 'border-brand-700 bg-brand-50 text-brand-900',
};

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        BADGE[state],
      )}
    >
      {DELIVERY_LABELS[state]}
    </span>
  );
}
