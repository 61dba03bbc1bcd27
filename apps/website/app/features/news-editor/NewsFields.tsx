// The news editor's fields above the text: title, address (new items only), date, whom it is
// for (all staff, chosen roles as checkboxes, customers), pinned, and the last day it is shown.
import { Field } from '@frischkontor/design';
import { useId } from 'react';
import { NEWS_AUDIENCE_LABELS, NEWS_AUDIENCES, NEWS_LABELS } from '@frischkontor/contract';
import { TextField, type FieldsProps } from '~/features/content-editor';

const split = (roles: string) => roles.split(',').filter(Boolean);

function Audience({ fields, change, errors, choices }: FieldsProps) {
  const id = useId();
  const chosen = new Set(split(fields.roles ?? ''));
  const toggle = (role: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(role);
    else next.delete(role);
    change({ roles: [...next].sort().join(',') });
  };
  return (
    <fieldset className="rounded-xl border border-line bg-white p-4">
      <legend className="px-1 font-semibold">{NEWS_LABELS.audience}</legend>
      {errors.audience && (
        <p id={`${id}-audience-error`} className="text-sm font-semibold text-brand-800">
          {errors.audience}
        </p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {NEWS_AUDIENCES.map((audience) => (
          <label key={audience} className="flex items-center gap-2">
            <input
              type="radio"
              name="audience"
              value={audience}
              checked={fields.audience === audience}
              onChange={() => change({ audience })}
            />
            {NEWS_AUDIENCE_LABELS[audience]}
          </label>
        ))}
      </div>
      {fields.audience === 'roles' && (
        <fieldset
          className="mt-4"
          aria-describedby={errors.roles ? `${id}-roles-error` : undefined}
        >
          <legend className="text-sm font-semibold">{NEWS_LABELS.roles}</legend>
          {errors.roles && (
            <p id={`${id}-roles-error`} className="text-sm font-semibold text-brand-800">
              {errors.roles}
            </p>
          )}
          <ul className="mt-2 grid-fit gap-2 [--fit-min:12rem]">
            {(choices.roles ?? []).map((role) => (
              <li key={role}>
                <label className="flex items-center gap-2 break-all">
                  <input
                    type="checkbox"
                    checked={chosen.has(role)}
                    onChange={(e) => toggle(role, e.target.checked)}
                  />
                  {role}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </fieldset>
  );
}

export function NewsFields(props: FieldsProps) {
  const { fields, change, errors } = props;
  return (
    <>
      <TextField {...props} name="title" label={NEWS_LABELS.title} required />
      {props.created && (
        <TextField
          {...props}
          name="slug"
          label="Adresse"
          hint="Der Teil nach /intern/neuigkeiten/: Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen, dann entsteht sie aus dem Titel."
        />
      )}
      <div className="grid-fit gap-4 [--fit-min:14rem]">
        <TextField {...props} name="date" label="Datum" type="date" required />
        <TextField
          {...props}
          name="expires_at"
          label={NEWS_LABELS.expires_at}
          type="date"
          hint="Leer lassen, wenn die Mitteilung nicht abläuft. Danach steht sie in keiner Liste mehr."
        />
      </div>
      <Audience {...props} />
      <Field label={NEWS_LABELS.pinned} error={errors.pinned} optionalMark={false}>
        {(p) => (
          <span className="mt-1 flex items-center gap-2">
            <input
              {...p}
              type="checkbox"
              checked={fields.pinned === '1'}
              onChange={(e) => change({ pinned: e.target.checked ? '1' : '' })}
            />
            <span className="text-sm text-ink-soft">
              Steht oben in der Liste und auf der Übersicht.
            </span>
          </span>
        )}
      </Field>
    </>
  );
}
