// The name, company and how to reach the person; staff also location, extension, mobile and
// whether colleagues see the mobile number in the staff directory (decision 052).
import { STAFF_FIELD_LABELS as STAFF, STAFF_LIMITS } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { CheckboxField, SalutationField, TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ProfileResult, ProfileUser } from './result';
import { SectionAlert } from './sections';

export function PersonalData({ user, result }: { user: ProfileUser; result?: ProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;
  return (
    <Panel
      id="persoenliche-daten"
      title="Persönliche Daten"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <SectionAlert result={result} />
      <Form ref={form} method="post" className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Vorname"
          name="firstname"
          autoComplete="given-name"
          required
          defaultValue={values?.firstname ?? user.firstname}
          error={errors.firstname}
        />
        <TextField
          label="Nachname"
          name="lastname"
          autoComplete="family-name"
          required
          defaultValue={values?.lastname ?? user.lastname}
          error={errors.lastname}
        />
        <TextField
          className="sm:col-span-2"
          label="Firma"
          name="company"
          autoComplete="organization"
          defaultValue={values?.company ?? user.company ?? ''}
          error={errors.company}
        />
        <SalutationField
          value={values?.salutation ?? user.salutation ?? ''}
          error={errors.salutation}
        />
        <TextField
          label="Telefon"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          defaultValue={values?.phone ?? user.phone ?? ''}
          error={errors.phone}
        />
        {user.staff && (
          <>
            <TextField
              label={STAFF.location}
              name="location"
              maxLength={STAFF_LIMITS.location}
              hint="z. B. Hamburg (Zentrale)"
              defaultValue={values?.location ?? user.location ?? ''}
              error={errors.location}
            />
            <TextField
              label={STAFF.phone_extension}
              name="phone_extension"
              inputMode="numeric"
              maxLength={STAFF_LIMITS.phone_extension}
              hint="Nur die Ziffern nach der Zentrale, z. B. 214"
              defaultValue={values?.phone_extension ?? user.phone_extension ?? ''}
              error={errors.phone_extension}
            />
            <TextField
              label={STAFF.mobile}
              name="mobile"
              type="tel"
              autoComplete="tel"
              maxLength={STAFF_LIMITS.mobile}
              defaultValue={values?.mobile ?? user.mobile ?? ''}
              error={errors.mobile}
            />
            <CheckboxField
              className="sm:col-span-2"
              name="directory_mobile"
              label="Meine Mobilnummer im Mitarbeiterverzeichnis zeigen"
              hint="Kolleginnen und Kollegen sehen sie dann im internen Bereich unter „Mitarbeitende“. Sie können das jederzeit wieder abwählen."
              defaultChecked={values ? values.directory_mobile === 'on' : user.directory_mobile}
              error={errors.directory_mobile}
            />
          </>
        )}
        <div className="sm:col-span-2">
          <SubmitButton intent="profile" pendingLabel="Wird gespeichert …">
            Angaben speichern
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
