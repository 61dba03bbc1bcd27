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

/** The statuses whose change mails the applicant, from a template HR can edit. */
export const APPLICATION_MAIL_TEMPLATES = ['zusage', 'absage'] as const;
export type ApplicationMailTemplateKey = (typeof APPLICATION_MAIL_TEMPLATES)[number];

/** The placeholders a template may use, filled when the mail is sent. */
export const APPLICATION_TEMPLATE_PLACEHOLDERS = {
  '{name}': 'Name der Bewerberin oder des Bewerbers',
  '{stelle}': 'Titel der Stelle',
  '{firma}': 'Name des Unternehmens',
} as const;
