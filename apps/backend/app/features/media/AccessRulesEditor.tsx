import { useId } from 'react';
import { Form } from 'react-router';
import type { MediaAccess } from '@frischkontor/contract';
import { SubmitButton } from '../../components/ui/SubmitButton';
import {
  describeRule,
  encodeRule,
  LEVEL_LABELS,
  SUBJECT_LABELS,
  type EffectiveRule,
} from './access-rules';

interface Option {
  id: number;
  name: string;
  company?: string | null;
}

/** The rules that apply, where each comes from, and a form for the item's own ones. */
export function AccessRulesEditor({
  path,
  own,
  effective,
  roles,
  users,
}: {
  path: string;
  own: MediaAccess;
  effective: EffectiveRule[];
  roles: Option[];
  users: Option[];
}) {
  const id = useId();
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-lg">Wirksame Regeln</h3>
        {effective.length ? (
          <ul className="mt-2 space-y-1">
            {effective.map((rule, i) => (
              <li key={`${rule.from}-${i}`}>
                {describeRule(rule)}
                {rule.inherited && (
                  <span className="text-ink-soft"> (geerbt von „{rule.from}“)</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-soft">
            Keine: Nur Administratorinnen und Administratoren sehen diesen Eintrag.
          </p>
        )}
        <p className="mt-2 text-sm text-ink-soft">
          Administratorinnen und Administratoren haben immer vollen Zugriff. Regeln für Rollen und
          Benutzer gelten nur für bestätigte, freigeschaltete und nicht gesperrte Konten.
        </p>
      </div>

      {/* A fresh form once the rules changed: the „new rule“ choice starts over. */}
      <Form
        key={`${own.inherit}|${own.rules.map(encodeRule).join(',')}`}
        method="post"
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="access" />
        <input type="hidden" name="path" value={path} />
        <fieldset>
          <legend className="font-semibold">Eigene Regeln dieses Eintrags</legend>
          {own.rules.length ? (
            <ul className="mt-2 space-y-2">
              {own.rules.map((rule, i) => {
                const value = encodeRule(rule);
                return (
                  <li key={`${value}-${i}`} className="flex flex-wrap items-center gap-3">
                    <input type="hidden" name="rule" value={value} />
                    <span>{describeRule(rule)}</span>
                    <span className="flex items-center gap-2">
                      <input
                        id={`${id}-remove-${i}`}
                        type="checkbox"
                        name="remove"
                        value={value}
                        className="size-5 accent-brand-700"
                      />
                      <label htmlFor={`${id}-remove-${i}`}>
                        entfernen<span className="sr-only">: {describeRule(rule)}</span>
                      </label>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-ink-soft">Keine eigenen Regeln.</p>
          )}
        </fieldset>

        <div className="flex items-start gap-3">
          <input
            id={`${id}-inherit`}
            type="checkbox"
            role="switch"
            name="inherit"
            value="1"
            defaultChecked={own.inherit}
            aria-describedby={`${id}-inherit-hint`}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={`${id}-inherit`} className="font-semibold">
              Regeln erben
            </label>
            <p id={`${id}-inherit-hint`} className="text-sm text-ink-soft">
              Eingeschaltet gelten zusätzlich die Regeln des übergeordneten Ordners.
            </p>
          </div>
        </div>

        {/* Which of the role and user lists shows follows the choice in „Für“, in CSS only. */}
        <fieldset className="rule-editor rounded-xl border border-line p-4">
          <legend className="px-1 font-semibold">Neue Regel</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-subject`} className="block">
                Für
              </label>
              <select id={`${id}-subject`} name="new_subject" defaultValue="" className="input">
                <option value="">– keine neue Regel –</option>
                <option value="role">{SUBJECT_LABELS.role}</option>
                {users.length > 0 && <option value="user">{SUBJECT_LABELS.user}</option>}
                <option value="public">Öffentlich (alle, auch ohne Anmeldung)</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-level`} className="block">
                Recht
              </label>
              <select id={`${id}-level`} name="new_level" defaultValue="read" className="input">
                {Object.entries(LEVEL_LABELS).map(([level, label]) => (
                  <option key={level} value={level}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className="rule-subject-role">
              <label htmlFor={`${id}-role`} className="block">
                Rolle
              </label>
              <select id={`${id}-role`} name="new_role" className="input">
                {roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </select>
            </div>
            {users.length > 0 && (
              <div className="rule-subject-user">
                <label htmlFor={`${id}-user`} className="block">
                  Benutzer
                </label>
                <select id={`${id}-user`} name="new_user" className="input">
                  {users.map((user) => (
                    <option key={user.id} value={user.id}>
                      {`${user.name}${user.company ? ` (${user.company})` : ''}`}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        </fieldset>
        <SubmitButton intent="access" pendingLabel="Wird gespeichert …">
          Regeln speichern
        </SubmitButton>
      </Form>
    </div>
  );
}
