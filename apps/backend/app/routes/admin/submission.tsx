import { Detail, Panel, EmailAddress } from '@frischkontor/design';
import {
  PERMISSIONS,
  UNSOLICITED_APPLICATION,
  type SubmissionDetail,
} from '@frischkontor/contract';
import { formFieldLabel } from '@frischkontor/contract/forms';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { formatBytes, formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import {
  DeliveryBadge,
  MAIL_PURPOSES,
  MAIL_STATE_LABELS,
  SUBMISSION_TYPES,
} from '../../features/admin/delivery';
import { apiFailure, ApiError, backendOf } from '../../features/api/index.server';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import { notFound } from '../../features/errors/refusal';
import type { Route } from './+types/submission';

export const ErrorBoundary = AdminErrorBoundary;
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(
    loaderData
      ? `${SUBMISSION_TYPES[loaderData.submission.type]} Nr. ${loaderData.submission.id}`
      : 'Formulareingang',
    matches,
  );

function submissionPath(id: string) {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return `/admin/forms/${id}`;
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  try {
    const { data } = await backendOf(args.context).get<{ data: SubmissionDetail }>(
      submissionPath(args.params.id),
    );
    return { submission: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.admin);
  try {
    await backendOf(args.context).send('POST', `${submissionPath(args.params.id)}/retry`);
  } catch (error) {
    return apiFailure(error, [], 'retry');
  }
  return succeeded('Die Zustellung wurde erneut angestoßen.', 'retry');
}

function display(value: unknown): string {
  if (value === true) return 'ja';
  if (value === false) return 'nein';
  if (value === null || value === undefined || value === '') return '–';
  return String(value);
}

export default function Submission({ loaderData, actionData }: Route.ComponentProps) {
  const { submission } = loaderData;
  const result = actionData as ActionResult | undefined;
  // An unsolicited application names no job: „Art der Bewerbung: Initiativbewerbung“.
  const unsolicited = submission.data.job_slug === UNSOLICITED_APPLICATION.slug;
  const entries = Object.entries(submission.data).filter(
    ([key]) => key !== 'message' && !(unsolicited && key === 'job_slug'),
  );
  const labelOf = (key: string) =>
    unsolicited && key === 'job_title' ? 'Art der Bewerbung' : formFieldLabel(key);
  return (
    <>
      <p>
        <Link to="/formulare" className="link">
          <span aria-hidden="true">← </span>Alle Formulareingänge
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl">
          {SUBMISSION_TYPES[submission.type]} Nr. {submission.id}
        </h1>
        <DeliveryBadge state={submission.delivery_state} />
      </div>
      <p className="mt-1 text-ink-soft">Eingegangen am {formatStamp(submission.created_at)}</p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}

      <Panel id="angaben" title="Angaben" className="card mt-6">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {entries.map(([key, value]) => (
            <Detail key={key} label={labelOf(key)}>
              {display(value)}
            </Detail>
          ))}
        </dl>
        {typeof submission.data.message === 'string' && (
          <div className="mt-4">
            <h3 className="text-sm font-normal text-ink-soft">{formFieldLabel('message')}</h3>
            <p className="mt-1 whitespace-pre-wrap">{submission.data.message}</p>
          </div>
        )}
        {submission.files.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3">
            {submission.files.map((file, i) => (
              <li key={file.url}>
                <a href={file.url} className="btn btn-secondary" download>
                  {submission.files.length === 1 ? 'Lebenslauf' : `Unterlagen ${i + 1}`}{' '}
                  herunterladen
                  <span className="font-normal">
                    ({file.name}, {formatBytes(file.size)})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="zustellung" title="Zustellung" className="card mt-6">
        <div className="mt-4 table-scroll">
          <table className="table">
            <caption className="sr-only">E-Mails zu diesem Eingang</caption>
            <thead>
              <tr>
                <th scope="col">E-Mail</th>
                <th scope="col">An</th>
                <th scope="col">Stand</th>
                <th scope="col">Versuche</th>
                <th scope="col">Letzter Fehler</th>
              </tr>
            </thead>
            <tbody>
              {submission.mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{MAIL_PURPOSES[mail.purpose] ?? mail.purpose}</td>
                  <td>
                    <EmailAddress address={mail.recipient} />
                  </td>
                  <td>
                    {MAIL_STATE_LABELS[mail.state]}
                    {mail.sent_at && (
                      <span className="block text-ink-soft">{formatStamp(mail.sent_at)}</span>
                    )}
                  </td>
                  <td>{mail.attempts}</td>
                  <td className="break-words">{mail.last_error ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {submission.delivery_state === 'failed' && (
          <Form method="post" className="mt-4">
            <SubmitButton intent="retry" pendingLabel="Wird angestoßen …">
              Zustellung erneut versuchen
            </SubmitButton>
          </Form>
        )}
      </Panel>
    </>
  );
}
