// HR's mails to applicants in the panel (issue 28, decision 039): the mail as it will go, in a
// dialog HR edits and sends; the 30 seconds in which it can be taken back; the mails so far.
import {
  APPLICANT_MAIL_UNDO_SECONDS,
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_STATUS_LABELS,
  type ApplicationTemplatePlaceholder,
  type StatusMailTemplateKey,
  type ApplicantMail,
  type ApplicantMailDraft,
  type ApplicationMailTemplate,
  type EarlierMail,
} from '@frischkontor/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, Field } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { cx } from '../../components/ui/cx';
import type { ActionResult } from '../api/results';
import { formatClock, formatDay, mailStateText, templateTitle } from './applications';

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

function earlierText(earlier: EarlierMail, name: string): string {
  const kind = APPLICATION_MAIL_TEMPLATE_TITLES[earlier.template];
  return earlier.state === 'sent'
    ? `Am ${formatDay(earlier.at)} um ${formatClock(earlier.at).slice(0, 5)} Uhr ging bereits eine ${kind} an ${name}: „${earlier.subject}“.`
    : `Um ${formatClock(earlier.at)} Uhr geht bereits eine ${kind} an ${name}: „${earlier.subject}“. Um sie zurückzunehmen, wählen Sie „Abbrechen“ und dann „Rückgängig“.`;
}

function unfilledText(unfilled: ApplicationTemplatePlaceholder[], unsolicited: boolean): string {
  const list = unfilled.join(', ');
  const stelle =
    unsolicited && unfilled.includes('{stelle}')
      ? ' Eine Initiativbewerbung hat keine Stelle: Schreiben Sie, was an ihrer Stelle stehen soll.'
      : '';
  return `${unfilled.length === 1 ? 'Der Platzhalter' : 'Die Platzhalter'} ${list} ${unfilled.length === 1 ? 'ist' : 'sind'} noch offen. Bitte ersetzen Sie ${unfilled.length === 1 ? 'ihn' : 'sie'} im Text, sonst lässt sich die E-Mail nicht senden.${stelle}`;
}

/**
 * The mail from its template, as it will go: HR edits subject and text, then sends it, saves
 * the status without it, or cancels. A native modal dialog, opened when the action answers.
 */
export function MailDialog({
  compose,
  name,
  unsolicited,
  onClose,
}: {
  compose: MailCompose;
  name: string;
  unsolicited: boolean;
  /** Closed without a decision (Abbrechen, Escape): nothing was saved. */
  onClose?: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (!box.open) box.showModal();
    // Back with a refusal: focus what to act on (a marked field, the confirmation), else the subject.
    const target =
      box.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (compose.message ? box.querySelector<HTMLElement>('[name="confirm_contradiction"]') : null) ??
      box.querySelector<HTMLElement>('[name="subject"]');
    target?.focus();
  }, [compose]);
  const { draft, status, contradiction } = compose;
  const kind = status ? APPLICATION_STATUS_LABELS[status] : draft.title;
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[min(46rem,calc(100vw-1rem))] max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-2xl border border-line bg-white px-4 pt-4 text-ink shadow-xl sm:px-6 sm:pt-6"
    >
      <h2 id={`${id}-title`} className="text-xl [overflow-wrap:anywhere]">
        {kind}: <span className="whitespace-nowrap">E-Mail</span> an {name}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-ink-soft">
        {status &&
          `Der Status „${kind}“ wird erst mit „Senden“ oder „Ohne E-Mail speichern“ gespeichert. `}
        Nach „Senden“ können Sie die E-Mail noch {APPLICANT_MAIL_UNDO_SECONDS} Sekunden lang
        zurücknehmen.
      </p>
      {compose.message && (
        <Alert tone="error" className="mt-4">
          {compose.message}
        </Alert>
      )}
      <Form method="post" className="mt-4 grid gap-4" key={JSON.stringify(compose)}>
        <input type="hidden" name="template" value={draft.template} />
        <input type="hidden" name="status" value={status ?? ''} />
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="font-semibold">An</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {name} &lt;{draft.to}&gt;
          </dd>
          <dt className="font-semibold">Antworten gehen an</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{draft.reply_to}</dd>
        </dl>
        {contradiction && (
          <div className="alert alert-error">
            <p className="font-semibold">Diese {kind} widerspricht einer früheren E-Mail.</p>
            <p className="mt-1">{earlierText(contradiction, name)}</p>
            <CheckboxField
              className="mt-3"
              name="confirm_contradiction"
              label={`Ja, ich möchte trotzdem eine ${kind} senden.`}
            />
          </div>
        )}
        {draft.unfilled.length > 0 && (
          <Alert tone="info">{unfilledText(draft.unfilled, unsolicited)}</Alert>
        )}
        <Field label="Betreff" optionalMark={false} error={compose.fieldErrors?.subject}>
          {(control) => (
            // One line that wraps, so a long subject can be read whole on a phone.
            <textarea
              {...control}
              name="subject"
              rows={1}
              maxLength={200}
              defaultValue={compose.subject}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
              className="input field-sizing-content resize-none"
            />
          )}
        </Field>
        <Field
          label="Text"
          optionalMark={false}
          error={compose.fieldErrors?.body}
          describedBy={`${id}-greeting ${id}-closing`}
          hint="Leerzeilen trennen Absätze. Am Ende stehen die Pflichtangaben des Unternehmens."
        >
          {(control) => (
            <>
              <p id={`${id}-greeting`} className="mt-1.5 text-sm text-ink-soft">
                {draft.greeting}
              </p>
              <textarea
                {...control}
                name="body"
                rows={10}
                maxLength={5000}
                defaultValue={compose.body}
                className="input"
              />
              <p id={`${id}-closing`} className="mt-1.5 text-sm whitespace-pre-line text-ink-soft">
                {draft.closing.join('\n')}
              </p>
            </>
          )}
        </Field>
        <details className="text-sm text-ink-soft">
          <summary className="cursor-pointer">Pflichtangaben am Ende der E-Mail anzeigen</summary>
          <p className="mt-1 whitespace-pre-line">{draft.legal.join('\n')}</p>
        </details>
        {/* Stays in view at the dialog's foot, so „Senden“ is reachable on a small screen. */}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-3 border-t border-line bg-white px-4 py-4 sm:-mx-6 sm:px-6">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => dialog.current?.close()}
          >
            Abbrechen
          </button>
          {status && (
            <SubmitButton
              intent="status-only"
              className="btn btn-secondary"
              pendingLabel="Wird gespeichert …"
            >
              Ohne E-Mail speichern
            </SubmitButton>
          )}
          <SubmitButton intent="send" pendingLabel="Wird gesendet …">
            Senden
          </SubmitButton>
        </div>
      </Form>
    </dialog>
  );
}

/** The time, ticking each second while something waits; null in the server's HTML. */
function useNow(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = active ? setInterval(tick, 1000) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}

function pendingText(mail: ApplicantMail, name: string): string {
  switch (mail.state) {
    case 'waiting':
      return `Die E-Mail „${mail.subject}“ an ${name} geht um ${formatClock(mail.send_at ?? '')} Uhr raus. Bis dahin können Sie sie zurücknehmen.`;
    case 'sent':
      return `Die E-Mail „${mail.subject}“ an ${name} wurde um ${formatClock(mail.sent_at ?? '')} Uhr versandt.`;
    case 'cancelled':
      return `Die E-Mail „${mail.subject}“ an ${name} wurde zurückgenommen und nicht versandt.`;
    default:
      return `Die E-Mail „${mail.subject}“ an ${name} ${mailStateText(mail)}.`;
  }
}

const TONE: Record<ApplicantMail['state'], string> = {
  waiting: 'alert-info',
  sending: 'alert-info',
  sent: 'alert-success',
  cancelled: 'alert-info',
  failed: 'alert-error',
};

/**
 * The mails still waiting their 30 seconds, each with „Rückgängig“; a mail seen waiting stays
 * and says when it went (the page asks the server again once its time has come) or that it was
 * taken back. `focus` names the mail just sent or taken back: its notice gets the focus.
 */
export function PendingMails({
  mails,
  name,
  focus,
}: {
  mails: ApplicantMail[];
  name: string;
  focus?: { id: number; key: unknown };
}) {
  const [watched, setWatched] = useState<number[]>([]);
  const waiting = mails.filter((m) => m.state === 'waiting' || m.state === 'sending');
  const now = useNow(waiting.length > 0);
  const revalidator = useRevalidator();
  // A mail seen waiting stays on the page after it went (state from earlier renders, React's way).
  const unseen = waiting.filter((m) => !watched.includes(m.id)).map((m) => m.id);
  if (unseen.length) setWatched([...watched, ...unseen]);
  // Past its time a mail is on its way: ask the server every 2 s until it says it went, for a
  // minute after each attempt's time (a mail retried later is looked at again then).
  const due =
    now !== null &&
    waiting.some((m) => {
      const at = Date.parse(m.send_at ?? '');
      return at <= now && now - at < 60_000;
    });
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!due) return;
    const timer = setInterval(() => {
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [due]);
  // The action's answer comes before the page's new data: focus the notice once it is there.
  const focused = useRef<HTMLParagraphElement>(null);
  const focusedFor = useRef<unknown>(null);
  const present = mails.some((m) => m.id === focus?.id);
  useEffect(() => {
    if (!focus || !present || focusedFor.current === focus.key) return;
    focusedFor.current = focus.key;
    focused.current?.focus();
  }, [focus, present]);

  const shown = mails.filter(
    (m) => waiting.includes(m) || watched.includes(m.id) || m.id === focus?.id,
  );
  if (shown.length === 0) return null;
  return (
    <ul className="mt-4 grid grid-cols-1 gap-3" aria-label="Abgeschickte E-Mails">
      {shown.map((mail) => {
        const left =
          mail.state === 'waiting' && now !== null && mail.send_at
            ? Math.max(0, Math.ceil((Date.parse(mail.send_at) - now) / 1000))
            : null;
        return (
          <li
            key={mail.id}
            className={cx(
              'alert flex flex-wrap items-center justify-between gap-3',
              TONE[mail.state],
            )}
          >
            <p
              role="status"
              ref={mail.id === focus?.id ? focused : undefined}
              tabIndex={mail.id === focus?.id ? -1 : undefined}
              className="min-w-0 flex-1 basis-64 font-semibold [overflow-wrap:anywhere]"
            >
              {pendingText(mail, name)}
              {left !== null && (
                <span aria-hidden="true" className="font-normal">
                  {' '}
                  {left > 0
                    ? `Noch ${left} ${left === 1 ? 'Sekunde' : 'Sekunden'}.`
                    : 'Wird gerade gesendet …'}
                </span>
              )}
            </p>
            {mail.state === 'waiting' && (
              <Form method="post">
                <input type="hidden" name="mail" value={mail.id} />
                <SubmitButton
                  intent="cancel-mail"
                  className="btn btn-secondary"
                  pendingLabel="Wird zurückgenommen …"
                  aria-label={`Rückgängig: E-Mail „${mail.subject}“ nicht senden`}
                >
                  Rückgängig
                </SubmitButton>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const APPOINTMENT: ApplicationTemplatePlaceholder[] = ['{datum}', '{uhrzeit}', '{ort}'];

/** „E-Mail schreiben“: a template, and for an appointment its day, time and place. */
export function WriteMail({
  templates,
  result,
}: {
  templates: ApplicationMailTemplate[];
  result: ActionResult | undefined;
}) {
  const messages = templates.filter((t) => t.kind === 'message');
  const mine = result?.intent === 'compose' && !result.ok ? result : undefined;
  const [chosen, setChosen] = useState(mine?.values?.template || messages[0]?.key || '');
  const template = messages.find((t) => t.key === chosen) ?? messages[0];
  const uses = (placeholder: ApplicationTemplatePlaceholder) =>
    !!template && `${template.subject} ${template.body}`.includes(placeholder);
  const appointment = APPOINTMENT.some(uses);
  return (
    <Form method="post" className="mt-4 grid gap-4">
      <Field label="Vorlage" optionalMark={false} error={mine?.fieldErrors?.template}>
        {(control) => (
          <select
            {...control}
            name="template"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            className="input"
          >
            {messages.map((t) => (
              <option key={t.key} value={t.key}>
                {t.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {appointment && (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 sm:items-start">
          <legend className="sr-only">Termin</legend>
          {uses('{datum}') && (
            <Field label="Datum" error={mine?.fieldErrors?.datum} className="min-w-0">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="datum"
                  defaultValue={mine?.values?.datum}
                  className="input"
                />
              )}
            </Field>
          )}
          {uses('{uhrzeit}') && (
            <Field label="Uhrzeit" error={mine?.fieldErrors?.uhrzeit} className="min-w-0">
              {(control) => (
                <input
                  {...control}
                  type="time"
                  name="uhrzeit"
                  defaultValue={mine?.values?.uhrzeit}
                  className="input"
                />
              )}
            </Field>
          )}
          {uses('{ort}') && (
            <Field label="Ort" error={mine?.fieldErrors?.ort} className="min-w-0 sm:col-span-2">
              {(control) => (
                <input
                  {...control}
                  name="ort"
                  maxLength={200}
                  defaultValue={mine?.values?.ort}
                  className="input"
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
      <p className="text-sm text-ink-soft">
        Sie sehen die E-Mail vor dem Senden und können sie ändern.{' '}
        {appointment &&
          `Leer gelassene Angaben bleiben als Platzhalter (${APPOINTMENT.filter(uses).join(', ')}) im Text, bis Sie sie ersetzen.`}
      </p>
      <div>
        <SubmitButton intent="compose" pendingLabel="Wird vorbereitet …">
          E-Mail schreiben
        </SubmitButton>
      </div>
    </Form>
  );
}

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
