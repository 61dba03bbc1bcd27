// What a „Geprüft, unverändert“ came to, carried in the address the form returns to
// (`?geprueft=…`), so the page says it without JavaScript too.
export const REVIEWED_OUTCOMES = {
  ja: 'Danke! Der Artikel ist als geprüft vermerkt.',
  nein: 'Das hat nicht geklappt: Die Prüfung bestätigen nur die verantwortliche Person und wer den Artikel ändern darf.',
  offline: 'Das Wiki ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
} as const;

export type ReviewedOutcome = keyof typeof REVIEWED_OUTCOMES;

export function reviewedOutcomeOf(url: URL): ReviewedOutcome | null {
  const value = url.searchParams.get('geprueft');
  return value && Object.hasOwn(REVIEWED_OUTCOMES, value) ? (value as ReviewedOutcome) : null;
}
