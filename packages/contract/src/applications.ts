// An application's way through HR (issue 18): the statuses, their German names and which of
// them end the process (from then on the retention time runs, decision 030); HR's mails; and
// what `/api/admin/applications` answers and takes.
import type { SubmissionFile } from './submissions.ts';
import type { Paginated } from './types.ts';

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

/** Who may own an application (`GET /api/admin/applications/owners`), and who does. */
export interface ApplicationOwner {
  id: number;
  name: string;
}

/** An application as `GET /api/admin/applications` lists it. */
export interface ApplicationSummary {
  id: number;
  name: string;
  email: string;
  job_slug: string;
  job_title: string;
  /** An unsolicited application: it reads „Initiativbewerbung“, never „Stelle: …“. */
  unsolicited: boolean;
  status: ApplicationStatus;
  owner: ApplicationOwner | null;
  talent_pool: boolean;
  ended_at: string | null;
  /** When it and its files are deleted; null while the process runs. */
  delete_after: string | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/admin/applications`: a page, and every job with applications (for the filter). */
export interface ApplicationList extends Paginated<ApplicationSummary> {
  jobs: { slug: string; title: string; count: number }[];
}

/** The orders of HR's list (`sort`; `-` before a column: descending), newest first by default. */
export const APPLICATION_SORT_LABELS = {
  '-created_at': 'Neueste zuerst',
  created_at: 'Älteste zuerst',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  job_title: 'Stelle A–Z',
  '-job_title': 'Stelle Z–A',
  '-updated_at': 'Zuletzt bearbeitet zuerst',
} as const;
export type ApplicationSort = keyof typeof APPLICATION_SORT_LABELS;
export const APPLICATION_SORTS = Object.keys(APPLICATION_SORT_LABELS) as ApplicationSort[];

/** The owner filter's value for applications nobody owns yet. */
export const NO_OWNER = 'none';

/** Where HR's mail stands: waiting its 30 seconds, on its way, sent, failed, taken back. */
export type ApplicantMailState = 'waiting' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** One of HR's mails to the applicant. */
export interface ApplicantMail {
  id: number;
  template: ApplicationMailTemplateKey;
  subject: string;
  /** The plain text as it goes out: greeting, HR's text, closing, legal lines. */
  text: string;
  state: ApplicantMailState;
  /** When it goes, while it waits or is retried. */
  send_at: string | null;
  sent_at: string | null;
  created_at: string;
}

/** The CV pages or a further document (certificates). */
export type ApplicationFileRole = 'cv' | 'attachment';

/** A file of the application, CV first, in upload order. */
export interface ApplicationFile extends SubmissionFile {
  role: ApplicationFileRole;
}

/** An entry of the application's timeline; notes are never shown to the applicant. */
export interface ApplicationEvent {
  id: number;
  /** `received` | `status` | `owner` | `note` | `mail` | `mail_sent` | `mail_cancelled` | `withdrawn` */
  type: string;
  /** The status set; on `mail*` entries the mail's template. */
  status: string | null;
  /** A note's text; on `mail*` entries the mail's subject. */
  text: string | null;
  author: string | null;
  created_at: string;
}

/** One application (`GET /api/admin/applications/{id}` and every change of it). */
export interface ApplicationDetail extends ApplicationSummary {
  phone: string | null;
  start_date: string | null;
  message: string | null;
  retention_months: number;
  files: ApplicationFile[];
  mails: ApplicantMail[];
  timeline: ApplicationEvent[];
}

/** The status mail a new one would contradict (a Zusage after an Absage or the reverse). */
export interface EarlierMail {
  template: StatusMailTemplateKey;
  subject: string;
  /** When it went, or goes. */
  at: string;
  state: ApplicantMailState;
}

/** `GET /api/admin/applications/{id}/mails/draft`: the template filled, and what the layout adds. */
export interface ApplicantMailDraft {
  template: ApplicationMailTemplateKey;
  title: string;
  to: string;
  reply_to: string;
  subject: string;
  body: string;
  /** Placeholders the draft could not fill: HR replaces them before sending. */
  unfilled: ApplicationTemplatePlaceholder[];
  greeting: string;
  closing: string[];
  legal: string[];
  contradicts: EarlierMail | null;
}

/** `POST /api/admin/applications/{id}/mails`: what HR sends from the draft. */
export interface ApplicantMailSend {
  template: ApplicationMailTemplateKey;
  /** The status that goes with the mail (it must be the template's); null for a message. */
  status?: StatusMailTemplateKey | null;
  subject: string;
  body: string;
  /** Yes, after the 409 that named the earlier, contradicting status mail. */
  confirm_contradiction?: boolean;
}

/** The answer to a sent mail: the application, and the mail waiting in the queue. */
export interface ApplicantMailSent {
  data: ApplicationDetail;
  mail: { id: number; send_at: string };
}

/** The 409 of a mail that contradicts an earlier status mail. */
export interface ContradictionRefusal {
  message: string;
  earlier: EarlierMail;
}

/** `PATCH /api/admin/applications/{id}`: a new status or owner (null: nobody); mails nothing. */
export interface ApplicationUpdate {
  status?: ApplicationStatus;
  owner_id?: number | null;
}

/** `POST /api/admin/applications/{id}/notes`. */
export interface ApplicationNote {
  text: string;
}

/** A mail template (`GET /api/admin/applications/templates`). */
export interface ApplicationMailTemplate {
  key: ApplicationMailTemplateKey;
  title: string;
  /** `status`: goes with Zusage or Absage; `message`: written from the application. */
  kind: 'status' | 'message';
  subject: string;
  body: string;
  /** null while it is the default text. */
  updated_at: string | null;
}

/** `PUT /api/admin/applications/templates/{key}`. */
export interface ApplicationTemplateUpdate {
  subject: string;
  body: string;
}

/** `GET|POST /api/applications/withdraw`: the applicant's link from the confirmation mail. */
export interface ApplicationWithdrawal {
  job_title: string;
  unsolicited: boolean;
  withdrawn: boolean;
}
