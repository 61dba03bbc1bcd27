import type { MessageAnswer } from '@frischkontor/contract';
import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { intendedParam } from '../../features/auth/targets.server';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Passwort vergessen', matches);

export function loader({ url }: Route.LoaderArgs) {
  return { intended: intendedParam(url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = formText(form, 'email');
  try {
    const answer = await backendOf(context).send<MessageAnswer>('POST', '/forgot-password', {
      body: { email },
    });
    return succeeded(answer.message);
  } catch (error) {
    return apiFailure(error, ['email'], undefined, { email });
  }
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const { intended } = loaderData;
  const loginHref = intended ? `/auth/login?${new URLSearchParams({ intended })}` : '/auth/login';
  return (
    <AuthCard
      title="Passwort vergessen"
      intro={
        <p>
          Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie
          ein neues Passwort vergeben.
        </p>
      }
    >
      {result?.message && (
        <Alert
          tone={result.ok ? 'success' : 'error'}
          className="mt-6"
          focusKey={hasFieldErrors(result) ? undefined : result}
        >
          {result.message}
        </Alert>
      )}
      <Form ref={form} method="post" className="mt-6 space-y-5">
        <TextField
          label="E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          error={result?.fieldErrors?.email}
        />
        <SubmitButton pendingLabel="Wird gesendet …" className="btn btn-primary w-full">
          Link zum Zurücksetzen senden
        </SubmitButton>
      </Form>
      <p className="mt-6 border-t border-line pt-5">
        <Link to={loginHref} className="link">
          Zurück zur Anmeldung
        </Link>
      </p>
    </AuthCard>
  );
}
