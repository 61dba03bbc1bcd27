// A mail HR is looking at in the dialog, as the page's action and the dialog share it.
import type {
  ApplicantMailDraft,
  EarlierMail,
  StatusMailTemplateKey,
} from '@frischkontor/contract';

/** A mail HR is looking at: the draft, what HR typed into it, and why it is back if it is. */
export interface MailCompose {
  draft: ApplicantMailDraft;
  /** The status that goes with the mail (Zusage, Absage); null for a message. */
  status: StatusMailTemplateKey | null;
  subject: string;
  body: string;
  /** A status mail already sent that this one contradicts: HR confirms before sending. */
  contradiction: EarlierMail | null;
  /** Why the mail was not sent (for the dialog, not the page). */
  message?: string;
  fieldErrors?: Record<string, string>;
}
