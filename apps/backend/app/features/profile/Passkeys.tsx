// One's own passkeys: the list, renaming, removing, adding one (in the browser, by WebAuthn).
import type { OwnPasskey } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { useRef, useState, type FormEvent } from 'react';
import { Form, useRevalidator, useRouteLoaderData } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PasswordConfirmField, TextField } from '../../components/ui/Field';
import { formatStamp } from '../../components/ui/format';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useHydrated } from '../../components/ui/use-hydrated';
import type { RootData } from '../../root.server';
import { addPasskey, PASSKEY_TEXTS, passkeyFailure, passkeysSupported } from '../auth/passkeys';
import type { ProfileResult } from './result';
import { SectionAlert } from './sections';

export function Passkeys({
  passkeys,
  result,
}: {
  passkeys: OwnPasskey[] | null;
  result?: ProfileResult;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const supported = hydrated ? passkeysSupported() : null;
  const [added, setAdded] = useState<ProfileResult | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const addForm = useRef<HTMLFormElement>(null);
  const shown = added ?? (result?.intent === 'passkey-add' ? result : undefined);
  useFocusFirstInvalid(addForm, shown);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    setBusy(true);
    setAdded(undefined);
    try {
      await addPasskey(root?.apiPrefix ?? '/api', {
        password: String(data.get('password') ?? ''),
        name,
      });
      addForm.current?.reset();
      setAdded({
        ok: true,
        intent: 'passkey-add',
        message: `Der Passkey${name ? ` „${name}“` : ''} ist hinzugefügt. Sie können sich jetzt damit anmelden.`,
      });
      await revalidator.revalidate();
    } catch (error) {
      const failure = passkeyFailure(error);
      setAdded({
        ok: false,
        intent: 'passkey-add',
        message: failure.fieldErrors?.password
          ? 'Bitte prüfen Sie die markierten Felder.'
          : failure.message,
        fieldErrors: failure.fieldErrors,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel id="passkeys" title="Passkeys" className="card mt-6" headingClassName="text-2xl">
      <p className="mt-2 text-ink-soft">
        Mit einem Passkey melden Sie sich ohne Passwort an: Ihr Gerät fragt nach Fingerabdruck,
        Gesicht oder Geräte-PIN. Das gilt zugleich als zweiter Faktor.
      </p>
      {result?.intent !== 'passkey-add' && <SectionAlert result={result} />}
      {passkeys === null ? (
        <p className="mt-4">Die Liste der Passkeys ist gerade nicht verfügbar.</p>
      ) : passkeys.length ? (
        <ul className="mt-4 divide-y divide-line border-y border-line" aria-label="Ihre Passkeys">
          {passkeys.map((p) => (
            <PasskeyItem key={p.id} passkey={p} result={result} />
          ))}
        </ul>
      ) : (
        <p className="mt-4">Sie haben noch keinen Passkey.</p>
      )}

      <h3 className="mt-6 text-lg">Passkey hinzufügen</h3>
      <SectionAlert result={shown} />
      <form
        ref={addForm}
        method="post"
        onSubmit={(event) => void add(event)}
        className="mt-3 space-y-4"
      >
        <TextField
          label="Name des Passkeys"
          name="name"
          maxLength={100}
          hint="Zum Beispiel „Laptop“ oder „Telefon“; leer: der Name des Geräts."
          error={shown?.fieldErrors?.name}
        />
        <PasswordConfirmField error={shown?.fieldErrors?.password} />
        <button
          type="submit"
          name="intent"
          value="passkey-add"
          className="btn btn-primary"
          disabled={supported === false || busy}
        >
          {busy ? 'Ihr Gerät fragt nach …' : 'Passkey hinzufügen'}
        </button>
        {supported === false && <p className="text-sm">{PASSKEY_TEXTS.unsupported}</p>}
      </form>
    </Panel>
  );
}

function PasskeyItem({ passkey, result }: { passkey: OwnPasskey; result?: ProfileResult }) {
  const mine = result?.intent === 'passkey-rename' && result.values?.id === String(passkey.id);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{passkey.name}</p>
        <p className="text-sm text-ink-soft">
          Hinzugefügt: {formatStamp(passkey.created_at)}
          {passkey.synced ? ' · zwischen Geräten synchronisiert' : ''}
        </p>
        <p className="text-sm text-ink-soft">
          Zuletzt verwendet: {passkey.last_used_at ? formatStamp(passkey.last_used_at) : 'noch nie'}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <details className="group" open={mine && !result?.ok}>
          <summary className="btn btn-secondary cursor-pointer list-none">
            Umbenennen<span className="sr-only">: {passkey.name}</span>
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="id" value={passkey.id} />
            <TextField
              label={`Neuer Name für „${passkey.name}“`}
              name="name"
              maxLength={100}
              required
              defaultValue={mine ? result?.values?.name : passkey.name}
              error={mine ? result?.fieldErrors?.name : undefined}
            />
            <SubmitButton intent="passkey-rename" pendingLabel="Wird gespeichert …">
              Namen speichern
            </SubmitButton>
          </Form>
        </details>
        <ConfirmDialog
          trigger="Entfernen"
          triggerLabel={`Entfernen: ${passkey.name}`}
          title={`Passkey „${passkey.name}“ entfernen?`}
          description="Mit diesem Passkey ist danach keine Anmeldung mehr möglich. Auf dem Gerät selbst löschen Sie ihn in dessen Einstellungen."
          confirmLabel="Entfernen"
          intent="passkey-remove"
          fields={{ id: String(passkey.id) }}
        >
          <PasswordConfirmField />
        </ConfirmDialog>
      </div>
    </li>
  );
}
