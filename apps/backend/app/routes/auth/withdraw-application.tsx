import type { ApplicationWithdrawal } from '@frischkontor/contract';
import { Form } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { ApiError, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { websiteHome } from '../../features/auth/targets.server';
import type { Route } from './+types/withdraw-application';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle('Bewerbung zurückziehen', matches);

/** The applicant's link from the confirmation mail: no account, the signature is the key. */
export async function loader(args: Route.LoaderArgs) {
  const id = args.url.searchParams.get('id') ?? '';
  const signature = args.url.searchParams.get('signature') ?? '';
  try {
    const { data } = await backendOf(args.context).get<{ data: ApplicationWithdrawal }>(
      '/applications/withdraw',
      { id, signature },
    );
    return { application: data, id, signature, website: websiteHome(), invalid: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { application: null, id, signature, website: websiteHome(), invalid: error.message };
  }
}

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  try {
    await backendOf(args.context).send('POST', '/applications/withdraw', {
      body: { id: formText(form, 'id'), signature: formText(form, 'signature') },
    });
    return { ok: true, message: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { ok: false, message: error.message };
  }
}

export default function WithdrawApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application, invalid } = loaderData;
  const done = actionData?.ok || application?.withdrawn;
  // An unsolicited application names no job: „Ihre Initiativbewerbung“.
  const yours = application?.unsolicited
    ? 'Ihre Initiativbewerbung'
    : `Ihre Bewerbung als ${application?.job_title ?? ''}`;
  return (
    <AuthCard
      title={done ? 'Ihre Bewerbung ist zurückgezogen' : 'Bewerbung zurückziehen'}
      intro={
        application ? (
          <p>
            {done
              ? `Wir bearbeiten ${yours} nicht weiter. Ihre Unterlagen löschen wir nach Ablauf der Aufbewahrungsfrist automatisch.`
              : `Möchten Sie ${yours} zurückziehen? Wir bearbeiten sie dann nicht weiter und löschen Ihre Unterlagen nach Ablauf der Aufbewahrungsfrist automatisch.`}
          </p>
        ) : undefined
      }
    >
      {invalid && (
        <Alert tone="error" className="mt-6">
          {invalid}
        </Alert>
      )}
      {actionData && !actionData.ok && (
        <Alert tone="error" className="mt-6">
          {actionData.message}
        </Alert>
      )}
      {application && !done && (
        <Form method="post" className="mt-6">
          <input type="hidden" name="id" value={loaderData.id} />
          <input type="hidden" name="signature" value={loaderData.signature} />
          <SubmitButton pendingLabel="Wird zurückgezogen …">Bewerbung zurückziehen</SubmitButton>
        </Form>
      )}
      <p className="mt-6">
        <a href={loaderData.website} className={done || invalid ? 'btn btn-primary' : 'link'}>
          Zur Website
        </a>
      </p>
    </AuthCard>
  );
}
