// An admin invites a person: the account is created without a usable password, and the person
// sets one through the link in the invitation mail (the reset page, valid 7 days).
import { Panel } from '@frischkontor/design';
import {
  BUSINESS_PROOF_LABELS,
  can,
  PERMISSIONS,
  type AdminRole,
  type AdminUserDetail,
} from '@frischkontor/contract';
import { useRef } from 'react';
import { Form, Link, redirect } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import type { ActionResult } from '../../features/api/results';
import { appUrl, requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/user-new';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Person einladen', matches);
export const ErrorBoundary = AdminErrorBoundary;

const FIELDS = [
  { name: 'firstname', label: 'Vorname', maxLength: 100, required: true },
  { name: 'lastname', label: 'Nachname', maxLength: 100, required: true },
  { name: 'email', label: 'E-Mail-Adresse', maxLength: 200, required: true, type: 'email' },
  { name: 'company', label: 'Firma', maxLength: 200 },
  { name: 'customer_number', label: 'Kundennummer', maxLength: 50 },
  { name: 'vat_id', label: BUSINESS_PROOF_LABELS.vat_id, maxLength: 40 },
  { name: 'trade_licence', label: BUSINESS_PROOF_LABELS.trade_licence, maxLength: 200 },
  { name: 'phone', label: 'Telefon', maxLength: 40, type: 'tel' },
] as const;

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.createUsers);
  const roles = can(viewer, PERMISSIONS.viewRoles)
    ? (await backendOf(args.context).get<{ data: AdminRole[] }>('/admin/roles')).data
    : [];
  return { roles: roles.map((r) => ({ id: r.id, name: r.name })) };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult | Response> {
  await requirePermission(args, PERMISSIONS.createUsers);
  const form = await readForm(args.request);
  const values: Record<string, string> = Object.fromEntries(
    FIELDS.map((f) => [f.name, formText(form, f.name)]),
  );
  const roles = form.getAll('roles').map(Number).filter(Number.isInteger);
  let created: AdminUserDetail;
  try {
    created = (
      await backendOf(args.context).send<{ data: AdminUserDetail }>('POST', '/admin/users', {
        body: {
          ...values,
          roles,
          enabled: formFlag(form, 'enabled'),
        },
      })
    ).data;
  } catch (error) {
    return apiFailure(
      error,
      FIELDS.map((f) => f.name),
      undefined,
      { ...values, roles: roles.join(',') },
    );
  }
  return redirect(appUrl(`/benutzer/${created.id}`, { hinweis: 'eingeladen' }));
}

export default function InvitePerson({ loaderData, actionData }: Route.ComponentProps) {
  const { roles } = loaderData;
  const result = actionData as ActionResult | undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  const chosen = new Set((result?.values?.roles ?? '').split(','));
  return (
    <>
      <p>
        <Link to="/benutzer" className="link">
          <span aria-hidden="true">← </span>Alle Benutzer
        </Link>
      </p>
      <h1 className="mt-3 text-3xl">Person einladen</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort selbst festlegt; der
        Link gilt 7 Tage. Damit ist auch ihre E-Mail-Adresse bestätigt.
      </p>
      {result?.message && (
        <Alert tone="error" className="mt-4" focusKey={hasFieldErrors(result) ? undefined : result}>
          {result.message}
        </Alert>
      )}
      <Form ref={form} method="post" noValidate>
        <Panel id="angaben" title="Angaben" className="card mt-6">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                {...field}
                autoComplete="off"
                defaultValue={result?.values?.[field.name] ?? ''}
                error={errors[field.name]}
              />
            ))}
          </div>
        </Panel>
        <Panel id="zugang" title="Zugang" className="card mt-6">
          {roles.length > 0 && (
            <fieldset className="mt-4">
              <legend className="text-ink-soft">
                Welche Rollen bekommt das Konto? Vergeben können Sie nur Bereiche, die Sie selbst
                vergeben dürfen.
              </legend>
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {roles.map((role) => (
                  <CheckboxField
                    key={role.id}
                    name="roles"
                    value={role.id}
                    label={role.name}
                    defaultChecked={chosen.has(String(role.id))}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <CheckboxField
            className="mt-4"
            name="enabled"
            value="1"
            defaultChecked
            label="Konto sofort freischalten"
            hint="Sonst muss es nach dem Festlegen des Passworts noch freigeschaltet werden."
          />
        </Panel>
        <div className="mt-6">
          <SubmitButton pendingLabel="Einladung wird verschickt …">Einladung senden</SubmitButton>
        </div>
      </Form>
    </>
  );
}
