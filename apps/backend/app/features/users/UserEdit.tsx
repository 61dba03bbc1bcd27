// Editing an account's data; the address only for who may change the identity.
import { Panel } from '@frischkontor/design';
import {
  BUSINESS_PROOF_LABELS,
  STAFF_FIELD_LABELS as STAFF,
  STAFF_LIMITS,
  type AdminUserDetail,
} from '@frischkontor/contract';
import { Fragment, useRef } from 'react';
import { Form } from 'react-router';
import { Field, SalutationField, TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ActionResult } from '../api/results';

const TEXT_FIELDS = [
  { name: 'firstname', label: 'Vorname', maxLength: 100, required: true },
  { name: 'lastname', label: 'Nachname', maxLength: 100, required: true },
  { name: 'company', label: 'Firma', maxLength: 200 },
  { name: 'customer_number', label: 'Kundennummer', maxLength: 50 },
  { name: 'vat_id', label: BUSINESS_PROOF_LABELS.vat_id, maxLength: 40 },
  { name: 'trade_licence', label: BUSINESS_PROOF_LABELS.trade_licence, maxLength: 200 },
  { name: 'phone', label: 'Telefon', maxLength: 40, type: 'tel' },
] as const;

/** What the company keeps of its staff (decision 052); mobile and consent are the person's. */
const STAFF_FIELDS = [
  { name: 'department', label: STAFF.department, maxLength: STAFF_LIMITS.department },
  { name: 'job_title', label: STAFF.job_title, maxLength: STAFF_LIMITS.job_title },
  {
    name: 'employee_number',
    label: STAFF.employee_number,
    maxLength: STAFF_LIMITS.employee_number,
  },
  { name: 'location', label: STAFF.location, maxLength: STAFF_LIMITS.location },
  {
    name: 'phone_extension',
    label: STAFF.phone_extension,
    maxLength: STAFF_LIMITS.phone_extension,
    inputMode: 'numeric',
  },
] as const;

/** Name, contact and internal note; the e-mail address only for admins (who see it). */
function EditForm({
  user,
  withEmail,
  self,
  result,
}: {
  user: AdminUserDetail;
  withEmail: boolean;
  self: boolean;
  result: ActionResult | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const mine = result?.intent === 'edit' ? result : undefined;
  useFocusFirstInvalid(form, mine);
  const errors = mine?.fieldErrors ?? {};
  // After a refusal the form keeps what was typed; otherwise it shows what is stored.
  const value = (name: keyof AdminUserDetail & string) =>
    mine && !mine.ok ? (mine.values?.[name] ?? '') : String(user[name] ?? '');
  // A new answer or newly stored data shows afresh (the inputs are uncontrolled).
  const key = JSON.stringify([mine, user]);
  return (
    <Form ref={form} method="post" className="mt-4" key={key} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <Fragment key={field.name}>
            <TextField
              {...field}
              autoComplete="off"
              defaultValue={value(field.name)}
              error={errors[field.name]}
            />
            {field.name === 'lastname' && withEmail && (
              <TextField
                label="E-Mail-Adresse"
                name="email"
                type="email"
                required
                maxLength={200}
                autoComplete="off"
                readOnly={self}
                defaultValue={value('email')}
                error={errors.email}
                hint={
                  self
                    ? 'Ihre eigene Adresse ändern Sie in Ihrem Profil.'
                    : 'Eine neue Adresse muss die Person bestätigen: Sie erhält dort einen Link; bis dahin ist das Konto eingeschränkt, die alte Adresse erfährt von der Änderung.'
                }
                className="sm:col-span-2"
              />
            )}
          </Fragment>
        ))}
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">Im Unternehmen</legend>
          <SalutationField value={value('salutation')} error={errors.salutation} />
          {STAFF_FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              autoComplete="off"
              defaultValue={value(field.name)}
              error={errors[field.name]}
            />
          ))}
          <p className="text-ink-soft sm:col-span-2">
            Mobilnummer und ob sie im Mitarbeiterverzeichnis steht, trägt die Person selbst in ihrem
            Profil ein.
          </p>
        </fieldset>
        <Field
          label="Interne Notiz"
          hint="Nur in der Verwaltung sichtbar; die Person erhält sie mit ihrer Datenauskunft (DSGVO Art. 15)."
          error={errors.admin_note}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="admin_note"
              rows={4}
              maxLength={2000}
              defaultValue={value('admin_note')}
              className="input"
            />
          )}
        </Field>
      </div>
      <div className="mt-4">
        <SubmitButton intent="edit" pendingLabel="Wird gespeichert …">
          Angaben speichern
        </SubmitButton>
      </div>
    </Form>
  );
}

export function UserEdit({
  user,
  seeEmail,
  identity,
  self,
  result,
}: {
  user: AdminUserDetail;
  seeEmail: boolean;
  identity: boolean;
  self: boolean;
  result: ActionResult | undefined;
}) {
  return (
    <Panel id="bearbeiten" title="Angaben bearbeiten" className="card mt-6">
      <EditForm user={user} withEmail={seeEmail && identity} self={self} result={result} />
      {!identity && (
        <p className="mt-4 text-ink-soft">
          E-Mail-Adresse, Passwort, Zwei-Faktor-Anmeldung und Geräte dieses Kontos ändert nur, wer
          alle seine Rechte hat.
        </p>
      )}
    </Panel>
  );
}
