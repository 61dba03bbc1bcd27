// A new password for one's own account.
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import type { ProfileResult, ProfileUser } from './result';
import { SectionAlert, useFreshAfterSuccess } from './sections';

export function PasswordChange({ user, result }: { user: ProfileUser; result?: ProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  // A fresh, empty form after a change (the strength hint starts over too).
  const generation = useFreshAfterSuccess(result);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <Panel id="passwort" title="Passwort ändern" className="card mt-6" headingClassName="text-2xl">
      <SectionAlert result={result} />
      <Form ref={form} key={generation} method="post" className="mt-4 space-y-5">
        <TextField
          label="Aktuelles Passwort"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <NewPasswordFields
          label="Neues Passwort"
          error={errors.password}
          confirmationError={errors.password_confirmation}
          context={{ email: user.email, firstname: user.firstname, lastname: user.lastname }}
        />
        <SubmitButton intent="password" pendingLabel="Wird gespeichert …">
          Passwort ändern
        </SubmitButton>
      </Form>
    </Panel>
  );
}

/** An admin asked for a new password: what to do, before anything else (decision 057). */
export function PasswordChangeRequired() {
  return (
    <section
      id="passwort-pflicht"
      aria-labelledby="passwort-pflicht-titel"
      className="alert alert-info mt-6"
    >
      <h2 id="passwort-pflicht-titel" className="text-xl">
        Neues Passwort erforderlich
      </h2>
      <p className="mt-2">
        Die Verwaltung bittet Sie, ein neues Passwort festzulegen. Bis dahin sehen Sie nur dieses
        Profil. Geben Sie unten Ihr aktuelles Passwort und ein neues ein.
      </p>
      <p className="mt-3">
        <a href="#passwort" className="link">
          Zum Formular „Passwort ändern“
        </a>
      </p>
    </section>
  );
}
