import { deferUntilInput } from '~/components/ui/deferred';

// The contact form loads with the visitor's first input (components/ui/deferred.tsx).
export const ContactSection = deferUntilInput(() => import('./ContactSection'));
export { ApplicationForm } from './ApplicationForm';
export type { ApplicationValues, FormResult } from './fields';
// The pieces other public forms (the newsletter's) are built from.
export { FormAlert, FormField, Honeypot, inputClass } from './FormField';
export { FORM_LIMITS, HONEYPOT, STARTED } from './fields';
