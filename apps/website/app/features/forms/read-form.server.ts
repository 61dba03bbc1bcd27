import { data } from 'react-router';

/**
 * The submitted form, or a 400 answer when the body is not a form at all (broken multipart,
 * JSON sent to a form): bad input is never a 500.
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
