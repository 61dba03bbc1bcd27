import type { MessageAnswer, ResetLinkCheck, ResetLinkStatus } from '@frischkontor/contract';
import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { refused, succeeded, type ActionResult } from '../../features/api/results';
import { confirmationError } from '../../features/auth/confirmation';
import { NewPasswordFields } from '../../features/auth/NewPasswordFields';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData?.invitation ? 'Passwort festlegen' : 'Neues Passwort vergeben', matches);

/** `unknown`: the link lacks its token or address, or the API could not say. */
type LinkStatus = ResetLinkStatus | 'unknown';

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')?.slice(0, 200) ?? '';
  const email = url.searchParams.get('email')?.slice(0, 255) ?? '';
  let status: LinkStatus = 'unknown';
  if (token && email) {
    // A used or expired link says so at once, instead of a form that cannot succeed.
    try {
      status = (
        await backendOf(context).send<ResetLinkCheck>('POST', '/reset-password/status', {
          body: { token, email },
        })
      ).status;
    } catch {
      status = 'unknown';
    }
  }
  // An invitation (an admin created the account) is a reset link that speaks of a first password.
  const invitation = url.searchParams.get('einladung') === '1';
  return { token, email, status, invitation };
}

const DEAD_LINKS = {
  used: {
    title: 'Link bereits verwendet',
    text: 'Dieser Link wurde bereits verwendet. Ihr Passwort wurde damit schon geändert. Wenn Sie es erneut ändern möchten, fordern Sie bitte einen neuen Link an.',
  },
  expired: {
    title: 'Link abgelaufen',
    text: 'Dieser Link ist abgelaufen: Links zum Zurücksetzen gelten 60 Minuten. Bitte fordern Sie einen neuen an.',
  },
  invalid: {
    title: 'Link ungültig',
    text: 'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig, oder fordern Sie einen neuen an.',
  },
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const mismatch = confirmationError(form);
  if (mismatch) return refused({ password_confirmation: mismatch });
  try {
    const answer = await backendOf(context).send<MessageAnswer>('POST', '/reset-password', {
      body: {
        token: formText(form, 'token'),
        email: formText(form, 'email'),
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
      },
    });
    return succeeded(answer.message);
  } catch (error) {
    // An invalid or used link is a message for the whole form (with a way to a new one).
    return apiFailure(error, ['password']);
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const { token, email, status, invitation } = loaderData;

  if (result?.ok)
    return (
      <AuthCard title={invitation ? 'Passwort festgelegt' : 'Passwort geändert'}>
        <Alert tone="success" className="mt-6" focusKey={result}>
          {result.message}
        </Alert>
        <p className="mt-6">
          <Link to="/auth/login" className="btn btn-primary">
            Zur Anmeldung
          </Link>
        </p>
      </AuthCard>
    );

  if (!result && (status === 'used' || status === 'expired' || status === 'invalid'))
    return (
      <AuthCard title={DEAD_LINKS[status].title}>
        <p className="mt-4">
          {invitation && status === 'expired'
            ? 'Diese Einladung ist abgelaufen: Einladungen gelten 7 Tage. Fordern Sie einfach einen neuen Link an; Ihr Konto besteht bereits.'
            : DEAD_LINKS[status].text}
        </p>
        <p className="mt-6">
          <Link to="/auth/forgot-password" className="btn btn-primary">
            Neuen Link anfordern
          </Link>
        </p>
      </AuthCard>
    );

  if (!email)
    return (
      <AuthCard title="Link unvollständig">
        <p className="mt-4">
          Diesem Link fehlen Angaben. Bitte öffnen Sie den Link aus der E-Mail vollständig, oder
          fordern Sie einen neuen an.
        </p>
        <p className="mt-6">
          <Link to="/auth/forgot-password" className="btn btn-primary">
            Neuen Link anfordern
          </Link>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard
      title={invitation ? 'Passwort festlegen' : 'Neues Passwort vergeben'}
      intro={
        <p>
          {invitation
            ? 'Willkommen! Für Sie wurde ein Konto angelegt. Legen Sie hier Ihr Passwort fest; danach melden Sie sich damit an.'
            : 'Wählen Sie ein neues Passwort für Ihr Konto. Danach melden Sie sich damit an.'}
        </p>
      }
    >
      {result?.message && (
        <Alert tone="error" className="mt-6" focusKey={hasFieldErrors(result) ? undefined : result}>
          {result.message}
          {!hasFieldErrors(result) && (
            <>
              {' '}
              <Link to="/auth/forgot-password" className="link">
                Neuen Link anfordern
              </Link>
            </>
          )}
        </Alert>
      )}
      <Form ref={form} method="post" className="mt-6 space-y-5">
        <input type="hidden" name="token" value={token} />
        <TextField
          label="E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="username"
          readOnly
          required
          defaultValue={email}
        />
        <NewPasswordFields
          label={invitation ? 'Passwort' : 'Neues Passwort'}
          error={result?.fieldErrors?.password}
          confirmationError={result?.fieldErrors?.password_confirmation}
          context={{ email }}
        />
        <SubmitButton pendingLabel="Wird gespeichert …" className="btn btn-primary w-full">
          Passwort speichern
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
