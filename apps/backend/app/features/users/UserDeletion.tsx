// Deleting an account (restorable for 30 days).
import { Panel } from '@frischkontor/design';
import { type AdminUserDetail } from '@frischkontor/contract';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

export function UserDeletion({ user }: { user: AdminUserDetail }) {
  return (
    <Panel id="loeschen" title="Konto löschen" className="card mt-6 border-brand-300">
      <p className="mt-2 text-ink-soft">
        Das Konto wird sofort abgemeldet und kann sich nicht mehr anmelden; ist seine Adresse
        bestätigt, bekommt die Person eine E-Mail darüber. 30 Tage lang lässt es sich unter dem
        Zustand „gelöscht“ wiederherstellen, danach wird es mit seinen Rollen endgültig entfernt.
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
  );
}
