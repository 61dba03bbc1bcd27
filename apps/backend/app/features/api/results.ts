// What an action answers a form with: a message for the whole form and one per field.

export interface ActionResult {
  ok: boolean;
  /** For the whole form (success or refusal), already in German. */
  message?: string;
  /** The first message per field name, e.g. `{ login: 'Diese Zugangsdaten …' }`. */
  fieldErrors?: Record<string, string>;
  /** Which form answered, when a page has several. */
  intent?: string;
  /** What was typed (never passwords), so a page rendered without script keeps it. */
  values?: Record<string, string>;
}

export function succeeded(message: string, intent?: string): ActionResult {
  return { ok: true, message, intent };
}

/** A refusal of our own (before the API was asked), e.g. a missing reason. */
export function refused(fieldErrors: Record<string, string>, intent?: string): ActionResult {
  return { ok: false, fieldErrors, intent, message: 'Bitte prüfen Sie die markierten Felder.' };
}
