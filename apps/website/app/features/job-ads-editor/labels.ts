// The job-ad form's fields by the labels HR reads (JOB_AD_LABELS): the form lists refused ones on
// top, the preview the ones still missing.
import { JOB_AD_LABELS, type JobAdFormField } from '@frischkontor/contract';

/** The contact's fields sit under one legend; alone in a list they need it. */
export const CONTACT_LEGEND = 'Ansprechperson';

/** A form field's label as a list names it. */
export function listLabel(name: JobAdFormField): string {
  return name.startsWith('contact')
    ? `${CONTACT_LEGEND}: ${JOB_AD_LABELS[name]}`
    : JOB_AD_LABELS[name];
}

/** The fields that have a message, in the form's order. */
export function namedFields(errors: Record<string, string>) {
  return (Object.keys(JOB_AD_LABELS) as JobAdFormField[])
    .filter((name) => errors[name])
    .map((name) => ({ name, label: listLabel(name) }));
}

/** The fields that have a message as one line of text, the contact's under its legend. */
export function namedFieldsText(errors: Record<string, string>): string {
  const fields = namedFields(errors);
  const contact = fields.filter((f) => f.name.startsWith('contact'));
  const parts = fields.filter((f) => !f.name.startsWith('contact')).map((f) => f.label);
  if (contact.length)
    parts.push(`${CONTACT_LEGEND} (${contact.map((f) => JOB_AD_LABELS[f.name]).join(', ')})`);
  return parts.join(', ');
}
