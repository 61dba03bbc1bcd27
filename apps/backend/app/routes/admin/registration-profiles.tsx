import {
  PERMISSIONS,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELDS,
  type AdminRole,
  type AdminSettings,
  type RegistrationProfile,
} from '@frischkontor/contract';
import { useRef } from 'react';
import { Form } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/registration-profiles';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle('Registrierungsprofile', matches);
export const ErrorBoundary = AdminErrorBoundary;

/** The fields a profile may ask beyond name, e-mail address and password. */
const OPTIONAL_FIELDS = REGISTRATION_FIELDS.map((name) => ({
  name,
  label: REGISTRATION_FIELD_LABELS[name],
}));
const BASE_FIELDS = ['firstname', 'lastname', 'email'];

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const backend = backendOf(args.context);
  const [{ data: settings }, { data: roles }] = await Promise.all([
    backend.get<{ data: AdminSettings }>('/admin/settings'),
    backend.get<{ data: AdminRole[] }>('/admin/roles'),
  ]);
  return {
    // The API stores only profiles its schema accepted.
    profiles: Array.isArray(settings.registration_profiles)
      ? (settings.registration_profiles as RegistrationProfile[])
      : [],
    roles: roles.map((r) => r.name),
  };
}

/** The form's rows (`p0.key`, `p0.ask.company`, …) as the profiles the API stores. */
function profilesFrom(form: FormData): RegistrationProfile[] {
  const count = Math.min(Number(formText(form, 'count')) || 0, 21);
  const profiles: RegistrationProfile[] = [];
  for (let i = 0; i < count; i++) {
    const p = `p${i}.`;
    const key = formText(form, `${p}key`).trim();
    const label = formText(form, `${p}label`).trim();
    if (formFlag(form, `${p}remove`) || (!key && !label)) continue;
    const asked = OPTIONAL_FIELDS.filter(
      (f) => formFlag(form, `${p}ask.${f.name}`) || formFlag(form, `${p}require.${f.name}`),
    ).map((f) => f.name);
    const required = OPTIONAL_FIELDS.filter((f) => formFlag(form, `${p}require.${f.name}`)).map(
      (f) => f.name,
    );
    profiles.push({
      key,
      label,
      fields: [...BASE_FIELDS, ...asked],
      required: [...BASE_FIELDS, ...required],
      roles: form.getAll(`${p}roles`).map(String),
      auto_enable: formFlag(form, `${p}auto`),
    });
  }
  return profiles;
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.admin);
  const form = await readForm(args.request);
  try {
    await backendOf(args.context).send('PUT', '/admin/settings', {
      body: { registration_profiles: profilesFrom(form) },
    });
  } catch (error) {
    return apiFailure(error, [], 'save');
  }
  return succeeded('Die Registrierungsprofile wurden gespeichert.', 'save');
}

function ProfileFields({
  index,
  profile,
  roles,
}: {
  index: number;
  profile: RegistrationProfile | null;
  roles: string[];
}) {
  const p = `p${index}.`;
  const title = profile ? `Profil „${profile.label}“` : 'Neues Profil';
  return (
    <fieldset className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Bezeichnung"
          name={`${p}label`}
          defaultValue={profile?.label ?? ''}
          required={!!profile}
          hint="So steht es im Registrierungsformular, z. B. „Geschäftskunde“."
        />
        <TextField
          label="Schlüssel"
          name={`${p}key`}
          defaultValue={profile?.key ?? ''}
          required={!!profile}
          hint="Kleinbuchstaben, Ziffern und Bindestriche; bleibt am besten unverändert."
        />
      </div>
      <fieldset className="mt-5">
        <legend className="font-semibold">Abgefragte Felder</legend>
        <p className="text-sm text-ink-soft">
          Vorname, Nachname, E-Mail-Adresse und Passwort fragt jedes Profil ab.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {OPTIONAL_FIELDS.map((f) => (
            <div key={f.name} className="space-y-1">
              <CheckboxField
                name={`${p}ask.${f.name}`}
                value="1"
                defaultChecked={profile?.fields.includes(f.name) ?? false}
                label={`${f.label} abfragen`}
              />
              <CheckboxField
                name={`${p}require.${f.name}`}
                value="1"
                defaultChecked={profile?.required.includes(f.name) ?? false}
                label={`${f.label} ist Pflichtfeld`}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="font-semibold">Rollen bei der Freischaltung</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {roles.map((role) => (
            <CheckboxField
              key={role}
              name={`${p}roles`}
              value={role}
              defaultChecked={profile?.roles.includes(role) ?? false}
              label={role}
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-5 space-y-2">
        <CheckboxField
          name={`${p}auto`}
          value="1"
          defaultChecked={profile?.auto_enable ?? false}
          label="Automatisch freischalten"
          hint="Das Konto ist nach der Bestätigung der E-Mail-Adresse sofort nutzbar, ohne Prüfung durch die Verwaltung."
        />
        {profile && <CheckboxField name={`${p}remove`} value="1" label="Dieses Profil entfernen" />}
      </div>
    </fieldset>
  );
}

export default function RegistrationProfiles({ loaderData, actionData }: Route.ComponentProps) {
  const { profiles, roles } = loaderData;
  const result = actionData as ActionResult | undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  return (
    <>
      <h1 className="text-3xl">Registrierungsprofile</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Wer sich registriert, wählt eines dieser Profile. Das Profil bestimmt, welche Angaben das
        Formular verlangt, welche Rollen das Konto bei der Freischaltung bekommt und ob die
        Freischaltung automatisch geschieht. Das erste Profil ist vorausgewählt.
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
      <Form ref={form} method="post" className="mt-6 space-y-6">
        <input type="hidden" name="count" value={profiles.length + 1} />
        {profiles.map((profile, i) => (
          <ProfileFields key={`${profile.key}-${i}`} index={i} profile={profile} roles={roles} />
        ))}
        <ProfileFields index={profiles.length} profile={null} roles={roles} />
        <SubmitButton pendingLabel="Wird gespeichert …">Profile speichern</SubmitButton>
      </Form>
    </>
  );
}
