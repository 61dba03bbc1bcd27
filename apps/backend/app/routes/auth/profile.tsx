import type { OwnDeviceSession, OwnPasskey } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useLocation, useRevalidator, useRouteLoaderData } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field, TextField } from '../../components/ui/Field';
import { formatDateTime } from '../../components/ui/format';
import {
  hasFieldErrors,
  useFocusFirstInvalid,
  useFocusOnAppear,
} from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { ACCOUNT_SCREEN_NOTICES, ACCOUNT_SCREEN_PATHS } from '../../features/auth/account-state';
import { BackupCodes } from '../../features/auth/BackupCodes';
import { NewPasswordFields } from '../../features/auth/NewPasswordFields';
import { PasskeyConfirm } from '../../features/auth/PasskeyButton';
import {
  addPasskey,
  PASSKEY_TEXTS,
  passkeyFailure,
  passkeysSupported,
} from '../../features/auth/passkeys';
import { useHydrated } from '../../components/ui/use-hydrated';
import type { RootData } from '../../root.server';
import { profileAction, profileLoader, type ProfileResult } from './profile.server';
import type { Route } from './+types/profile';

export const loader = profileLoader;
export const action = profileAction;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Mein Konto', matches);

type User = Route.ComponentProps['loaderData']['user'];

/** The result of this section's form, if the last submission was one of its intents. */
function resultFor(result: ProfileResult | undefined, ...intents: string[]) {
  return result && result.intent && intents.includes(result.intent) ? result : undefined;
}

function SectionAlert({ result }: { result?: ProfileResult }) {
  if (!result?.message) return null;
  return (
    <Alert
      tone={result.ok ? 'success' : 'error'}
      className="mt-4"
      focusKey={hasFieldErrors(result) ? undefined : result}
    >
      {result.message}
    </Alert>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, screen, back, sessions, passkeys, twoFactorRequired } = loaderData;
  const result = actionData as ProfileResult | undefined;
  return (
    <main id="inhalt" className="flex-1 px-4 py-10">
      <div className="mx-auto max-w-3xl">
        <a href={back} className="link">
          <span aria-hidden="true">← </span>Zurück
        </a>
        <h1 className="mt-4 text-4xl">Mein Konto</h1>
        <p className="mt-2 text-ink-soft">
          Angemeldet als <strong className="break-all text-ink">{user.email}</strong>
        </p>
        {twoFactorRequired && <TwoFactorRequired hasPasskeys={!!passkeys?.length} />}
        {screen && (
          <Alert tone="info" className="mt-6" title={ACCOUNT_SCREEN_NOTICES[screen].text}>
            <Link
              to={`${ACCOUNT_SCREEN_PATHS[screen]}?${new URLSearchParams({ intended: back })}`}
              className="link"
            >
              {ACCOUNT_SCREEN_NOTICES[screen].link}
            </Link>
          </Alert>
        )}
        <PersonalData user={user} result={resultFor(result, 'profile')} />
        <EmailChange user={user} result={resultFor(result, 'email')} />
        <PasswordChange user={user} result={resultFor(result, 'password')} />
        <TwoFactor
          enabled={user.tfaEnabled}
          result={resultFor(result, 'tfa-start', 'tfa-confirm', 'tfa-codes', 'tfa-disable')}
        />
        <Passkeys
          passkeys={passkeys}
          result={resultFor(result, 'passkey-rename', 'passkey-remove', 'passkey-add')}
        />
        <Sessions
          sessions={sessions}
          result={resultFor(result, 'session-end', 'sessions-end-others')}
        />
        <MyData />
        <Panel id="abmelden" title="Abmelden" className="card mt-6" headingClassName="text-2xl">
          <p className="mt-2 text-ink-soft">Beendet Ihre Sitzung auf diesem Gerät.</p>
          <Form method="post" action="/auth/logout" className="mt-4">
            <button type="submit" className="btn btn-secondary">
              Abmelden
            </button>
          </Form>
        </Panel>
        <DeleteAccount
          admin={user.admin}
          tfaEnabled={user.tfaEnabled}
          result={resultFor(result, 'account-delete')}
        />
      </div>
    </main>
  );
}

function PersonalData({ user, result }: { user: User; result?: ProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;
  return (
    <Panel
      id="persoenliche-daten"
      title="Persönliche Daten"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <SectionAlert result={result} />
      <Form ref={form} method="post" className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Vorname"
          name="firstname"
          autoComplete="given-name"
          required
          defaultValue={values?.firstname ?? user.firstname}
          error={errors.firstname}
        />
        <TextField
          label="Nachname"
          name="lastname"
          autoComplete="family-name"
          required
          defaultValue={values?.lastname ?? user.lastname}
          error={errors.lastname}
        />
        <TextField
          className="sm:col-span-2"
          label="Firma"
          name="company"
          autoComplete="organization"
          defaultValue={values?.company ?? user.company ?? ''}
          error={errors.company}
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="profile" pendingLabel="Wird gespeichert …">
            Angaben speichern
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/** A key that changes after each successful submission: the form starts empty again. */
function useFreshAfterSuccess(result?: ProfileResult): number {
  const [generation, setGeneration] = useState(0);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.ok) setGeneration((g) => g + 1);
  }
  return generation;
}

/** What changing the address or deleting the account asks for: password, and the code with 2FA. */
function IdentityFields({
  tfaEnabled,
  errors,
}: {
  tfaEnabled: boolean;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <TextField
        label="Passwort zur Bestätigung"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      {tfaEnabled && (
        <TextField
          label="Code aus der Authenticator-App oder Backup-Code"
          name="code"
          autoComplete="one-time-code"
          required
          error={errors.code}
        />
      )}
    </>
  );
}

function EmailChange({ user, result }: { user: User; result?: ProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  const generation = useFreshAfterSuccess(result);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <Panel
      id="e-mail-adresse"
      title="E-Mail-Adresse ändern"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <p className="mt-2 text-ink-soft">
        Sie melden sich danach mit der neuen Adresse an. Wir schicken ihr einen Bestätigungslink;
        bis Sie ihn öffnen, ist Ihr Konto eingeschränkt. Die bisherige Adresse erhält eine Nachricht
        über die Änderung.
      </p>
      <SectionAlert result={result} />
      <Form ref={form} key={generation} method="post" className="mt-4 space-y-5">
        <TextField
          label="Neue E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          defaultValue={result?.ok ? '' : (result?.values?.email ?? '')}
          error={errors.email}
        />
        <IdentityFields tfaEnabled={user.tfaEnabled} errors={errors} />
        <SubmitButton intent="email" pendingLabel="Wird gespeichert …">
          E-Mail-Adresse ändern
        </SubmitButton>
      </Form>
    </Panel>
  );
}

function PasswordChange({ user, result }: { user: User; result?: ProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  // A fresh, empty form after a change (the strength hint starts over too).
  const generation = useFreshAfterSuccess(result);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <Panel id="passwort" title="Passwort ändern" className="card mt-6" headingClassName="text-2xl">
      <SectionAlert result={result} />
      <Form ref={form} key={generation} method="post" className="mt-4 space-y-5">
        <TextField
          label="Aktuelles Passwort"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <NewPasswordFields
          label="Neues Passwort"
          error={errors.password}
          confirmationError={errors.password_confirmation}
          context={{ email: user.email, firstname: user.firstname, lastname: user.lastname }}
        />
        <SubmitButton intent="password" pendingLabel="Wird gespeichert …">
          Passwort ändern
        </SubmitButton>
      </Form>
    </Panel>
  );
}

function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function TwoFactor({ enabled, result }: { enabled: boolean; result?: ProfileResult }) {
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
            <Field
              label="Passwort zur Bestätigung"
              required
              error={result?.intent === 'tfa-codes' ? result.fieldErrors?.password : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  className="input"
                />
              )}
            </Field>
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
              <Field label="Passwort zur Bestätigung" required>
                {(control) => (
                  <input
                    {...control}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    className="input"
                  />
                )}
              </Field>
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
function TwoFactorRequired({ hasPasskeys }: { hasPasskeys: boolean }) {
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

function Passkeys({ passkeys, result }: { passkeys: OwnPasskey[] | null; result?: ProfileResult }) {
  const root = useRouteLoaderData<RootData>('root');
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const supported = hydrated ? passkeysSupported() : null;
  const [added, setAdded] = useState<ProfileResult | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const addForm = useRef<HTMLFormElement>(null);
  const shown = added ?? (result?.intent === 'passkey-add' ? result : undefined);
  useFocusFirstInvalid(addForm, shown);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    setBusy(true);
    setAdded(undefined);
    try {
      await addPasskey(root?.apiPrefix ?? '/api', {
        password: String(data.get('password') ?? ''),
        name,
      });
      addForm.current?.reset();
      setAdded({
        ok: true,
        intent: 'passkey-add',
        message: `Der Passkey${name ? ` „${name}“` : ''} ist hinzugefügt. Sie können sich jetzt damit anmelden.`,
      });
      await revalidator.revalidate();
    } catch (error) {
      const failure = passkeyFailure(error);
      setAdded({
        ok: false,
        intent: 'passkey-add',
        message: failure.fieldErrors?.password
          ? 'Bitte prüfen Sie die markierten Felder.'
          : failure.message,
        fieldErrors: failure.fieldErrors,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel id="passkeys" title="Passkeys" className="card mt-6" headingClassName="text-2xl">
      <p className="mt-2 text-ink-soft">
        Mit einem Passkey melden Sie sich ohne Passwort an: Ihr Gerät fragt nach Fingerabdruck,
        Gesicht oder Geräte-PIN. Das gilt zugleich als zweiter Faktor.
      </p>
      {result?.intent !== 'passkey-add' && <SectionAlert result={result} />}
      {passkeys === null ? (
        <p className="mt-4">Die Liste der Passkeys ist gerade nicht verfügbar.</p>
      ) : passkeys.length ? (
        <ul className="mt-4 divide-y divide-line border-y border-line" aria-label="Ihre Passkeys">
          {passkeys.map((p) => (
            <PasskeyItem key={p.id} passkey={p} result={result} />
          ))}
        </ul>
      ) : (
        <p className="mt-4">Sie haben noch keinen Passkey.</p>
      )}

      <h3 className="mt-6 text-lg">Passkey hinzufügen</h3>
      <SectionAlert result={shown} />
      <form
        ref={addForm}
        method="post"
        onSubmit={(event) => void add(event)}
        className="mt-3 space-y-4"
      >
        <TextField
          label="Name des Passkeys"
          name="name"
          maxLength={100}
          hint="Zum Beispiel „Laptop“ oder „Telefon“; leer: der Name des Geräts."
          error={shown?.fieldErrors?.name}
        />
        <TextField
          label="Passwort zur Bestätigung"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={shown?.fieldErrors?.password}
        />
        <button
          type="submit"
          name="intent"
          value="passkey-add"
          className="btn btn-primary"
          disabled={supported === false || busy}
        >
          {busy ? 'Ihr Gerät fragt nach …' : 'Passkey hinzufügen'}
        </button>
        {supported === false && <p className="text-sm">{PASSKEY_TEXTS.unsupported}</p>}
      </form>
    </Panel>
  );
}

function PasskeyItem({ passkey, result }: { passkey: OwnPasskey; result?: ProfileResult }) {
  const mine = result?.intent === 'passkey-rename' && result.values?.id === String(passkey.id);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{passkey.name}</p>
        <p className="text-sm text-ink-soft">
          Hinzugefügt: {formatDateTime(passkey.created_at)}
          {passkey.synced ? ' · zwischen Geräten synchronisiert' : ''}
        </p>
        <p className="text-sm text-ink-soft">
          Zuletzt verwendet:{' '}
          {passkey.last_used_at ? formatDateTime(passkey.last_used_at) : 'noch nie'}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <details className="group" open={mine && !result?.ok}>
          <summary className="btn btn-secondary cursor-pointer list-none">
            Umbenennen<span className="sr-only">: {passkey.name}</span>
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="id" value={passkey.id} />
            <TextField
              label={`Neuer Name für „${passkey.name}“`}
              name="name"
              maxLength={100}
              required
              defaultValue={mine ? result?.values?.name : passkey.name}
              error={mine ? result?.fieldErrors?.name : undefined}
            />
            <SubmitButton intent="passkey-rename" pendingLabel="Wird gespeichert …">
              Namen speichern
            </SubmitButton>
          </Form>
        </details>
        <ConfirmDialog
          trigger="Entfernen"
          triggerLabel={`Entfernen: ${passkey.name}`}
          title={`Passkey „${passkey.name}“ entfernen?`}
          description="Mit diesem Passkey ist danach keine Anmeldung mehr möglich. Auf dem Gerät selbst löschen Sie ihn in dessen Einstellungen."
          confirmLabel="Entfernen"
          intent="passkey-remove"
          fields={{ id: String(passkey.id) }}
        >
          <Field label="Passwort zur Bestätigung" required>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                className="input"
              />
            )}
          </Field>
        </ConfirmDialog>
      </div>
    </li>
  );
}

function Sessions({
  sessions,
  result,
}: {
  sessions: OwnDeviceSession[] | null;
  result?: ProfileResult;
}) {
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <Panel
      id="sitzungen"
      title="Angemeldete Geräte"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <p className="mt-2 text-ink-soft">
        Hier sind Sie gerade angemeldet. Kennen Sie ein Gerät nicht, melden Sie es ab und ändern Sie
        Ihr Passwort.
      </p>
      <SectionAlert result={result} />
      {sessions ? (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {s.device.label}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-paper-dark px-2 py-0.5 text-sm font-normal whitespace-nowrap">
                      Dieses Gerät
                    </span>
                  )}
                </p>
                <p className="text-sm break-all text-ink-soft">
                  {[s.device.type, s.ip ? `Adresse ${s.ip}` : null].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm text-ink-soft">
                  Zuletzt aktiv: {formatDateTime(s.last_activity)}
                </p>
              </div>
              {!s.current && (
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="session-end"
                    className="btn btn-secondary"
                    aria-label={`Abmelden: ${s.device.label}, zuletzt aktiv ${formatDateTime(s.last_activity)}`}
                  >
                    Abmelden
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">Die Liste der Geräte ist gerade nicht verfügbar.</p>
      )}
      {others > 0 && (
        <Form method="post" className="mt-4">
          <SubmitButton
            intent="sessions-end-others"
            className="btn btn-secondary"
            pendingLabel="Wird abgemeldet …"
          >
            Auf allen anderen Geräten abmelden
          </SubmitButton>
        </Form>
      )}
    </Panel>
  );
}

function MyData() {
  return (
    <Panel id="meine-daten" title="Meine Daten" className="card mt-6" headingClassName="text-2xl">
      <p className="mt-2 text-ink-soft">
        Eine Kopie der Daten, die wir zu Ihrem Konto speichern (Art. 15 und 20 DSGVO): Angaben,
        Rollen, Sitzungen, Benachrichtigungen und Formulare, die Sie mit Ihrer E-Mail-Adresse
        gesendet haben, als JSON-Datei. Passwörter und Sicherheitscodes sind nicht enthalten.
      </p>
      <p className="mt-4">
        <Link to="/auth/profile/export" reloadDocument download className="btn btn-secondary">
          Meine Daten herunterladen
        </Link>
      </p>
    </Panel>
  );
}

function DeleteAccount({
  admin,
  tfaEnabled,
  result,
}: {
  admin: boolean;
  tfaEnabled: boolean;
  result?: ProfileResult;
}) {
  return (
    <Panel
      id="konto-loeschen"
      title="Konto löschen"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      {admin ? (
        <p className="mt-2 text-ink-soft">
          Ein Administrationskonto kann nicht selbst gelöscht werden. Bitte wenden Sie sich an eine
          andere Administratorin oder einen anderen Administrator.
        </p>
      ) : (
        <DeleteAccountForm tfaEnabled={tfaEnabled} result={result} />
      )}
    </Panel>
  );
}

function DeleteAccountForm({
  tfaEnabled,
  result,
}: {
  tfaEnabled: boolean;
  result?: ProfileResult;
}) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      {/* A standing warning, not news: no alert role. */}
      <div className="alert alert-error mt-4">
        <p className="font-semibold">Das lässt sich nur 30 Tage lang rückgängig machen.</p>
        <p className="mt-1">
          Ihr Konto wird sofort gelöscht: Sie werden auf allen Geräten abgemeldet, können sich nicht
          mehr anmelden und sehen keine Inhalte des internen Bereichs mehr. 30 Tage lang kann unsere
          Verwaltung das Konto auf Ihre Bitte wiederherstellen; danach werden Ihre Angaben und
          Rollen endgültig entfernt. Laden Sie vorher Ihre Daten herunter, wenn Sie sie behalten
          möchten.
        </p>
      </div>
      <SectionAlert result={result} />
      <Form ref={form} method="post" className="mt-4 space-y-5">
        <IdentityFields tfaEnabled={tfaEnabled} errors={errors} />
        <SubmitButton
          intent="account-delete"
          className="btn btn-danger-solid"
          pendingLabel="Wird gelöscht …"
        >
          Konto löschen
        </SubmitButton>
      </Form>
    </>
  );
}
