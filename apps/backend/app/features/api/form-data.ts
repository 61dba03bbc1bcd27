export { readForm } from '@frischkontor/server-kit';

/** A text field of a submitted form ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A ticked checkbox. */
export function formFlag(form: FormData, name: string): boolean {
  const value = form.get(name);
  return value === '1' || value === 'on' || value === 'true';
}
