// A deleted account: when, until when it can be restored, and the restoring.
import { Panel } from '@frischkontor/design';
import { type AdminUserDetail } from '@frischkontor/contract';
import { Form } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { SubmitButton } from '../../components/ui/SubmitButton';

export function DeletedAccount({
  user,
  mayRestore,
}: {
  user: AdminUserDetail;
  mayRestore: boolean;
}) {
  return (
    <Panel id="geloescht" title="Gelöschtes Konto" className="card mt-6 border-brand-300">
      <p className="mt-2">
        Gelöscht am {formatStamp(user.deleted_at)}. Das Konto kann sich nicht anmelden und erscheint
        nur unter dem Zustand „gelöscht“. Bis zum {formatStamp(user.restorable_until)} lässt es sich
        wiederherstellen, danach wird es endgültig entfernt.
      </p>
      {mayRestore && (
        <Form method="post" className="mt-4">
          <SubmitButton intent="restore" pendingLabel="Wird wiederhergestellt …">
            Konto wiederherstellen
          </SubmitButton>
        </Form>
      )}
    </Panel>
  );
}
