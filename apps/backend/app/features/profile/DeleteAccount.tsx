// Deleting one's own account (not an admin's), confirmed with the password (and code).
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ProfileResult } from './result';
import { IdentityFields, SectionAlert } from './sections';

export function DeleteAccount({
  admin,
  tfaEnabled,
  result,
}: {
  admin: boolean;
  tfaEnabled: boolean;
  result?: ProfileResult;
}) {
  return (
    <Panel
      id="konto-loeschen"
      title="Konto löschen"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      {admin ? (
        <p className="mt-2 text-ink-soft">
          Ein Administrationskonto kann nicht selbst gelöscht werden. Bitte wenden Sie sich an eine
          andere Administratorin oder einen anderen Administrator.
        </p>
      ) : (
        <DeleteAccountForm tfaEnabled={tfaEnabled} result={result} />
      )}
    </Panel>
  );
}

function DeleteAccountForm({
  tfaEnabled,
  result,
}: {
  tfaEnabled: boolean;
  result?: ProfileResult;
}) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      {/* A standing warning, not news: no alert role. */}
      <div className="alert alert-error mt-4">
        <p className="font-semibold">Das lässt sich nur 30 Tage lang rückgängig machen.</p>
        <p className="mt-1">
          Ihr Konto wird sofort gelöscht: Sie werden auf allen Geräten abgemeldet, können sich nicht
          mehr anmelden und sehen keine Inhalte des internen Bereichs mehr. 30 Tage lang kann unsere
          Verwaltung das Konto auf Ihre Bitte wiederherstellen; danach werden Ihre Angaben und
          Rollen endgültig entfernt. Laden Sie vorher Ihre Daten herunter, wenn Sie sie behalten
          möchten.
        </p>
      </div>
      <SectionAlert result={result} />
      <Form ref={form} method="post" className="mt-4 space-y-5">
        <IdentityFields tfaEnabled={tfaEnabled} errors={errors} />
        <SubmitButton
          intent="account-delete"
          className="btn btn-danger-solid"
          pendingLabel="Wird gelöscht …"
        >
          Konto löschen
        </SubmitButton>
      </Form>
    </>
  );
}
