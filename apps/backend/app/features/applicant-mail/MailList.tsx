// Every mail HR wrote to this applicant: what it said and where it stands.
import type { ApplicantMail } from '@frischkontor/contract';
import { mailStateText, templateTitle } from '../admin/applications';

/** Every mail HR wrote to this applicant: what it said and where it stands. */
export function MailList({ mails }: { mails: ApplicantMail[] }) {
  if (mails.length === 0)
    return <p className="mt-4 text-ink-soft">Bisher keine E-Mails von der Personalabteilung.</p>;
  return (
    <ul className="mt-4 grid grid-cols-1 gap-3">
      {[...mails].reverse().map((mail) => (
        <li key={mail.id} className="rounded-xl border border-line p-3">
          <p className="font-semibold [overflow-wrap:anywhere]">„{mail.subject}“</p>
          <p className="text-sm text-ink-soft">
            {templateTitle(mail.template)} · {mailStateText(mail)}
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm">
              Text anzeigen<span className="sr-only">: „{mail.subject}“</span>
            </summary>
            <p className="mt-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{mail.text}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
