import { ROLES } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { rolesAction, rolesLoader } from './roles.server';
import type { Route } from './+types/roles';

export const loader = rolesLoader;
export const action = rolesAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Rollen und Rechte', matches);

export default function Roles({ loaderData, actionData }: Route.ComponentProps) {
  const { roles, permissions, may } = loaderData;
  const result = actionData as ActionResult | undefined;
  const createForm = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(createForm, result?.intent === 'create' ? result : undefined);
  return (
    <>
      <h1 className="text-3xl">Rollen und Rechte</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Rechte hängen an Rollen, Rollen an Konten. Die Rollen „{ROLES.kunde}“, „{ROLES.personal}“
        und „{ROLES.admin}“ verwendet die Website für ihre Bereiche; sie lassen sich nicht
        umbenennen oder löschen. Eine Rolle kann die Anmeldung mit zweitem Faktor verlangen (erste
        Zeile).
      </p>
      {result?.message && (
        <Alert
          tone={result.ok ? 'success' : 'error'}
          className="mt-4"
          focusKey={hasFieldErrors(result) ? undefined : result}
        >
          {result.message}
        </Alert>
      )}

      <Form method="post" className="mt-6">
        <div className="table-scroll rounded-xl border border-line bg-white">
          <table className="table">
            <caption className="sr-only">Rechte und Anmeldung je Rolle</caption>
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
            <tbody>
              <tr>
                <th scope="row" className="bg-white! font-normal!">
                  <span className="font-semibold">Zwei-Faktor-Anmeldung verlangen</span>
                  <span className="block text-xs text-ink-soft">
                    Mitglieder melden sich mit Authenticator-App oder Passkey an; ohne zweiten
                    Faktor sehen sie nur ihr Profil, bis sie ihn eingerichtet haben.
                  </span>
                </th>
                {roles.map((role) => {
                  const id = `tfa-${role.id}`;
                  return (
                    <td key={role.id} className="text-center align-middle">
                      {may.edit ? (
                        <>
                          <label htmlFor={id} className="sr-only">
                            Zwei-Faktor-Anmeldung verlangen für die Rolle {role.name}
                          </label>
                          <input
                            id={id}
                            type="checkbox"
                            name={id}
                            value="1"
                            defaultChecked={role.requires_two_factor}
                            className="size-5 accent-brand-700"
                          />
                        </>
                      ) : role.requires_two_factor ? (
                        <span>
                          <span aria-hidden="true">✓</span>
                          <span className="sr-only">ja</span>
                        </span>
                      ) : (
                        <span>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">nein</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
              {permissions.map((permission) => (
                <tr key={permission.name}>
                  <th scope="row" className="bg-white! font-normal!">
                    {permission.label}
                    <code className="block text-xs break-all text-ink-soft">{permission.name}</code>
                  </th>
                  {roles.map((role) => {
                    const id = `perm-${role.id}-${permission.name}`;
                    const granted = role.permissions.includes(permission.name);
                    return (
                      <td key={role.id} className="text-center align-middle">
                        {may.edit ? (
                          <>
                            <label htmlFor={id} className="sr-only">
                              {permission.label} für die Rolle {role.name}
                            </label>
                            <input
                              id={id}
                              type="checkbox"
                              name={`perm-${role.id}`}
                              value={permission.name}
                              defaultChecked={granted}
                              className="size-5 accent-brand-700"
                            />
                          </>
                        ) : granted ? (
                          <span>
                            <span aria-hidden="true">✓</span>
                            <span className="sr-only">ja</span>
                          </span>
                        ) : (
                          <span>
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">nein</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {may.edit && (
          <div className="mt-4">
            <SubmitButton intent="save" pendingLabel="Wird gespeichert …">
              Rollen speichern
            </SubmitButton>
          </div>
        )}
      </Form>

      {may.create && (
        <Panel id="neue-rolle" title="Neue Rolle" className="card mt-8 max-w-xl">
          <Form ref={createForm} method="post" className="mt-4 space-y-4">
            <TextField
              label="Name"
              name="name"
              required
              hint="2 bis 50 Zeichen: Buchstaben, Ziffern, Leerzeichen, Punkt, -, _ und /; Groß- und Kleinschreibung zählt. Rechte vergeben Sie danach in der Tabelle."
              defaultValue={result?.intent === 'create' ? result.values?.name : undefined}
              error={result?.intent === 'create' ? result.fieldErrors?.name : undefined}
            />
            <SubmitButton intent="create" pendingLabel="Wird angelegt …">
              Rolle anlegen
            </SubmitButton>
          </Form>
        </Panel>
      )}

      {may.delete && roles.some((r) => !r.protected) && (
        <Panel id="rollen-loeschen" title="Rollen löschen" className="card mt-6 max-w-xl">
          <ul className="mt-4 space-y-3">
            {roles
              .filter((r) => !r.protected)
              .map((role) => (
                <li key={role.id} className="flex items-center justify-between gap-4">
                  <span className="font-semibold">{role.name}</span>
                  <ConfirmDialog
                    trigger="Löschen"
                    triggerLabel={`Löschen: Rolle ${role.name}`}
                    triggerClassName="btn btn-danger btn-sm"
                    title={`Rolle „${role.name}“ löschen?`}
                    description={`${role.users_count} ${role.users_count === 1 ? 'Konto verliert' : 'Konten verlieren'} diese Rolle und ihre Rechte.`}
                    confirmLabel="Rolle löschen"
                    intent="delete"
                    fields={{ role: String(role.id) }}
                  />
                </li>
              ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
