// The wiki's fields above the text, and the text field both collections' forms are made of.
import { Field } from '@frischkontor/design';
import type { FieldsProps } from './types';

/** One line of text of the editor's form, bound to its field. */
export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  list,
  className,
  fields,
  change,
  errors,
}: Pick<FieldsProps, 'fields' | 'change' | 'errors'> & {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'date';
  /** The id of a datalist of suggestions. */
  list?: string;
  className?: string;
}) {
  return (
    <Field label={label} hint={hint} required={required} error={errors[name]} className={className}>
      {(p) => (
        <input
          {...p}
          type={type}
          list={list}
          className="input mt-1 w-full"
          value={fields[name] ?? ''}
          onChange={(e) => change({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
}

export function WikiFields(props: FieldsProps) {
  const { fields, change, errors, choices } = props;
  return (
    <>
      <TextField {...props} name="title" label="Titel" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kategorie" required error={errors.category}>
          {(p) => (
            <select
              {...p}
              className="input mt-1 w-full"
              value={fields.category}
              onChange={(e) => change({ category: e.target.value })}
            >
              {(choices.category ?? []).map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <TextField {...props} name="tags" label="Schlagwörter" hint="Durch Kommas getrennt" />
      </div>
      <TextField {...props} name="description" label="Kurzbeschreibung" />
    </>
  );
}
