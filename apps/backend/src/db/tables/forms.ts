// The public forms' submissions and the applications HR handles (issue 18).
import type { Generated } from 'kysely';

export interface FormSubmissionsTable {
  id: Generated<number>;
  type: 'contact' | 'application';
  name: string;
  email: string;
  topic: string;
  /** JSON of the validated fields. */
  data: string;
  cv_media_id: number | null;
  delivery_state: 'pending' | 'sent' | 'failed';
  ip: string | null;
  /** Folded name and e-mail address, for the administration's search (`searchForms`). */
  search_text: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** An application submission as HR handles it (issue 18). */
export interface ApplicationsTable {
  submission_id: number;
  job_slug: string;
  job_title: string;
  /** APPLICATION_STATUSES */
  status: Generated<string>;
  owner_id: number | null;
  /** The applicant agreed to be kept in the talent pool (the longer retention). */
  talent_pool: Generated<number>;
  /** When the status became final; the retention time runs from here. */
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The timeline: arrival, status and owner changes, notes, mails, withdrawal. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  /** `received` | `status` | `owner` | `note` | `mail` | `mail_sent` | `mail_cancelled` | `withdrawn` */
  type: string;
  /** The status set; on `mail*` entries the template of the mail (`zusage`, `einladung`, …). */
  status: string | null;
  /** A note's text; on `mail*` entries the mail's subject. */
  text: string | null;
  author_id: number | null;
  created_at: string;
}

export interface ApplicationMailTemplatesTable {
  /** APPLICATION_MAIL_TEMPLATES */
  key: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: string;
}
