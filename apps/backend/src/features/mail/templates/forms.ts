// Mails of the public forms: contact and application, to the company and the sender; HR's own.
import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { FORM_FIELD_LABELS as LABEL } from '@frischkontor/contract/forms';
import type {
  ApplicationSubmission,
  ContactSubmission,
} from '@frischkontor/contract/forms/schemas';
import { greet, render, type MailContent } from './layout';

export type ContactMailData = Omit<ContactSubmission, 'privacy'>;

export function contactInternalMail(d: ContactMailData, id: number, company: string): MailContent {
  return render({
    subject: `Kontaktanfrage (${d.topic}) von ${d.name}, ${d.company}`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `über das Kontaktformular der Website ist eine neue Anfrage eingegangen (Nr. ${id}).`,
    ],
    details: [
      [LABEL.topic, d.topic],
      [LABEL.salutation, d.salutation ?? '–'],
      [LABEL.name, d.name],
      [LABEL.company, d.company],
      [LABEL.email, d.email],
      [LABEL.phone, d.phone ?? '–'],
    ],
    quote: d.message,
    afterAction: [
      'Antworten Sie direkt auf diese E-Mail, um der Absenderin oder dem Absender zu schreiben.',
    ],
    company,
  });
}

/**
 * A short receipt to an address nobody has verified: nothing the visitor typed (name, message)
 * goes back out, so the form cannot send someone else's words to a stranger.
 */
export function contactConfirmationMail(
  d: Pick<ContactMailData, 'topic'>,
  company: string,
): MailContent {
  return render({
    subject: `Ihre Anfrage bei ${company}`,
    greeting: greet(''),
    paragraphs: [
      `vielen Dank für Ihre Nachricht zum Thema „${d.topic}“. Wir haben sie erhalten und melden uns in der Regel innerhalb eines Werktags bei Ihnen.`,
      'Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail einfach löschen.',
    ],
    company,
  });
}

export type ApplicationMailData = Omit<ApplicationSubmission, 'privacy'> & { cv_name: string };

export function applicationInternalMail(
  d: ApplicationMailData,
  id: number,
  company: string,
): MailContent {
  // An unsolicited application names no job: „Initiativbewerbung“, never „Stelle: …“.
  const unsolicited = d.job_slug === UNSOLICITED_APPLICATION.slug;
  return render({
    subject: unsolicited
      ? `${UNSOLICITED_APPLICATION.title} – ${d.name}`
      : `Bewerbung: ${d.job_title} – ${d.name}`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `über die Karriereseite ist eine neue ${unsolicited ? 'Initiativbewerbung' : 'Bewerbung'} eingegangen (Nr. ${id}). Die Unterlagen liegen als Anhang bei.`,
    ],
    details: [
      unsolicited ? ['Art', UNSOLICITED_APPLICATION.title] : [LABEL.job_title, d.job_title],
      [LABEL.name, d.name],
      [LABEL.email, d.email],
      [LABEL.phone, d.phone],
      [LABEL.start_date, d.start_date],
      ['Unterlagen', d.cv_name],
    ],
    quote: d.message ?? undefined,
    company,
  });
}

export function applicationConfirmationMail(
  d: ApplicationMailData,
  company: string,
  retention: { withdrawUrl: string; months: number },
): MailContent {
  const unsolicited = d.job_slug === UNSOLICITED_APPLICATION.slug;
  return render({
    subject: unsolicited ? 'Ihre Initiativbewerbung' : `Ihre Bewerbung als ${d.job_title}`,
    greeting: greet(d.name),
    paragraphs: [
      `vielen Dank für Ihre ${unsolicited ? 'Initiativbewerbung' : `Bewerbung als ${d.job_title}`} und Ihr Interesse an ${company}. Ihre Unterlagen sind bei uns eingegangen.`,
      // The confirmation carries Reply-To: the HR address, so an answer reaches a person.
      'Wir sehen sie uns sorgfältig an und melden uns innerhalb von zehn Arbeitstagen bei Ihnen. Bei Fragen antworten Sie einfach auf diese E-Mail – Ihre Nachricht geht direkt an unser Personalteam.',
      `${d.talent_pool ? 'Sie haben zugestimmt, dass wir Ihre Unterlagen nach dem Verfahren in unserem Talentpool aufbewahren. ' : ''}Ist das Verfahren abgeschlossen, löschen wir Ihre Unterlagen nach ${d.talent_pool ? 'Ablauf dieser Zeit' : `${retention.months} Monaten`} automatisch. Möchten Sie Ihre Bewerbung vorher zurückziehen, genügt ein Klick:`,
    ],
    action: { label: 'Bewerbung zurückziehen', url: retention.withdrawUrl },
    company,
  });
}

/**
 * HR's mail to an applicant exactly as HR saw and edited it in the draft: greeting, the text
 * (blank lines part paragraphs), closing and the legal sender lines come from the layout.
 */
export function applicantMail(p: {
  subject: string;
  body: string;
  name: string;
  company: string;
}): MailContent {
  return render({
    subject: p.subject,
    greeting: greet(p.name),
    paragraphs: p.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    company: p.company,
  });
}
