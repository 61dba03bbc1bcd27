// The roles and their rights as a grid of checkboxes (or marks, for who may only look): the
// second factor first, then each area of rights as a part of its own that opens and closes
// (native <details>: it works before the page's script runs). Closed parts still send their boxes.
import type { AdminRole } from '@frischkontor/contract';
import { permissionAreas } from './permission-areas';

interface Permission {
  name: string;
  label: string;
}

function Mark({ on }: { on: boolean }) {
  return (
    <span>
      <span aria-hidden="true">{on ? '✓' : '–'}</span>
      <span className="sr-only">{on ? 'ja' : 'nein'}</span>
    </span>
  );
}

/** One role's box in a row: a checkbox to edit, a mark to read. */
function Box({
  id,
  name,
  value,
  checked,
  label,
  edit,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  label: string;
  edit: boolean;
}) {
  return (
    <td className="text-center align-middle">
      {edit ? (
        <>
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <input
            id={id}
            type="checkbox"
            name={name}
            value={value}
            defaultChecked={checked}
            className="size-5 accent-brand-700"
          />
        </>
      ) : (
        <Mark on={checked} />
      )}
    </td>
  );
}

function Grid({
  caption,
  roles,
  children,
}: {
  caption: string;
  roles: AdminRole[];
  children: React.ReactNode;
}) {
  return (
    <div className="table-scroll rounded-xl border border-line bg-white">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Recht</th>
            {roles.map((role) => (
              <th key={role.id} scope="col" className="text-center">
                {role.name}
                <span className="block text-xs font-normal text-ink-soft">
                  {role.users_count} {role.users_count === 1 ? 'Konto' : 'Konten'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function RoleGrid({
  roles,
  permissions,
  edit,
}: {
  roles: AdminRole[];
  permissions: Permission[];
  edit: boolean;
}) {
  return (
    <div className="space-y-4">
      <Grid caption="Anmeldung mit zweitem Faktor je Rolle" roles={roles}>
        <tr>
          <th scope="row" className="min-w-44 bg-white! font-normal!">
            <span className="font-semibold">Zwei-Faktor-Anmeldung verlangen</span>
            <span className="block text-xs text-ink-soft">
              Mitglieder melden sich mit Authenticator-App oder Passkey an; ohne zweiten Faktor
              sehen sie nur ihr Profil, bis sie ihn eingerichtet haben.
            </span>
          </th>
          {roles.map((role) => (
            <Box
              key={role.id}
              id={`tfa-${role.id}`}
              name={`tfa-${role.id}`}
              value="1"
              checked={role.requires_two_factor}
              label={`Zwei-Faktor-Anmeldung verlangen für die Rolle ${role.name}`}
              edit={edit}
            />
          ))}
        </tr>
      </Grid>
      {permissionAreas(permissions).map((area) => {
        const granted = (role: AdminRole) =>
          area.permissions.filter((p) => role.permissions.includes(p.name)).length;
        return (
          <details key={area.title} className="group rounded-xl border border-line bg-white">
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl p-4 font-semibold">
              <span>
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block motion-safe:transition-transform group-open:rotate-90"
                >
                  ▸
                </span>
                {area.title}{' '}
                <span className="font-normal text-ink-soft">
                  ({area.permissions.length} {area.permissions.length === 1 ? 'Recht' : 'Rechte'})
                </span>
              </span>
              <span className="text-sm font-normal text-ink-soft">
                {roles
                  .filter((role) => granted(role) > 0)
                  .map((role) => role.name)
                  .join(', ') || 'keine Rolle'}
              </span>
            </summary>
            <div className="p-2 pt-0">
              <Grid caption={`${area.title}: Rechte je Rolle`} roles={roles}>
                {area.permissions.map((permission) => (
                  <tr key={permission.name}>
                    <th scope="row" className="min-w-44 bg-white! font-normal!">
                      {permission.label}
                      <code className="block text-xs break-all text-ink-soft">
                        {permission.name}
                      </code>
                    </th>
                    {roles.map((role) => (
                      <Box
                        key={role.id}
                        id={`perm-${role.id}-${permission.name}`}
                        name={`perm-${role.id}`}
                        value={permission.name}
                        checked={role.permissions.includes(permission.name)}
                        label={`${permission.label} für die Rolle ${role.name}`}
                        edit={edit}
                      />
                    ))}
                  </tr>
                ))}
              </Grid>
            </div>
          </details>
        );
      })}
    </div>
  );
}
