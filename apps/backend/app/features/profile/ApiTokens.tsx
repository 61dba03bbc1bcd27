// One's own API tokens (decision 058): the list with rights, expiry and last use, revoking one,
// and making one, whose secret is shown this once.
import {
  API_TOKEN_DAYS,
  type ApiTokenList,
  type ApiTokenScope,
  type ApiTokenView,
} from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { CheckboxField, Field, PasswordConfirmField, TextField } from '../../components/ui/Field';
import { formatStamp } from '../../components/ui/format';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ProfileResult } from './result';
import { SectionAlert, useFreshAfterSuccess } from './sections';

function scopesText(token: ApiTokenView, scopes: readonly ApiTokenScope[]): string {
  if (!token.scopes.length) return 'nur lesen, was Ihre Rollen erlauben';
  return token.scopes.map((s) => scopes.find((x) => x.name === s)?.label ?? s).join('; ');
}

export function ApiTokens({
  tokens,
  result,
}: {
  tokens: ApiTokenList | null;
  result?: ProfileResult;
}) {
  const form = useRef<HTMLFormElement>(null);
  const creating = result?.intent === 'token-create' ? result : undefined;
  const generation = useFreshAfterSuccess(creating);
  useFocusFirstInvalid(form, creating);
  const errors = creating?.fieldErrors ?? {};
  return (
    <Panel id="api-tokens" title="API-Tokens" className="card mt-6" headingClassName="text-2xl">
      <p className="mt-2 text-ink-soft">
        Mit einem Token liest ein anderes Programm (etwa eine Warenwirtschaft) Wiki, Mitteilungen,
        Dokumente und Kataloge in Ihrem Namen: was Ihre Rollen erlauben, und nur die Rechte, die Sie
        dem Token geben. Anmeldung, Ihr Konto und die Verwaltung erreicht es nie. Ein neues
        Passwort, eine Sperre oder das Abmelden überall durch die Verwaltung widerruft alle Tokens.
      </p>
      {result?.intent === 'token-revoke' && <SectionAlert result={result} />}
      {tokens === null ? (
        <p className="mt-4">Die Liste der Tokens ist gerade nicht verfügbar.</p>
      ) : tokens.data.length ? (
        <ul className="mt-4 divide-y divide-line border-y border-line" aria-label="Ihre API-Tokens">
          {tokens.data.map((t) => (
            <li key={t.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{t.name}</p>
                <p className="text-sm text-ink-soft break-words">
                  Rechte: {scopesText(t, tokens.scopes)}
                </p>
                <p className="text-sm text-ink-soft">
                  Erstellt: {formatStamp(t.created_at)} · gültig bis{' '}
                  {t.expires_at ? formatStamp(t.expires_at) : 'unbegrenzt'}
                </p>
                <p className="text-sm text-ink-soft">
                  Zuletzt verwendet: {t.last_used_at ? formatStamp(t.last_used_at) : 'noch nie'}
                </p>
              </div>
              <ConfirmDialog
                trigger="Widerrufen"
                triggerLabel={`Widerrufen: ${t.name}`}
                title={`Token „${t.name}“ widerrufen?`}
                description="Programme, die dieses Token verwenden, erhalten ab sofort keinen Zugriff mehr."
                confirmLabel="Token widerrufen"
                intent="token-revoke"
              >
                <input type="hidden" name="id" value={t.id} />
              </ConfirmDialog>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">Sie haben noch kein Token.</p>
      )}

      <h3 className="mt-6 text-lg">Token erstellen</h3>
      <SectionAlert result={creating} />
      {creating?.ok && creating.token && (
        <div className="mt-3 rounded-xl border-2 border-herb-700 bg-white p-4">
          <p className="font-semibold">
            Kopieren Sie das Token jetzt: Es wird nicht wieder angezeigt.
          </p>
          <label className="mt-2 block" htmlFor="neues-token">
            Token für „Authorization: Bearer“
          </label>
          <input
            id="neues-token"
            readOnly
            value={creating.token}
            className="input mt-1 font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      {tokens && (
        <Form ref={form} key={generation} method="post" className="mt-3 space-y-4">
          <TextField
            label="Name"
            name="name"
            maxLength={100}
            required
            hint="Wofür das Token ist, zum Beispiel „Warenwirtschaft“."
            defaultValue={creating && !creating.ok ? creating.values?.name : undefined}
            error={errors.name}
          />
          {tokens.scopes.length > 0 && (
            <fieldset>
              <legend className="font-semibold">Rechte (optional)</legend>
              <p className="text-sm text-ink-soft">
                Ohne Rechte liest das Token nur, was Ihre Rollen erlauben.
              </p>
              <div className="mt-2 space-y-2">
                {tokens.scopes.map((s) => (
                  <CheckboxField key={s.name} name="scopes" value={s.name} label={s.label} />
                ))}
              </div>
              {errors.scopes && (
                <p className="mt-1 font-semibold text-brand-800" role="alert">
                  {errors.scopes}
                </p>
              )}
            </fieldset>
          )}
          <Field label="Gültig für" required error={errors.days}>
            {(control) => (
              <select {...control} name="days" defaultValue="90" className="input">
                {API_TOKEN_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d === 365 ? '1 Jahr' : `${d} Tage`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <PasswordConfirmField error={errors.password} />
          <SubmitButton intent="token-create" pendingLabel="Wird erstellt …">
            Token erstellen
          </SubmitButton>
        </Form>
      )}
    </Panel>
  );
}
