import { data } from 'react-router';

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

/**
 * The submitted form, or a 400 answer when the body is not a form at all (JSON, XML, broken
 * multipart): bad input is never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Bad Request: Das Formular kam unvollständig oder in einem unbekannten Format an.', {
      status: 400,
    });
  }
}
