// HR's form for one job ad (decision 036): a plain form that works without JavaScript; a
// refused save or publish keeps everything typed, marks the fields the backend named and lists
// them on top. Labels and messages come from one place (JOB_AD_LABELS). Speaks without a
// pronoun: HR is staff ("du"), the backend's messages are for everyone.
import {
  EMPLOYMENT_TYPES,
  JOB_AD_LABELS,
  JOB_AD_STATUS_LABELS,
  JOB_FIELDS,
  SALARY_UNIT_LABELS,
  SALARY_UNITS,
  type JobAdFormField,
} from '@frischkontor/contract';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { usePendingForm } from '~/components/ui/pending';
import { TITLE_AT_LOAD } from '~/features/content-editor';
import { formatDateTime } from '~/platform/content/format';
import { CONTACT_LEGEND, namedFields } from './labels';
import { JobAdText } from './JobAdText';
import type { JobAdActionResult, JobAdDraft, SavedJobAd } from './types';

export interface JobAdFormProps {
  ad: SavedJobAd | null;
  draft: JobAdDraft;
  publish: boolean;
  created: boolean;
  answer: JobAdActionResult | undefined;
}

interface FieldProps {
  /** A field of the draft, or the note that goes with a save. */
  name: keyof JobAdDraft | 'note';
  label: string;
  /** Shown after the label, apart from it: the messages name the field without it. */
  optional?: boolean;
  hint?: string;
  /** A hint several fields share, shown before them. */
  sharedHint?: string;
  errors: Record<string, string>;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A field's id: the list of refused fields on top links to it (one form per page). */
const fieldId = (name: string) => `feld-${name}`;

function Field({ name, label, optional, hint, sharedHint, errors, children }: FieldProps) {
  const id = fieldId(name);
  const error = errors[name];
  const described = [sharedHint, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {optional && <span className="font-normal text-ink-soft"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // The card around the fieldset: a legend sits in its fieldset's border otherwise.
    <div className="card p-5 sm:p-6">
      <fieldset className="min-w-0">
        <legend className="text-xl font-bold">{legend}</legend>
        <div className="mt-4 space-y-5">{children}</div>
      </fieldset>
    </div>
  );
}

const input = 'input mt-1 w-full';
const SALARY_HINT = 'gehalt-hint';

export function JobAdForm({ ad, draft: loaded, publish, created, answer }: JobAdFormProps) {
  // From the click until the page holds the answer: after the action the layout's data reloads,
  // and meanwhile the form still holds the version it was loaded with; a second „Speichern“
  // sent that one (CI, 2026-11-29: a conflict instead of „Keine Änderungen“).
  const pending = usePendingForm();
  const busy = pending !== undefined;
  // After a refused save the form shows what was typed; after a save what was saved (a publish
  // refused after its save, too: a refused action reloads nothing).
  const shown = answer?.ok ? answer.ad : (answer?.ad ?? ad);
  const draft = (answer && !answer.ok && answer.draft) || shown?.draft || loaded;
  const errors = (answer && !answer.ok && answer.fields) || {};
  const status = shown?.status ?? 'draft';
  const f = (
    name: JobAdFormField,
    hint?: string,
    type = 'text',
    optional = false,
    sharedHint?: string,
  ) => (
    <Field
      name={name}
      label={JOB_AD_LABELS[name]}
      optional={optional}
      hint={hint}
      sharedHint={sharedHint}
      errors={errors}
    >
      {(props) => (
        <input {...props} type={type} defaultValue={draft[name] as string} className={input} />
      )}
    </Field>
  );
  // Tall enough for what is in it (one point a line), within limits.
  const area = (name: JobAdFormField, hint: string, rows = 5, optional = false) => (
    <Field name={name} label={JOB_AD_LABELS[name]} optional={optional} hint={hint} errors={errors}>
      {(props) => (
        <textarea
          {...props}
          rows={Math.min(Math.max(rows, (draft[name] as string).split('\n').length + 2), 16)}
          defaultValue={draft[name] as string}
          className={input}
        />
      )}
    </Field>
  );
  const conflict = answer && !answer.ok ? answer.current : undefined;
  const refused = namedFields(errors);

  return (
    // The key renews the fields when another version arrives (save, conflict).
    <Form method="post" className="mt-8 space-y-8" key={`${shown?.version ?? 0}-${answer ? 1 : 0}`}>
      {(created || answer) && !busy && (
        <div
          role={answer && !answer.ok ? 'alert' : 'status'}
          className={answer && !answer.ok ? 'alert alert-error' : 'alert alert-success'}
        >
          <p className="font-semibold">{answer?.message ?? 'Angelegt als Entwurf.'}</p>
          {refused.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {refused.map((field) => (
                <li key={field.name}>
                  <a href={`#${fieldId(field.name)}`} className="link">
                    {field.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {conflict && (
            <p className="mt-2">
              Aktuell gespeichert ist Version {conflict.version}
              {conflict.updated_by ? ` von ${conflict.updated_by}` : ''} vom{' '}
              {formatDateTime(conflict.updated_at)} mit dem Titel „{conflict.draft.title}“. Das
              Formular zeigt weiter die eigene Fassung.{' '}
              <Link to={`/intern/stellen/${conflict.slug}/versionen`} className="link">
                Versionen vergleichen
              </Link>{' '}
              oder{' '}
              <Link
                to={`/intern/stellen/${conflict.slug}/bearbeiten`}
                reloadDocument
                className="link"
              >
                die aktuelle Fassung laden
              </Link>
              .
            </p>
          )}
        </div>
      )}
      <input type="hidden" name="version" value={conflict?.version ?? shown?.version ?? 0} />
      {ad && <input type="hidden" name={TITLE_AT_LOAD} value={ad.draft.title} />}

      <Group legend="Anzeige">
        {f(
          'title',
          'Mit (m/w/d), wie er in der Liste und bei Google erscheint. Zum Speichern als Entwurf genügt der Titel.',
        )}
        {!shown &&
          f(
            'slug',
            'Teil der Adresse nach /karriere/; leer lassen, dann entsteht sie aus dem Titel (ohne „m/w/d“).',
            'text',
            true,
          )}
        {area('description', 'Ein bis zwei Sätze für die Stellenliste (bis 500 Zeichen).', 3)}
        <Field name="category" label={JOB_AD_LABELS.category} errors={errors}>
          {(props) => (
            <select {...props} defaultValue={draft.category} className={input}>
              <option value="">Bitte wählen</option>
              {JOB_FIELDS.map((field) => (
                <option key={field}>{field}</option>
              ))}
            </select>
          )}
        </Field>
        <fieldset
          id={fieldId('employmentType')}
          className="min-w-0"
          aria-describedby={errors.employmentType ? 'anstellungsart-error' : undefined}
        >
          <legend className="font-semibold">{JOB_AD_LABELS.employmentType}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {EMPLOYMENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="employmentType"
                  value={type}
                  defaultChecked={draft.employmentType.includes(type)}
                  className="size-5"
                />
                {type}
              </label>
            ))}
          </div>
          {errors.employmentType && (
            <p id="anstellungsart-error" className="mt-1 text-sm font-semibold text-brand-800">
              {errors.employmentType}
            </p>
          )}
        </fieldset>
      </Group>

      <Group legend="Ort, Zeit und Gehalt">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2">
          {f('location', 'Zum Beispiel „Hamburg-Rothenburgsort“.')}
          {f('startDate', 'Zum Beispiel „ab sofort“ oder „ab 1. März 2027“.')}
        </div>
        {f('hours', 'Stunden und Lage, zum Beispiel „40 Stunden, Montag bis Freitag“.')}
        {area(
          'regions',
          'Nur für Stellen im Außendienst: eine Region je Zeile, auf Wunsch mit Ort davor („Kiel, Schleswig-Holstein“). Ohne Angabe gilt die Firmenadresse.',
          2,
          true,
        )}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2">
          {f('date', 'Das Datum, das die Anzeige nennt.', 'date')}
          {f('validThrough', 'Danach meldet die Seite „bereits besetzt“.', 'date')}
        </div>
        {/* One hint for the three pay fields, so their boxes stay in line. */}
        <div>
          <p id={SALARY_HINT} className="text-sm text-ink-soft">
            Gehalt in € brutto; beide Felder leer lassen, wenn die Anzeige keins nennt.
          </p>
          <div className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-3">
            {f('salaryMin', undefined, 'text', true, SALARY_HINT)}
            {f('salaryMax', undefined, 'text', true, SALARY_HINT)}
            <Field
              name="salaryUnit"
              label={JOB_AD_LABELS.salaryUnit}
              sharedHint={SALARY_HINT}
              errors={errors}
            >
              {(props) => (
                <select {...props} defaultValue={draft.salaryUnit} className={input}>
                  {SALARY_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {SALARY_UNIT_LABELS[unit]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </div>
      </Group>

      <Group legend="Inhalt">
        <JobAdText id={fieldId('body')} defaultValue={draft.body} error={errors.body} />
        {area('tasks', 'Ein Punkt je Zeile, mindestens zwei.')}
        {area('profile', 'Ein Punkt je Zeile, mindestens zwei.')}
        {area('offer', 'Ein Punkt je Zeile, mindestens zwei.')}
      </Group>

      <Group legend={CONTACT_LEGEND}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2">
          {f('contactName')}
          {f('contactRole')}
          {f('contactPhone', undefined, 'tel')}
          {f('contactEmail', undefined, 'email')}
        </div>
      </Group>

      <div className="card space-y-4 p-5 sm:p-6">
        <Field name="note" label="Änderungsnotiz (optional)" errors={errors}>
          {(props) => <input {...props} type="text" className={input} maxLength={300} />}
        </Field>
        <p className="text-sm text-ink-soft">
          Status: <strong>{JOB_AD_STATUS_LABELS[status]}</strong>
          {shown &&
            ` · Version ${shown.version}, zuletzt bearbeitet${shown.updated_by ? ` von ${shown.updated_by}` : ''} am ${formatDateTime(shown.updated_at)}`}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn btn-secondary"
            disabled={busy}
          >
            {pending?.get('intent') === 'save'
              ? 'Wird gespeichert …'
              : shown
                ? 'Speichern'
                : 'Als Entwurf anlegen'}
          </button>
          {shown && publish && status !== 'published' && (
            <button
              type="submit"
              name="intent"
              value="publish"
              className="btn btn-primary"
              disabled={busy}
            >
              {status === 'archived' ? 'Wieder veröffentlichen' : 'Veröffentlichen'}
            </button>
          )}
          {shown && publish && status === 'published' && (
            <button
              type="submit"
              name="intent"
              value="withdraw"
              className="btn btn-danger"
              disabled={busy}
            >
              Zurückziehen (Stelle besetzt)
            </button>
          )}
          {shown && (
            <>
              <Link to={`/intern/stellen/${shown.slug}/vorschau`} className="btn btn-ghost">
                Vorschau
              </Link>
              <Link to={`/intern/stellen/${shown.slug}/versionen`} className="btn btn-ghost">
                Versionen
              </Link>
            </>
          )}
        </div>
        {shown && publish && status !== 'published' && (
          <p className="text-sm text-ink-soft">
            „Veröffentlichen“ speichert zuerst, was im Formular steht.
          </p>
        )}
      </div>
    </Form>
  );
}
