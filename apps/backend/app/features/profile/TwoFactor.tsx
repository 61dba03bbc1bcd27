// The second factor by app: setting it up, new backup codes, switching it off; and the notice
// when a role requires a second factor this sign-in did not have.
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form, Link, useLocation, useRouteLoaderData } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PasswordConfirmField, TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid, useFocusOnAppear } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { RootData } from '../../root.server';
import { BackupCodes } from '../auth/BackupCodes';
import { PasskeyConfirm } from '../auth/PasskeyButton';
import type { ProfileResult } from './result';
import { SectionAlert } from './sections';

function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoFactor({ enabled, result }: { enabled: boolean; result?: ProfileResult }) {
  const root = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const setupForm = useRef<HTMLFormElement>(null);
  const codesForm = useRef<HTMLFormElement>(null);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnAppear(setupHeading, result?.intent === 'tfa-start' ? result.setup : undefined);
  useFocusFirstInvalid(setupForm, result?.intent === 'tfa-confirm' ? result : undefined);
  useFocusFirstInvalid(codesForm, result?.intent === 'tfa-codes' ? result : undefined);
  const setup = result?.setup;

  return (
    <Panel
      id="zwei-faktor"
      title="Zwei-Faktor-Authentifizierung"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <p className="mt-2 text-ink-soft">
        Mit einem zweiten Faktor fragen wir bei der Anmeldung zusätzlich einen Code aus einer
        Authenticator-App ab (zum Beispiel Google Authenticator, Microsoft Authenticator oder 2FAS).
      </p>
      <p className="mt-3 font-semibold">
        Status: {enabled ? 'eingerichtet' : 'nicht eingerichtet'}
      </p>
      {!setup && <SectionAlert result={result} />}
      {result?.backupCodes && (
        <BackupCodes codes={result.backupCodes} company={root?.company ?? 'Konto'} />
      )}

      {setup ? (
        <div className="mt-4">
          <h3 ref={setupHeading} tabIndex={-1} className="text-xl">
            Einrichtung
          </h3>
          <SectionAlert result={result?.intent === 'tfa-confirm' ? result : undefined} />
          <ol className="mt-3 list-decimal space-y-4 pl-5">
            <li>
              Scannen Sie diesen QR-Code mit Ihrer Authenticator-App.
              <img
                src={setup.qr}
                alt="QR-Code zum Einrichten der Authenticator-App"
                width={200}
                height={200}
                className="mt-3 rounded-lg border border-line bg-white p-2"
              />
            </li>
            <li>
              Kein Scanner zur Hand? Geben Sie stattdessen diesen Schlüssel in der App ein:
              <code className="mt-2 block w-fit rounded-md bg-paper-dark px-3 py-2 font-mono text-lg break-all">
                {groupSecret(setup.secret)}
              </code>
            </li>
            <li>
              Geben Sie den 6-stelligen Code ein, den die App jetzt anzeigt.
              <Form ref={setupForm} method="post" className="mt-3 space-y-4">
                <input type="hidden" name="secret" value={setup.secret} />
                <input type="hidden" name="otpauth_url" value={setup.otpauthUrl} />
                <TextField
                  label="Code aus der App"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  error={result?.fieldErrors?.code}
                />
                <div className="flex flex-wrap gap-3">
                  <SubmitButton intent="tfa-confirm" pendingLabel="Wird geprüft …">
                    Bestätigen und einschalten
                  </SubmitButton>
                  <Link to={`${location.pathname}${location.search}`} className="btn btn-secondary">
                    Abbrechen
                  </Link>
                </div>
              </Form>
            </li>
          </ol>
        </div>
      ) : enabled ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <Form ref={codesForm} method="post" className="space-y-4">
            <h3 className="text-lg">Neue Backup-Codes</h3>
            <p className="text-sm text-ink-soft">
              Erzeugt zehn neue Codes; die bisherigen gelten dann nicht mehr.
            </p>
            <PasswordConfirmField
              error={result?.intent === 'tfa-codes' ? result.fieldErrors?.password : undefined}
            />
            <SubmitButton
              intent="tfa-codes"
              className="btn btn-secondary"
              pendingLabel="Wird erzeugt …"
            >
              Backup-Codes neu erzeugen
            </SubmitButton>
          </Form>
          <div className="space-y-4">
            <h3 className="text-lg">Ausschalten</h3>
            <p className="text-sm text-ink-soft">
              Danach genügt wieder Ihr Passwort zur Anmeldung.
            </p>
            <ConfirmDialog
              trigger="Zwei-Faktor-Authentifizierung ausschalten"
              title="Zwei-Faktor-Authentifizierung ausschalten?"
              description="Ihr Konto ist danach nur noch durch Ihr Passwort geschützt. Ihre Backup-Codes verfallen."
              confirmLabel="Ausschalten"
              intent="tfa-disable"
            >
              <PasswordConfirmField />
            </ConfirmDialog>
          </div>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <SubmitButton intent="tfa-start" pendingLabel="Wird vorbereitet …">
            Zwei-Faktor-Authentifizierung einrichten
          </SubmitButton>
        </Form>
      )}
    </Panel>
  );
}

/** A role requires a second factor this sign-in did not have: what to do, before anything else. */
export function TwoFactorRequired({ hasPasskeys }: { hasPasskeys: boolean }) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <section
      id="zweiter-faktor-pflicht"
      aria-labelledby="zweiter-faktor-pflicht-titel"
      className="alert alert-info mt-6"
    >
      <h2 id="zweiter-faktor-pflicht-titel" className="text-xl">
        Zweiter Faktor erforderlich
      </h2>
      <p className="mt-2">
        Für Ihre Rolle ist die Anmeldung mit einem zweiten Faktor Pflicht. Bis dahin sehen Sie nur
        dieses Profil. Richten Sie eine Authenticator-App ein oder fügen Sie einen Passkey hinzu
        {hasPasskeys ? '; mit Ihrem Passkey können Sie die Anmeldung auch gleich bestätigen' : ''}.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href="#zwei-faktor" className="link">
            Authenticator-App einrichten
          </a>
        </li>
        <li>
          <a href="#passkeys" className="link">
            Passkey hinzufügen
          </a>
        </li>
      </ul>
      {hasPasskeys && (
        <div className="mt-4">
          <PasskeyConfirm apiPrefix={root?.apiPrefix ?? '/api'} className="btn btn-primary" />
        </div>
      )}
    </section>
  );
}
