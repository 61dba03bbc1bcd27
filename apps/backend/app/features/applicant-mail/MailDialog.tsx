// HR's mail as it will go, in a dialog HR edits and sends (issue 28, decision 039).
import {
  APPLICANT_MAIL_UNDO_SECONDS,
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_STATUS_LABELS,
  formatDateTime,
  type ApplicationTemplatePlaceholder,
  type EarlierMail,
} from '@frischkontor/contract';
import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, Field } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { formatClock } from '../../components/ui/format';
import type { MailCompose } from './compose';

function earlierText(earlier: EarlierMail, name: string): string {
  const kind = APPLICATION_MAIL_TEMPLATE_TITLES[earlier.template];
  return earlier.state === 'sent'
    ? `Am ${formatDateTime(earlier.at)} ging bereits eine ${kind} an ${name}: „${earlier.subject}“.`
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
