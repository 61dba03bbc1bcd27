// A new address for one's own account, confirmed with the password (and code).
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ProfileResult, ProfileUser } from './result';
import { IdentityFields, SectionAlert, useFreshAfterSuccess } from './sections';

export function EmailChange({ user, result }: { user: ProfileUser; result?: ProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  const generation = useFreshAfterSuccess(result);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <Panel
      id="e-mail-adresse"
      title="E-Mail-Adresse ändern"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <p className="mt-2 text-ink-soft">
        Sie melden sich danach mit der neuen Adresse an. Wir schicken ihr einen Bestätigungslink;
        bis Sie ihn öffnen, ist Ihr Konto eingeschränkt. Die bisherige Adresse erhält eine Nachricht
        über die Änderung.
      </p>
      <SectionAlert result={result} />
      <Form ref={form} key={generation} method="post" className="mt-4 space-y-5">
        <TextField
          label="Neue E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          defaultValue={result?.ok ? '' : (result?.values?.email ?? '')}
          error={errors.email}
        />
        <IdentityFields tfaEnabled={user.tfaEnabled} errors={errors} />
        <SubmitButton intent="email" pendingLabel="Wird gespeichert …">
          E-Mail-Adresse ändern
        </SubmitButton>
      </Form>
    </Panel>
  );
}
