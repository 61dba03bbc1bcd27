// An account's access: approval, the address confirmed or the link sent again, the password reset link, blocking.
import { Panel } from '@frischkontor/design';
import { type AdminUserDetail } from '@frischkontor/contract';
import { Form } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { approvalLabel, profileText, rolesPhrase } from '../admin/registration';

export function UserAccess({
  user,
  mayEnable,
  identity,
  self,
}: {
  user: AdminUserDetail;
  mayEnable: boolean;
  identity: boolean;
  self: boolean;
}) {
  return (
    <Panel id="zugang" title="Zugang" className="card mt-6">
      {user.password_change_required && (
        <p className="mt-3 font-semibold text-brand-800">
          Verlangt: ein neues Passwort. Bis die Person es festlegt, sieht sie nur ihr Profil.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {mayEnable && !user.enabled_at && (
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
        {identity && !user.email_verified_at && (
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
        {identity && !user.email_verified_at && !user.blocked_at && (
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
        {identity && !user.blocked_at && (
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
        {identity && !self && !user.blocked_at && (
          // „Passwort bei der nächsten Anmeldung ändern“ (decision 057).
          <Form method="post">
            {user.password_change_required ? (
              <SubmitButton
                intent="password-change-waive"
                className="btn btn-secondary"
                pendingLabel="Wird gespeichert …"
              >
                Neues Passwort nicht mehr verlangen
              </SubmitButton>
            ) : (
              <SubmitButton
                intent="password-change-require"
                className="btn btn-secondary"
                pendingLabel="Wird gespeichert …"
              >
                Passwort bei der nächsten Anmeldung ändern lassen
              </SubmitButton>
            )}
          </Form>
        )}
        {mayEnable &&
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
  );
}
