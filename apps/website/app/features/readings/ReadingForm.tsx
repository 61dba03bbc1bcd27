// „Neue Pflichtlektüre“: a published wiki article or a document of the intranet, the roles it is
// mandatory for, and the last day to confirm. A plain form; what the backend refuses is shown at
// its field, with what was entered kept.
import { CheckboxGroup, Field } from '@frischkontor/design';
import type { ReadingSummaries } from '@frischkontor/contract';
import { Form, useNavigation } from 'react-router';
import type { ReadingActionResult } from './readings.server';

export function ReadingForm({
  choices,
  answer,
}: {
  choices: ReadingSummaries['meta'];
  answer?: ReadingActionResult;
}) {
  const busy = useNavigation().state !== 'idle';
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const errors = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const value = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  const kind = value('kind') || 'wiki';
  const roles = Array.isArray(values.roles) ? values.roles : [];
  return (
    <Form method="post" className="card mt-8 max-w-3xl space-y-4" aria-labelledby="neu-titel">
      <h3 id="neu-titel" className="text-xl font-semibold">
        Neue Pflichtlektüre
      </h3>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`alert ${answer.ok ? 'alert-success' : 'alert-error'}`}
        >
          {answer.message}
        </p>
      )}
      <input type="hidden" name="intent" value="create" />
      <fieldset>
        <legend className="font-semibold">Was gelesen werden soll</legend>
        <p className="mt-1 text-sm text-ink-soft">
          Wähl einen Wiki-Artikel oder ein Dokument; das jeweils andere Feld bleibt unbeachtet.
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="wiki"
              defaultChecked={kind === 'wiki'}
              className="size-4 accent-brand-700"
            />
            Wiki-Artikel
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="document"
              defaultChecked={kind === 'document'}
              className="size-4 accent-brand-700"
            />
            Dokument
          </label>
        </div>
        {errors.kind && <p className="mt-1 text-sm font-semibold text-brand-800">{errors.kind}</p>}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Wiki-Artikel" error={errors.article} optionalMark={false}>
          {(p) => (
            <select
              {...p}
              name="article"
              defaultValue={value('article')}
              className="input mt-1 w-full"
            >
              <option value="">– bitte wählen –</option>
              {choices.articles.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Dokument" error={errors.document} optionalMark={false}>
          {(p) => (
            <select
              {...p}
              name="document"
              defaultValue={value('document')}
              className="input mt-1 w-full"
            >
              <option value="">– bitte wählen –</option>
              {choices.documents.map((d) => (
                <option key={d.path} value={d.path}>
                  {d.title} ({d.path.split('/').slice(2, -1).join(' / ') || 'Dokumente'})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset aria-describedby={errors.roles ? 'rollen-fehler' : undefined}>
        <legend className="font-semibold">
          Pflicht für diese Rollen
          <span className="text-brand-700" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <CheckboxGroup
          name="roles"
          options={choices.roles}
          checked={roles}
          columns="[--fit-min:11rem]"
        />
        {errors.roles && (
          <p id="rollen-fehler" className="mt-1 text-sm font-semibold text-brand-800">
            {errors.roles}
          </p>
        )}
      </fieldset>
      <Field label="Zu bestätigen bis" required error={errors.due_on} className="max-w-xs">
        {(p) => (
          <input
            {...p}
            type="date"
            name="due_on"
            defaultValue={value('due_on')}
            className="input mt-1 w-full"
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Wird festgelegt …' : 'Als Pflichtlektüre festlegen'}
      </button>
    </Form>
  );
}
