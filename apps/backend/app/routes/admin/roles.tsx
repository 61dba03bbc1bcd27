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
import { RoleGrid } from '../../features/admin/RoleGrid';
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
        umbenennen oder löschen. Eine Rolle kann die Anmeldung mit zweitem Faktor verlangen; die
        Rechte sind nach Bereichen geordnet, ein Klick auf einen Bereich öffnet ihn.
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
        <RoleGrid roles={roles} permissions={permissions} edit={may.edit} />
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
