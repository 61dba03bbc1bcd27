// An application's way through HR (issue 18): the statuses, their German names and which of
// them end the process (from then on the retention time runs, decision 030).

export const APPLICATION_STATUSES = [
  'eingegangen',
  'in_pruefung',
  'gespraech',
  'zusage',
  'absage',
  'zurueckgezogen',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  eingegangen: 'Eingegangen',
  in_pruefung: 'In Prüfung',
  gespraech: 'Gespräch',
  zusage: 'Zusage',
  absage: 'Absage',
  zurueckgezogen: 'Zurückgezogen',
};

/** After these the process has ended. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'zusage',
  'absage',
  'zurueckgezogen',
];

/**
 * The mails HR writes to applicants, each from a template HR edits: `status` ones go with the
 * status of the same name (Zusage, Absage), `message` ones from the application's „E-Mail
 * schreiben“. Nothing is mailed before HR sent it from the draft (decision 039).
 */
export const APPLICATION_MAIL_TEMPLATES = [
  'zusage',
  'absage',
  'einladung',
  'zwischenbescheid',
  'nachricht',
] as const;
export type ApplicationMailTemplateKey = (typeof APPLICATION_MAIL_TEMPLATES)[number];

export const APPLICATION_MAIL_TEMPLATE_TITLES: Record<ApplicationMailTemplateKey, string> = {
  zusage: 'Zusage',
  absage: 'Absage',
  einladung: 'Einladung zum Vorstellungsgespräch',
  zwischenbescheid: 'Eingangsbestätigung und Zwischenbescheid',
  nachricht: 'Freie Nachricht',
};

/** The templates that belong to a status: choosing the status opens their mail. */
export const STATUS_MAIL_TEMPLATES = ['zusage', 'absage'] as const;
export type StatusMailTemplateKey = (typeof STATUS_MAIL_TEMPLATES)[number];

export function isStatusMailTemplate(key: string): key is StatusMailTemplateKey {
  return (STATUS_MAIL_TEMPLATES as readonly string[]).includes(key);
}

/** How long a mail HR sent waits in the queue, so it can still be taken back („Rückgängig“). */
export const APPLICANT_MAIL_UNDO_SECONDS = 30;

/**
 * The placeholders a template may use, filled in the draft HR sees. {datum}, {uhrzeit} and
 * {ort} come from what HR enters for an appointment; an unsolicited application has no {stelle}.
 */
export const APPLICATION_TEMPLATE_PLACEHOLDERS = {
  '{name}': 'Name der Bewerberin oder des Bewerbers',
  '{bewerbung}': '„Bewerbung als …“ mit dem Titel der Stelle, oder „Initiativbewerbung“',
  '{stelle}': 'Titel der Stelle (nicht bei Initiativbewerbungen)',
  '{firma}': 'Name des Unternehmens',
  '{datum}': 'Datum des Termins, z. B. „Dienstag, 12. Januar 2027“',
  '{uhrzeit}': 'Uhrzeit des Termins, z. B. „10:30“',
  '{ort}': 'Ort des Termins',
} as const;
export type ApplicationTemplatePlaceholder = keyof typeof APPLICATION_TEMPLATE_PLACEHOLDERS;
