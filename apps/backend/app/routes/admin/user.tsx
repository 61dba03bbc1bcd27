import { Detail, Panel } from '@frischkontor/design';
import { accountStatus, BUSINESS_PROOF_LABELS } from '@frischkontor/contract';
import { Fragment, useRef } from 'react';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field, TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { formatDateTime } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { StateBadge } from '../../features/admin/account-states';
import {
  approvalLabel,
  customerNumberText,
  profileText,
  rolesPhrase,
  showsBusinessProof,
} from '../../features/admin/registration';
import type { ActionResult } from '../../features/api/results';
import { userAction, userLoader } from './user.server';
import type { Route } from './+types/user';

export const loader = userLoader;
export const action = userAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData ? `${loaderData.user.name} – Benutzer` : 'Benutzer', matches);

type Editable = Route.ComponentProps['loaderData']['user'];

const TEXT_FIELDS = [
  { name: 'firstname', label: 'Vorname', maxLength: 100, required: true },
  { name: 'lastname', label: 'Nachname', maxLength: 100, required: true },
  { name: 'company', label: 'Firma', maxLength: 200 },
  { name: 'customer_number', label: 'Kundennummer', maxLength: 50 },
  { name: 'vat_id', label: BUSINESS_PROOF_LABELS.vat_id, maxLength: 40 },
  { name: 'trade_licence', label: BUSINESS_PROOF_LABELS.trade_licence, maxLength: 200 },
  { name: 'phone', label: 'Telefon', maxLength: 40, type: 'tel' },
] as const;

/** Name, contact and internal note; the e-mail address only for admins (who see it). */
function EditForm({
  user,
  withEmail,
  self,
  result,
}: {
  user: Editable;
  withEmail: boolean;
  self: boolean;
  result: ActionResult | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const mine = result?.intent === 'edit' ? result : undefined;
  useFocusFirstInvalid(form, mine);
  const errors = mine?.fieldErrors ?? {};
  // After a refusal the form keeps what was typed; otherwise it shows what is stored.
  const value = (name: keyof Editable & string) =>
    mine && !mine.ok ? (mine.values?.[name] ?? '') : String(user[name] ?? '');
  // A new answer or newly stored data shows afresh (the inputs are uncontrolled).
  const key = JSON.stringify([mine, user]);
  return (
    <Form ref={form} method="post" className="mt-4" key={key} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <Fragment key={field.name}>
            <TextField
              {...field}
              autoComplete="off"
              defaultValue={value(field.name)}
              error={errors[field.name]}
            />
            {field.name === 'lastname' && withEmail && (
              <TextField
                label="E-Mail-Adresse"
                name="email"
                type="email"
                required
                maxLength={200}
                autoComplete="off"
                readOnly={self}
                defaultValue={value('email')}
                error={errors.email}
                hint={
                  self
                    ? 'Ihre eigene Adresse ändern Sie in Ihrem Profil.'
                    : 'Eine neue Adresse muss die Person bestätigen: Sie erhält dort einen Link; bis dahin ist das Konto eingeschränkt, die alte Adresse erfährt von der Änderung.'
                }
                className="sm:col-span-2"
              />
            )}
          </Fragment>
        ))}
        <Field
          label="Interne Notiz"
          hint="Nur in der Verwaltung sichtbar; die Person erhält sie mit ihrer Datenauskunft (DSGVO Art. 15)."
          error={errors.admin_note}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="admin_note"
              rows={4}
              maxLength={2000}
              defaultValue={value('admin_note')}
              className="input"
            />
          )}
        </Field>
      </div>
      <div className="mt-4">
        <SubmitButton intent="edit" pendingLabel="Wird gespeichert …">
          Angaben speichern
        </SubmitButton>
      </div>
    </Form>
  );
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, roles, may, self, notice, sessions } = loaderData;
  const deleted = !!user.deleted_at;
  const result = actionData as ActionResult | undefined;
  const state = accountStatus(user);
  const current = new Set(user.roles.map((r) => String(r.id)));
  return (
    <>
      <p>
        <Link to="/benutzer" className="link">
          <span aria-hidden="true">← </span>Alle Benutzer
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl">{user.name}</h1>
        <StateBadge state={deleted ? 'deleted' : state} />
      </div>
      {notice && !result && (
        <Alert tone="success" className="mt-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      {result?.message && (
        <Alert
          tone={result.ok ? 'success' : 'error'}
          className="mt-4"
          focusKey={hasFieldErrors(result) ? undefined : result}
        >
          {result.message}
        </Alert>
      )}

      <Panel id="stammdaten" title="Stammdaten" className="card mt-6">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {may.seeEmail && <Detail label="E-Mail-Adresse">{user.email ?? '–'}</Detail>}
          <Detail label="Registriert als">{profileText(user)}</Detail>
          <Detail label="Firma">{user.company ?? '–'}</Detail>
          <Detail label="Kundennummer">{customerNumberText(user)}</Detail>
          {showsBusinessProof(user) && (
            <>
              <Detail label={BUSINESS_PROOF_LABELS.vat_id}>{user.vat_id ?? '–'}</Detail>
              <Detail label={BUSINESS_PROOF_LABELS.trade_licence}>
                {user.trade_licence ?? '–'}
              </Detail>
            </>
          )}
          <Detail label="Telefon">{user.phone ?? '–'}</Detail>
          <Detail label="Registriert">{formatDateTime(user.created_at)}</Detail>
          <Detail label="E-Mail bestätigt">
            {user.email_verified_at ? formatDateTime(user.email_verified_at) : 'nein'}
          </Detail>
          <Detail label="Freigeschaltet">
            {user.enabled_at ? formatDateTime(user.enabled_at) : 'nein'}
          </Detail>
          <Detail label="Letzte Anmeldung">
            {user.last_login_at ? formatDateTime(user.last_login_at) : 'noch nie'}
          </Detail>
          <Detail label="Zwei-Faktor-Authentifizierung">
            {user.tfa_enabled ? 'Authenticator-App eingerichtet' : 'keine Authenticator-App'}
            {user.passkeys
              ? ` · ${user.passkeys === 1 ? 'ein Passkey' : `${user.passkeys} Passkeys`}`
              : ''}
            {user.tfa_required ? ' · für eine Rolle Pflicht (App oder Passkey)' : ''}
          </Detail>
          <Detail label="Rollen">{user.roles.map((r) => r.name).join(', ') || 'keine'}</Detail>
        </dl>
        {may.seeEmail && (
          <p className="mt-4">
            <Link to={`/protokoll?benutzer=${user.id}`} className="link">
              Protokoll dieses Kontos
            </Link>
          </p>
        )}
        {user.admin_note && (
          <div className="mt-4">
            <p className="font-semibold">Interne Notiz</p>
            <p className="mt-1 whitespace-pre-line break-words">{user.admin_note}</p>
          </div>
        )}
        {user.blocked_at && (
          <div className="mt-4 rounded-lg border border-brand-300 bg-brand-50 p-4">
            <p className="font-semibold">Gesperrt seit {formatDateTime(user.blocked_at)}</p>
            <p className="mt-1">Grund: {user.blocked_reason ?? 'nicht angegeben'}</p>
          </div>
        )}
      </Panel>

      {deleted && (
        <Panel id="geloescht" title="Gelöschtes Konto" className="card mt-6 border-brand-300">
          <p className="mt-2">
            Gelöscht am {formatDateTime(user.deleted_at)}. Das Konto kann sich nicht anmelden und
            erscheint nur unter dem Zustand „gelöscht“. Bis zum{' '}
            {formatDateTime(user.restorable_until)} lässt es sich wiederherstellen, danach wird es
            endgültig entfernt.
          </p>
          {may.delete && (
            <Form method="post" className="mt-4">
              <SubmitButton intent="restore" pendingLabel="Wird wiederhergestellt …">
                Konto wiederherstellen
              </SubmitButton>
            </Form>
          )}
        </Panel>
      )}

      {sessions && (
        <Panel id="sitzungen" title="Angemeldete Geräte" className="card mt-6">
          {sessions.length === 0 ? (
            <p className="mt-2 text-ink-soft">Dieses Konto ist auf keinem Gerät angemeldet.</p>
          ) : (
            <>
              <ul className="mt-4 space-y-3">
                {sessions.map((session) => (
                  <li
                    key={session.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold">{session.device.label}</p>
                      <p className="text-ink-soft break-words">
                        {session.ip ?? 'Adresse unbekannt'} · zuletzt aktiv{' '}
                        {formatDateTime(session.last_activity)}
                      </p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="session" value={session.id} />
                      <SubmitButton
                        intent="end-session"
                        className="btn btn-secondary btn-sm"
                        pendingLabel="Wird abgemeldet …"
                        aria-label={`Abmelden: ${session.device.label}, ${session.ip ?? 'Adresse unbekannt'}`}
                      >
                        Abmelden
                      </SubmitButton>
                    </Form>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <ConfirmDialog
                  trigger="Auf allen Geräten abmelden …"
                  title={`${user.name} überall abmelden?`}
                  description="Alle Sitzungen dieses Kontos werden sofort beendet; die Person muss sich neu anmelden."
                  confirmLabel="Überall abmelden"
                  intent="end-sessions"
                />
              </div>
            </>
          )}
        </Panel>
      )}

      {may.edit && !deleted && (
        <Panel id="bearbeiten" title="Angaben bearbeiten" className="card mt-6">
          <EditForm
            user={user}
            withEmail={may.seeEmail && may.identity}
            self={self}
            result={result}
          />
          {!may.identity && (
            <p className="mt-4 text-ink-soft">
              E-Mail-Adresse, Passwort, Zwei-Faktor-Anmeldung und Geräte dieses Kontos ändert nur,
              wer alle seine Rechte hat.
            </p>
          )}
        </Panel>
      )}

      {(may.enable || may.identity) && !deleted && (
        <Panel id="zugang" title="Zugang" className="card mt-6">
          <div className="mt-4 flex flex-wrap gap-3">
            {may.enable && !user.enabled_at && (
              <ConfirmDialog
                tone="primary"
                triggerClassName="btn btn-primary"
                trigger={`${approvalLabel(user)} …`}
                title={`${user.name} freischalten?`}
                description={
                  <>
                    <p>
                      {user.registration?.roles.length
                        ? `Das Konto erhält ${rolesPhrase(user.registration.roles)} aus dem Registrierungsprofil „${profileText(user)}“.`
                        : 'Das Konto erhält keine Rolle; seine Rollen vergeben Sie unter „Rollen“.'}{' '}
                      Die Person bekommt eine E-Mail mit dem Link zum Loginbereich.
                    </p>
                    {!user.email_verified_at && (
                      <p className="mt-2 font-semibold text-brand-800">
                        Die E-Mail-Adresse ist noch nicht bestätigt.
                      </p>
                    )}
                  </>
                }
                confirmLabel={approvalLabel(user)}
                intent="enable"
              />
            )}
            {may.identity && !user.email_verified_at && (
              <Form method="post">
                <SubmitButton
                  intent="verify"
                  className="btn btn-secondary"
                  pendingLabel="Wird gespeichert …"
                >
                  E-Mail-Adresse als bestätigt markieren
                </SubmitButton>
              </Form>
            )}
            {may.identity && !user.email_verified_at && !user.blocked_at && (
              <Form method="post">
                <SubmitButton
                  intent="send-verification"
                  className="btn btn-secondary"
                  pendingLabel="Wird gesendet …"
                >
                  Bestätigungslink erneut senden
                </SubmitButton>
              </Form>
            )}
            {may.identity && !user.blocked_at && (
              <Form method="post">
                <SubmitButton
                  intent="send-reset"
                  className="btn btn-secondary"
                  pendingLabel="Wird gesendet …"
                >
                  Link zum Zurücksetzen des Passworts senden
                </SubmitButton>
              </Form>
            )}
            {may.enable &&
              (user.blocked_at ? (
                <Form method="post">
                  <SubmitButton
                    intent="unblock"
                    className="btn btn-secondary"
                    pendingLabel="Wird aufgehoben …"
                  >
                    Sperre aufheben
                  </SubmitButton>
                </Form>
              ) : (
                !self && (
                  <ConfirmDialog
                    trigger="Konto sperren …"
                    title={`${user.name} sperren?`}
                    description="Alle Sitzungen des Kontos werden sofort beendet. Die Person sieht den Grund, wenn sie sich anmeldet."
                    confirmLabel="Konto sperren"
                    intent="block"
                  >
                    <Field label="Grund der Sperre" required>
                      {(control) => (
                        <textarea
                          {...control}
                          name="reason"
                          rows={3}
                          maxLength={500}
                          className="input"
                        />
                      )}
                    </Field>
                  </ConfirmDialog>
                )
              ))}
          </div>
        </Panel>
      )}

      {may.assign && !deleted && (
        <Panel id="rollen" title="Rollen" className="card mt-6">
          <Form method="post" className="mt-4">
            <fieldset>
              <legend className="text-ink-soft">Welche Rollen hat dieses Konto?</legend>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {roles.map((role) => (
                  <li key={role.id} className="flex items-center gap-2">
                    <input
                      id={`rolle-${role.id}`}
                      type="checkbox"
                      name="roles"
                      value={role.id}
                      defaultChecked={current.has(String(role.id))}
                      className="size-5 accent-brand-700"
                    />
                    <label htmlFor={`rolle-${role.id}`}>{role.name}</label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="mt-4">
              <SubmitButton intent="roles" pendingLabel="Wird gespeichert …">
                Rollen speichern
              </SubmitButton>
            </div>
          </Form>
        </Panel>
      )}

      {may.identity && (user.tfa_enabled || !!user.passkeys) && !deleted && (
        <Panel id="zwei-faktor" title="Zwei-Faktor-Authentifizierung" className="card mt-6">
          <p className="mt-2 text-ink-soft">
            Zurücksetzen hilft, wenn die Person ihr Gerät und ihre Backup-Codes verloren hat: Es
            entfernt die Authenticator-App, die Backup-Codes und die Passkeys. Danach genügt ihr
            Passwort; sie kann den zweiten Faktor neu einrichten.
          </p>
          <div className="mt-4">
            <ConfirmDialog
              trigger="Zwei-Faktor-Authentifizierung zurücksetzen …"
              title="Zwei-Faktor-Authentifizierung zurücksetzen?"
              description={`${user.name} meldet sich danach nur noch mit dem Passwort an, bis der zweite Faktor neu eingerichtet ist.`}
              confirmLabel="Zurücksetzen"
              intent="reset-2fa"
            />
          </div>
        </Panel>
      )}

      {may.delete && !self && !deleted && (
        <Panel id="loeschen" title="Konto löschen" className="card mt-6 border-brand-300">
          <p className="mt-2 text-ink-soft">
            Das Konto wird sofort abgemeldet und kann sich nicht mehr anmelden; ist seine Adresse
            bestätigt, bekommt die Person eine E-Mail darüber. 30 Tage lang lässt es sich unter dem
            Zustand „gelöscht“ wiederherstellen, danach wird es mit seinen Rollen endgültig
            entfernt.
          </p>
          <div className="mt-4">
            <ConfirmDialog
              trigger="Konto löschen …"
              title={`${user.name} löschen?`}
              description="Das Konto lässt sich 30 Tage lang wiederherstellen."
              confirmLabel="Konto löschen"
              intent="delete"
            />
          </div>
        </Panel>
      )}
    </>
  );
}
