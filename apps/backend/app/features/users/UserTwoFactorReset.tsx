// Resetting another person's second factor: app, backup codes and passkeys.
import { Panel } from '@frischkontor/design';
import { type AdminUserDetail } from '@frischkontor/contract';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

export function UserTwoFactorReset({ user }: { user: AdminUserDetail }) {
  return (
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
  );
}
