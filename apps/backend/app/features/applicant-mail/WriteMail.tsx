// „E-Mail schreiben“: a template, and for an appointment its day, time and place.
import {
  type ApplicationTemplatePlaceholder,
  type ApplicationMailTemplate,
} from '@frischkontor/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { Field } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ActionResult } from '../api/results';

const APPOINTMENT: ApplicationTemplatePlaceholder[] = ['{datum}', '{uhrzeit}', '{ort}'];

/** „E-Mail schreiben“: a template, and for an appointment its day, time and place. */
export function WriteMail({
  templates,
  result,
}: {
  templates: ApplicationMailTemplate[];
  result: ActionResult | undefined;
}) {
  const messages = templates.filter((t) => t.kind === 'message');
  const mine = result?.intent === 'compose' && !result.ok ? result : undefined;
  const [chosen, setChosen] = useState(mine?.values?.template || messages[0]?.key || '');
  const template = messages.find((t) => t.key === chosen) ?? messages[0];
  const uses = (placeholder: ApplicationTemplatePlaceholder) =>
    !!template && `${template.subject} ${template.body}`.includes(placeholder);
  const appointment = APPOINTMENT.some(uses);
  return (
    <Form method="post" className="mt-4 grid gap-4">
      <Field label="Vorlage" optionalMark={false} error={mine?.fieldErrors?.template}>
        {(control) => (
          <select
            {...control}
            name="template"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            className="input"
          >
            {messages.map((t) => (
              <option key={t.key} value={t.key}>
                {t.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {appointment && (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 sm:items-start">
          <legend className="sr-only">Termin</legend>
          {uses('{datum}') && (
            <Field label="Datum" error={mine?.fieldErrors?.datum} className="min-w-0">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="datum"
                  defaultValue={mine?.values?.datum}
                  className="input"
                />
              )}
            </Field>
          )}
          {uses('{uhrzeit}') && (
            <Field label="Uhrzeit" error={mine?.fieldErrors?.uhrzeit} className="min-w-0">
              {(control) => (
                <input
                  {...control}
                  type="time"
                  name="uhrzeit"
                  defaultValue={mine?.values?.uhrzeit}
                  className="input"
                />
              )}
            </Field>
          )}
          {uses('{ort}') && (
            <Field label="Ort" error={mine?.fieldErrors?.ort} className="min-w-0 sm:col-span-2">
              {(control) => (
                <input
                  {...control}
                  name="ort"
                  maxLength={200}
                  defaultValue={mine?.values?.ort}
                  className="input"
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
      <p className="text-sm text-ink-soft">
        Sie sehen die E-Mail vor dem Senden und können sie ändern.{' '}
        {appointment &&
          `Leer gelassene Angaben bleiben als Platzhalter (${APPOINTMENT.filter(uses).join(', ')}) im Text, bis Sie sie ersetzen.`}
      </p>
      <div>
        <SubmitButton intent="compose" pendingLabel="Wird vorbereitet …">
          E-Mail schreiben
        </SubmitButton>
      </div>
    </Form>
  );
}
