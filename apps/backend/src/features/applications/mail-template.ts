// An HR mail's template filled for one application: the placeholders it knows replaced, those
// left over named; a text with a placeholder left in it is refused.
import {
  APPLICATION_TEMPLATE_PLACEHOLDERS,
  formatWeekdayDate,
  UNSOLICITED_APPLICATION,
  type ApplicationTemplatePlaceholder,
} from '@frischkontor/contract';
import type { ApplicationRow } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { type DraftQuery, type SendInput } from './schema';

/** The application's fields a mail needs. */
export type MailApplication = Pick<
  ApplicationRow,
  'submission_id' | 'job_slug' | 'job_title' | 'status'
> & { name: string; email: string };

export const isUnsolicited = (row: Pick<ApplicationRow, 'job_slug'>) =>
  row.job_slug === UNSOLICITED_APPLICATION.slug;

const PLACEHOLDERS = Object.keys(
  APPLICATION_TEMPLATE_PLACEHOLDERS,
) as ApplicationTemplatePlaceholder[];

/** The placeholders still in a text, in the contract's order. */
export function placeholdersIn(...texts: string[]): ApplicationTemplatePlaceholder[] {
  return PLACEHOLDERS.filter((p) => texts.some((t) => t.includes(p)));
}

/**
 * Fills what is known. An unsolicited application has no job: „Bewerbung als {stelle}“ reads
 * „Initiativbewerbung“, a {stelle} elsewhere stays for HR to replace.
 */
export function fillTemplate(
  template: { subject: string; body: string },
  application: MailApplication,
  company: string,
  appointment: Partial<Pick<DraftQuery, 'datum' | 'uhrzeit' | 'ort'>> = {},
) {
  const unsolicited = isUnsolicited(application);
  const values: Partial<Record<ApplicationTemplatePlaceholder, string>> = {
    '{name}': application.name,
    '{bewerbung}': unsolicited
      ? UNSOLICITED_APPLICATION.title
      : `Bewerbung als ${application.job_title}`,
    '{stelle}': unsolicited ? undefined : application.job_title,
    '{firma}': company,
    '{datum}': appointment.datum ? formatWeekdayDate(appointment.datum) || undefined : undefined,
    '{uhrzeit}': appointment.uhrzeit ?? undefined,
    '{ort}': appointment.ort ?? undefined,
  };
  const fill = (text: string) => {
    let out = unsolicited ? text.replaceAll('Bewerbung als {stelle}', 'Initiativbewerbung') : text;
    for (const [placeholder, value] of Object.entries(values))
      if (value !== undefined) out = out.replaceAll(placeholder, value);
    return out;
  };
  const subject = fill(template.subject);
  const body = fill(template.body);
  return { subject, body, unfilled: placeholdersIn(subject, body) };
}

function placeholderMessage(found: string[]): string {
  return found.length === 1
    ? `Bitte ersetzen Sie den Platzhalter ${found[0]} durch den Text, der in der E-Mail stehen soll.`
    : `Bitte ersetzen Sie die Platzhalter ${found.join(', ')} durch den Text, der in der E-Mail stehen soll.`;
}

/** Only what HR read goes out: a placeholder left in the text is refused, not filled silently. */
export function refuseUnfilled(input: Pick<SendInput, 'subject' | 'body'>): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const found = placeholdersIn(input[field]);
    if (found.length) errors[field] = [placeholderMessage(found)];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
