import { ApiError, BackendUnavailableError } from './backend.server';
import type { ActionResult } from './results';

export const UNAVAILABLE_MESSAGE =
  'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.';

/**
 * Turns a refused API call into an answer for the form: field messages at their fields (those
 * the form shows), everything else, rate limits (429) included, as the form's message.
 * Anything that is not an API refusal is thrown on.
 */
export function apiFailure(
  error: unknown,
  fields: readonly string[],
  intent?: string,
  values?: Record<string, string>,
): ActionResult {
  if (error instanceof BackendUnavailableError)
    return { ok: false, message: UNAVAILABLE_MESSAGE, intent, values };
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) fieldErrors[field] = message;
    else other.push(message);
  }
  const message =
    error.status === 422
      ? other.length
        ? other.join(' ')
        : 'Bitte prüfen Sie die markierten Felder.'
      : error.message;
  return { ok: false, message, fieldErrors, intent, values };
}
