// An account's roles, ticked.
import { Panel } from '@frischkontor/design';
import { type AdminUserDetail } from '@frischkontor/contract';
import { Form } from 'react-router';
import { SubmitButton } from '../../components/ui/SubmitButton';

export function UserRoles({
  user,
  roles,
}: {
  user: AdminUserDetail;
  roles: { id: number; name: string }[];
}) {
  const current = new Set(user.roles.map((r) => String(r.id)));
  return (
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
  );
}
