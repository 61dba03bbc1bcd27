import { useCallback, useEffect, useRef } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import type { ActionResult } from '../../features/api/results';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { CompanySignIn, OidcNotice, oidcMessage } from '../../features/auth/CompanySignIn';
import { PasskeyConfirm, PasskeySignIn } from '../../features/auth/PasskeyButton';
import type { RootData } from '../../root.server';
import { loginAction, loginLoader } from './login.server';
import type { Route } from './+types/login';

export const loader = loginLoader;
export const action = loginAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData?.step === 'code' ? 'Anmeldung bestätigen' : 'Anmelden', matches);

function withIntended(path: string, intended: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  if (intended) params.set('intended', intended);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return loaderData.step === 'code' ? (
    <CodeStep method={loaderData.method} intended={loaderData.intended} result={result} />
  ) : (
    <CredentialsStep intended={loaderData.intended} outcome={loaderData.oidc} result={result} />
  );
}

function CredentialsStep({
  intended,
  outcome,
  result,
}: {
  intended: string | null;
  /** `?oidc=`: what happened at the company's provider. */
  outcome: string | null;
  result?: ActionResult;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const oidc = root?.oidc ?? null;
  const notice = oidc && !result ? oidcMessage(outcome, oidc) : null;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  const remember = useCallback(
    () => !!form.current?.querySelector<HTMLInputElement>('input[name="remember"]')?.checked,
    [],
  );
  return (
    <AuthCard
      title="Anmelden"
      intro={
        <p>
          Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an, oder mit einem Passkey.
        </p>
      }
    >
      {result?.message && !result.ok && (
        <Alert tone="error" className="mt-6" focusKey={hasFieldErrors(result) ? undefined : result}>
          {result.message}
        </Alert>
      )}
      {notice && <OidcNotice message={notice} />}
      <Form ref={form} method="post" className="mt-6 space-y-5">
        <TextField
          label="E-Mail-Adresse"
          name="login"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={result?.values?.login}
          error={errors.login}
        />
        <div>
          <TextField
            label="Passwort"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <p className="mt-2 text-sm">
            <Link to={withIntended('/auth/forgot-password', intended)} className="link">
              Passwort vergessen?
            </Link>
          </p>
        </div>
        <CheckboxField
          name="remember"
          value="1"
          label="Angemeldet bleiben"
          hint="Sie bleiben auf diesem Gerät 30 Tage angemeldet. Bitte nicht auf gemeinsam genutzten Geräten verwenden."
        />
        <SubmitButton
          intent="login"
          pendingLabel="Anmeldung läuft …"
          className="btn btn-primary w-full"
        >
          Anmelden
        </SubmitButton>
      </Form>
      <PasskeySignIn apiPrefix={root?.apiPrefix ?? '/api'} remember={remember} />
      {oidc && (
        <CompanySignIn apiPrefix={root?.apiPrefix ?? '/api'} oidc={oidc} intended={intended} />
      )}
      {root?.registrationOpen !== false && (
        <p className="mt-6 border-t border-line pt-5 text-center">
          Noch kein Konto?{' '}
          <Link to={withIntended('/auth/register', intended)} className="link">
            Jetzt registrieren
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

function CodeStep({
  method,
  intended,
  result,
}: {
  method: 'totp' | 'backup';
  intended: string | null;
  result?: ActionResult;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(form, result);
  // Arriving at the second step (or switching method), the code field is where to type.
  useEffect(() => {
    field.current?.querySelector('input')?.focus();
  }, [method]);
  const backup = method === 'backup';
  return (
    <AuthCard
      title="Anmeldung bestätigen"
      intro={
        <p>
          {backup
            ? 'Geben Sie einen Ihrer Backup-Codes ein. Jeder Backup-Code funktioniert nur einmal.'
            : 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.'}
        </p>
      }
    >
      {result?.message && !result.ok && (
        <Alert tone="error" className="mt-6" focusKey={hasFieldErrors(result) ? undefined : result}>
          {result.message}
        </Alert>
      )}
      <Form ref={form} method="post" className="mt-6 space-y-5">
        <div ref={field}>
          {backup ? (
            <TextField
              key="backup"
              label="Backup-Code"
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint="Zum Beispiel abcde-fgh23"
              required
              error={result?.fieldErrors?.code}
            />
          ) : (
            <TextField
              key="totp"
              label="Code aus der App"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint="Der Code wechselt alle 30 Sekunden."
              required
              error={result?.fieldErrors?.code}
            />
          )}
        </div>
        <SubmitButton
          intent={backup ? 'backup' : 'totp'}
          pendingLabel="Wird geprüft …"
          className="btn btn-primary w-full"
        >
          Bestätigen
        </SubmitButton>
      </Form>
      <div className="mt-6 border-t border-line pt-5">
        <p className="mb-3 text-ink-soft">Oder bestätigen Sie mit einem Passkey Ihres Kontos:</p>
        <PasskeyConfirm apiPrefix={root?.apiPrefix ?? '/api'} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <Link
          to={withIntended('/auth/login', intended, backup ? {} : { methode: 'backup' })}
          className="link"
        >
          {backup ? 'Code aus der App verwenden' : 'Backup-Code verwenden'}
        </Link>
        <Form method="post">
          <SubmitButton
            intent="cancel"
            className="btn btn-secondary btn-sm"
            pendingLabel="Abmelden …"
          >
            Abbrechen und abmelden
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}
