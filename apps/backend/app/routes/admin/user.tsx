import { accountStatus } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field } from '../../components/ui/Field';
import { formatDateTime } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { StateBadge } from '../../features/admin/account-states';
import type { ActionResult } from '../../features/api/results';
import { userAction, userLoader } from './user.server';
import type { Route } from './+types/user';

export const loader = userLoader;
export const action = userAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData ? `${loaderData.user.name} – Benutzer` : 'Benutzer', matches);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, roles, may, self } = loaderData;
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
        <StateBadge state={state} />
      </div>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}

      <section aria-labelledby="stammdaten" className="card mt-6">
        <h2 id="stammdaten" className="text-xl">
          Stammdaten
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {may.seeEmail && <Row label="E-Mail-Adresse">{user.email ?? '–'}</Row>}
          <Row label="Firma">{user.company ?? '–'}</Row>
          <Row label="Kundennummer">{user.customer_number ?? '–'}</Row>
          <Row label="Registriert">{formatDateTime(user.created_at)}</Row>
          <Row label="E-Mail bestätigt">
            {user.email_verified_at ? formatDateTime(user.email_verified_at) : 'nein'}
          </Row>
          <Row label="Freigeschaltet">
            {user.enabled_at ? formatDateTime(user.enabled_at) : 'nein'}
          </Row>
          <Row label="Zwei-Faktor-Authentifizierung">
            {user.tfa_enabled ? 'eingerichtet' : 'nicht eingerichtet'}
          </Row>
          <Row label="Rollen">{user.roles.map((r) => r.name).join(', ') || 'keine'}</Row>
        </dl>
        {user.blocked_at && (
          <div className="mt-4 rounded-lg border border-brand-300 bg-brand-50 p-4">
            <p className="font-semibold">Gesperrt seit {formatDateTime(user.blocked_at)}</p>
            <p className="mt-1">Grund: {user.blocked_reason ?? 'nicht angegeben'}</p>
          </div>
        )}
      </section>

      {(may.enable || may.edit) && (
        <section aria-labelledby="zugang" className="card mt-6">
          <h2 id="zugang" className="text-xl">
            Zugang
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {may.enable && !user.enabled_at && (
              <Form method="post">
                <SubmitButton intent="enable" pendingLabel="Wird freigeschaltet …">
                  Konto freischalten
                </SubmitButton>
              </Form>
            )}
            {may.edit && !user.email_verified_at && (
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
        </section>
      )}

      {may.assign && (
        <section aria-labelledby="rollen" className="card mt-6">
          <h2 id="rollen" className="text-xl">
            Rollen
          </h2>
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
        </section>
      )}

      {may.edit && user.tfa_enabled && (
        <section aria-labelledby="zwei-faktor" className="card mt-6">
          <h2 id="zwei-faktor" className="text-xl">
            Zwei-Faktor-Authentifizierung
          </h2>
          <p className="mt-2 text-ink-soft">
            Zurücksetzen hilft, wenn die Person ihr Gerät und ihre Backup-Codes verloren hat. Danach
            genügt ihr Passwort; sie kann den zweiten Faktor neu einrichten.
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
        </section>
      )}

      {may.delete && !self && (
        <section aria-labelledby="loeschen" className="card mt-6 border-brand-300">
          <h2 id="loeschen" className="text-xl">
            Konto löschen
          </h2>
          <p className="mt-2 text-ink-soft">
            Löscht das Konto mit seinen Rollen und Sitzungen endgültig.
          </p>
          <div className="mt-4">
            <ConfirmDialog
              trigger="Konto löschen …"
              title={`${user.name} endgültig löschen?`}
              description="Das lässt sich nicht rückgängig machen."
              confirmLabel="Endgültig löschen"
              intent="delete"
            />
          </div>
        </section>
      )}
    </>
  );
}
