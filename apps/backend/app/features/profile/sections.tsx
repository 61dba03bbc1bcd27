// What the profile's sections share: the answer to their own form, a form that starts empty
// again after a success, and the password (and code) that confirm a change of identity.
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { PasswordConfirmField, TextField } from '../../components/ui/Field';
import { hasFieldErrors } from '../../components/ui/form-focus';
import type { ProfileResult } from './result';

export function SectionAlert({ result }: { result?: ProfileResult }) {
  if (!result?.message) return null;
  return (
    <Alert
      tone={result.ok ? 'success' : 'error'}
      className="mt-4"
      focusKey={hasFieldErrors(result) ? undefined : result}
    >
      {result.message}
    </Alert>
  );
}

/** A key that changes after each successful submission: the form starts empty again. */
export function useFreshAfterSuccess(result?: ProfileResult): number {
  const [generation, setGeneration] = useState(0);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.ok) setGeneration((g) => g + 1);
  }
  return generation;
}

/** What changing the address or deleting the account asks for: password, and the code with 2FA. */
export function IdentityFields({
  tfaEnabled,
  errors,
}: {
  tfaEnabled: boolean;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <PasswordConfirmField error={errors.password} />
      {tfaEnabled && (
        <TextField
          label="Code aus der Authenticator-App oder Backup-Code"
          name="code"
          autoComplete="one-time-code"
          required
          error={errors.code}
        />
      )}
    </>
  );
}
