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
