// What the administration sends for the backups' schedule (decision 050), checked with German
// messages; where an archive may go is policy.ts's.
import {
  BACKUP_HOURS_MAX,
  BACKUP_KEEP_MAX,
  BACKUP_MODES,
  BACKUP_TARGETS,
} from '@frischkontor/contract';
import { z } from 'zod';
import { oneOf, optionalText } from '../../http/validation';

const wholeNumber = (min: number, max: number) => {
  const message = `Bitte eine ganze Zahl von ${min} bis ${max} angeben.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const scheduleSchema = z.object({
  mode: oneOf('Zeitplan', BACKUP_MODES),
  time: z
    .string({ error: 'Bitte eine Uhrzeit wie 03:00 angeben.' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte eine Uhrzeit wie 03:00 angeben.')
    .default('03:00'),
  hours: wholeNumber(1, BACKUP_HOURS_MAX).default(24),
  keep: wholeNumber(1, BACKUP_KEEP_MAX),
  target: oneOf('Ziel', BACKUP_TARGETS),
  folder: optionalText('Ordner', 500),
  bucket: optionalText('Bucket', 63).refine(
    (v) => v === null || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'Kein gültiger Bucket-Name (3 bis 63 Zeichen: Kleinbuchstaben, Ziffern, Punkt, Bindestrich).',
  ),
  prefix: optionalText('Präfix', 200).refine(
    (v) =>
      v === null ||
      (/^[A-Za-z0-9._\-/]+$/.test(v) && !v.startsWith('/') && !v.split('/').includes('..')),
    'Das Präfix darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich und / enthalten (nicht am Anfang, kein „..“).',
  ),
});

export type ScheduleInput = z.output<typeof scheduleSchema>;
