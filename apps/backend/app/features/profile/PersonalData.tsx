// The name and company of one's own account.
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { TextField } from '../../components/ui/Field';
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
        <div className="sm:col-span-2">
          <SubmitButton intent="profile" pendingLabel="Wird gespeichert …">
            Angaben speichern
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
