// „Verschieben“: a choice of the folders the admin may move the entry into, by their German
// names with the path; the folder it lies in and (for a folder) itself and what is below it
// are left out. The API checks the target again.
import type { MediaFolderChoices } from '@frischkontor/contract';
import { Form } from 'react-router';
import { Field, type ControlProps } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { parentPathOf, trailText } from './names';

/** The value that stands for the top level ('' is „nothing chosen“). */
export const TOP_LEVEL = '/';

type FolderOption = readonly [value: string, label: string];

/**
 * The folders one may move into, by their German names with the path: not `from` (where the
 * entries lie), nor `moving` (a folder being moved) and what is below it.
 */
export function moveOptions(
  choices: MediaFolderChoices,
  from: string,
  moving?: string,
): FolderOption[] {
  return [
    ...(choices.root && from !== '' ? [[TOP_LEVEL, trailText([])] as const] : []),
    ...choices.data
      .filter(
        ({ folder }) =>
          folder.path !== from &&
          (!moving || (folder.path !== moving && !folder.path.startsWith(`${moving}/`))),
      )
      .map(
        ({ folder, trail }) =>
          [folder.path, `${trailText([...trail, folder])} (${folder.path})`] as const,
      ),
  ];
}

/** The choice of a target folder, for a Field's control. */
export function FolderSelect({
  control,
  options,
  chosen,
}: {
  control: ControlProps;
  options: readonly FolderOption[];
  chosen?: string;
}) {
  return (
    <select {...control} name="target" defaultValue={chosen ?? ''} className="input max-w-full">
      <option value="" disabled>
        Bitte einen Ordner wählen
      </option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

export function MoveForm({
  path,
  choices,
  error,
  chosen,
}: {
  /** The entry to move. */
  path: string;
  choices: MediaFolderChoices;
  error?: string;
  /** What was chosen before a refusal. */
  chosen?: string;
}) {
  const options = moveOptions(choices, parentPathOf(path), path);
  if (!options.length)
    return (
      <div>
        <h3 className="font-semibold">Verschieben</h3>
        <p className="mt-1 text-ink-soft">
          Es gibt keinen anderen Ordner, in den Sie diesen Eintrag verschieben dürfen.
        </p>
      </div>
    );
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="path" value={path} />
      <Field
        label="Verschieben nach"
        required
        error={error}
        hint="Die Ordner, in die Sie verschieben dürfen; der jetzige ist nicht dabei."
      >
        {(control) => <FolderSelect control={control} options={options} chosen={chosen} />}
      </Field>
      <SubmitButton intent="move" className="btn btn-secondary" pendingLabel="Wird verschoben …">
        Verschieben
      </SubmitButton>
    </Form>
  );
}
