import { Detail, EmailAddress, NewTabLink, Panel } from '@frischkontor/design';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  UNSOLICITED_APPLICATION,
  type ApplicationStatus,
  type ApplicationDetail,
} from '@frischkontor/contract';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Field } from '../../components/ui/Field';
import { formatBytes, formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { MailDialog } from '../../features/applicant-mail/MailDialog';
import { MailList } from '../../features/applicant-mail/MailList';
import { PendingMails } from '../../features/applicant-mail/PendingMails';
import { WriteMail } from '../../features/applicant-mail/WriteMail';
import { formatDay } from '../../components/ui/format';
import {
  ApplicationStatusBadge,
  applicationFor,
  templateTitle,
  TIMELINE_LABELS,
  yesNo,
} from '../../features/admin/applications';
import {
  applicationAction,
  applicationLoader,
  type ApplicationActionResult,
} from './application.server';
import type { Route } from './+types/application';

export const ErrorBoundary = AdminErrorBoundary;
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData ? `Bewerbung von ${loaderData.application.name}` : 'Bewerbung', matches);
export const loader = applicationLoader;
export const action = applicationAction;

function Files({ files }: { files: ApplicationDetail['files'] }) {
  if (files.length === 0) return <p className="mt-4">Keine Unterlagen gespeichert.</p>;
  return (
    <ul className="mt-4 grid gap-4">
      {files.map((file, i) => {
        const cv = files.filter((f) => f.role === 'cv');
        const label =
          file.role === 'attachment'
            ? `Weitere Unterlage ${i - cv.length + 1}`
            : cv.length === 1
              ? 'Lebenslauf'
              : `Lebenslauf, Seite ${i + 1}`;
        // Browsers show JPEG and PNG; PDF opens in the browser's viewer, HEIC and DOCX download.
        const image = file.mime_type === 'image/jpeg' || file.mime_type === 'image/png';
        const viewable = image || file.mime_type === 'application/pdf';
        return (
          <li key={file.url} className="rounded-xl border border-line p-4">
            <p className="font-semibold break-words">
              {label}{' '}
              <span className="font-normal text-ink-soft">
                ({file.name}, {formatBytes(file.size)})
              </span>
            </p>
            {image && (
              <img
                src={file.url}
                alt={`${label} (Foto)`}
                loading="lazy"
                className="mt-3 max-h-[32rem] w-auto max-w-full rounded-lg border border-line"
              />
            )}
            <p className="mt-3 flex flex-wrap gap-3">
              {viewable && (
                <NewTabLink href={file.url} className="btn btn-secondary">
                  Im Browser öffnen
                </NewTabLink>
              )}
              <a href={file.url} className="btn btn-secondary" download={file.name}>
                Herunterladen
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a, owners, templates } = loaderData;
  const result = actionData as ApplicationActionResult | undefined;
  const errorOf = (intent: string, field: string) =>
    result?.intent === intent ? result.fieldErrors?.[field] : undefined;
  // A mail dialog closed without a decision leaves the status as saved, the select too.
  const [closedDialogs, setClosedDialogs] = useState(0);
  return (
    <>
      <p>
        <Link to="/bewerbungen" className="link">
          <span aria-hidden="true">← </span>Alle Bewerbungen
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl break-words">{a.name}</h1>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <p className="mt-1 text-ink-soft">
        {applicationFor(a)} · eingegangen am {formatStamp(a.created_at)}
      </p>
      {result?.message && !result.compose && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}
      <PendingMails
        mails={a.mails}
        name={a.name}
        focus={result?.mailId ? { id: result.mailId, key: result } : undefined}
      />
      {result?.compose && (
        <MailDialog
          compose={result.compose}
          name={a.name}
          unsolicited={a.unsolicited}
          onClose={() => setClosedDialogs((n) => n + 1)}
        />
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel id="bearbeitung" title="Bearbeitung" className="card">
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <Field
              label="Status"
              error={errorOf('status', 'status')}
              optionalMark={false}
              className="min-w-0"
            >
              {(control) => (
                <select
                  {...control}
                  key={`${a.status}-${closedDialogs}`}
                  name="status"
                  defaultValue={a.status}
                  className="input"
                >
                  {APPLICATION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {APPLICATION_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <SubmitButton intent="status" pendingLabel="Wird gespeichert …">
              Status speichern
            </SubmitButton>
          </Form>
          <p className="mt-2 text-sm text-ink-soft">
            Bei Zusage und Absage sehen Sie zuerst die E-Mail nach der{' '}
            <Link to="/bewerbungen/vorlagen" className="link">
              Vorlage
            </Link>
            : Sie können sie ändern und senden oder den Status ohne E-Mail speichern.
          </p>
          <Form method="post" className="mt-5 flex flex-wrap items-end gap-3">
            <Field
              label="Zuständig"
              error={errorOf('owner', 'owner_id')}
              optionalMark={false}
              className="min-w-0"
            >
              {(control) => (
                <select
                  {...control}
                  name="owner_id"
                  defaultValue={a.owner ? String(a.owner.id) : ''}
                  className="input"
                >
                  <option value="">Niemand</option>
                  {owners.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <SubmitButton intent="owner" pendingLabel="Wird gespeichert …">
              Zuständigkeit speichern
            </SubmitButton>
          </Form>
        </Panel>

        <Panel id="datenschutz" title="Aufbewahrung" className="card">
          <dl className="mt-4 grid gap-4">
            <Detail label="Talentpool zugestimmt">{yesNo(a.talent_pool)}</Detail>
            <Detail label="Verfahren abgeschlossen">
              {a.ended_at ? formatDay(a.ended_at) : 'Nein'}
            </Detail>
            <Detail label="Automatische Löschung">
              {a.delete_after
                ? `am ${formatDay(a.delete_after)}`
                : `${a.retention_months} Monate nach Abschluss des Verfahrens`}
            </Detail>
          </dl>
        </Panel>
      </div>

      <Panel id="e-mail" title="E-Mails an die Bewerberin oder den Bewerber" className="card mt-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="mt-4 text-lg">E-Mail schreiben</h3>
            <WriteMail templates={templates} result={result} />
          </div>
          <div>
            <h3 className="mt-4 text-lg">Bisherige E-Mails</h3>
            <MailList mails={a.mails} />
          </div>
        </div>
        <p className="mt-4 text-sm text-ink-soft">
          Antworten gehen an das Postfach der Personalabteilung. Die Texte bearbeiten Sie unter{' '}
          <Link to="/bewerbungen/vorlagen" className="link">
            E-Mail-Vorlagen
          </Link>
          .
        </p>
      </Panel>

      <Panel id="angaben" title="Angaben" className="card mt-6">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {a.unsolicited ? (
            <Detail label="Art der Bewerbung">{UNSOLICITED_APPLICATION.title}</Detail>
          ) : (
            <Detail label="Stelle">{a.job_title}</Detail>
          )}
          <Detail label="E-Mail">
            <EmailAddress address={a.email} />
          </Detail>
          <Detail label="Telefon">{a.phone ?? '–'}</Detail>
          <Detail label="Frühester Eintritt">{formatDay(a.start_date)}</Detail>
          <Detail label="Datenschutzerklärung zugestimmt">Ja</Detail>
        </dl>
        <div className="mt-4">
          <h3 className="text-sm font-normal text-ink-soft">Nachricht</h3>
          <p className="mt-1 whitespace-pre-wrap">{a.message ?? 'Keine Nachricht.'}</p>
        </div>
      </Panel>

      <Panel id="unterlagen" title="Unterlagen" className="card mt-6">
        <Files files={a.files} />
      </Panel>

      <Panel id="verlauf" title="Verlauf und Notizen" className="card mt-6">
        <Form method="post" className="mt-4 grid gap-3">
          <Field
            label="Neue Notiz (nur intern)"
            required
            error={errorOf('note', 'text')}
            hint="Die Bewerberin oder der Bewerber sieht Notizen nie."
          >
            {(control) => (
              <textarea
                {...control}
                name="text"
                rows={3}
                maxLength={5000}
                defaultValue={result?.intent === 'note' && !result.ok ? result.values?.text : ''}
                key={result?.intent === 'note' && result.ok ? JSON.stringify(result) : 'note'}
                className="input"
              />
            )}
          </Field>
          <div>
            <SubmitButton intent="note" pendingLabel="Wird gespeichert …">
              Notiz speichern
            </SubmitButton>
          </div>
        </Form>
        <ol className="mt-6 grid gap-3">
          {[...a.timeline].reverse().map((entry) => (
            <li key={entry.id} className="border-l-4 border-line pl-3">
              <p className="text-sm text-ink-soft">
                <time dateTime={entry.created_at}>{formatStamp(entry.created_at)}</time>
                {entry.author && ` · ${entry.author}`}
              </p>
              <p className="font-semibold">
                {TIMELINE_LABELS[entry.type] ?? entry.type}
                {entry.type === 'status' && entry.status && (
                  <>: {APPLICATION_STATUS_LABELS[entry.status as ApplicationStatus]}</>
                )}
                {entry.type === 'owner' && <>: {entry.text ?? 'niemand'}</>}
                {entry.type.startsWith('mail') && <> ({templateTitle(entry.status)})</>}
              </p>
              {entry.type === 'note' && entry.text && (
                <p className="whitespace-pre-wrap">{entry.text}</p>
              )}
              {entry.type.startsWith('mail') && entry.text && (
                <p className="[overflow-wrap:anywhere]">„{entry.text}“</p>
              )}
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}
