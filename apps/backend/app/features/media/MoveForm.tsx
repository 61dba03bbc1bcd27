// „Verschieben“: a choice of the folders the admin may move the entry into, by their German
// names with the path; the folder it lies in and (for a folder) itself and what is below it
// are left out. The API checks the target again.
import type { MediaFolderChoices } from '@frischkontor/contract';
import { Form } from 'react-router';
import { Field } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { parentPathOf, trailText } from './names';

/** The value that stands for the top level ('' is „nothing chosen“). */
export const TOP_LEVEL = '/';

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
  const here = parentPathOf(path);
  const options = [
    ...(choices.root && here !== '' ? [[TOP_LEVEL, trailText([])] as const] : []),
    ...choices.data
      .filter(
        ({ folder }) =>
          folder.path !== here && folder.path !== path && !folder.path.startsWith(`${path}/`),
      )
      .map(
        ({ folder, trail }) =>
          [folder.path, `${trailText([...trail, folder])} (${folder.path})`] as const,
      ),
  ];
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
        {(control) => (
          <select
            {...control}
            name="target"
            defaultValue={chosen ?? ''}
            className="input max-w-full"
          >
            <option value="" disabled>
              Bitte einen Ordner wählen
            </option>
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton intent="move" className="btn btn-secondary" pendingLabel="Wird verschoben …">
        Verschieben
      </SubmitButton>
    </Form>
  );
}
