// The chosen entries of a folder's list (issue 33, item 3): moved or copied into a folder together
// (the week's flyers from „aktuell“ to „archiv“), or deleted after a confirmation. The checkboxes sit
// in the list's rows and belong to this form by its id; works without JavaScript.
import type { MediaFolderChoices } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import { Field } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { FolderSelect, moveOptions } from './MoveForm';
import { mediaHref } from './names';

export const BULK_FORM = 'auswahl';

export function BulkActions({
  folder,
  choices,
  error,
}: {
  folder: string;
  choices: MediaFolderChoices;
  error?: string;
}) {
  const options = moveOptions(choices, folder);
  return (
    <Form
      id={BULK_FORM}
      method="post"
      className="mt-4 rounded-xl border border-line bg-paper-dark p-4"
      aria-labelledby="auswahl-titel"
    >
      <h3 id="auswahl-titel" className="font-semibold">
        Ausgewählte Einträge
      </h3>
      <p className="text-sm text-ink-soft">
        Wählen Sie Einträge mit den Kästchen in der Liste; die Verwaltung prüft jeden einzeln.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {options.length > 0 && (
          <Field
            label="Zielordner"
            optionalMark={false}
            error={error}
            className="min-w-0 basis-full md:basis-64 md:flex-1"
          >
            {(control) => <FolderSelect control={control} options={options} />}
          </Field>
        )}
        {options.length > 0 && (
          <SubmitButton
            intent="bulk-move"
            className="btn btn-secondary"
            pendingLabel="Wird verschoben …"
          >
            Ausgewählte verschieben
          </SubmitButton>
        )}
        {options.length > 0 && (
          <SubmitButton
            intent="bulk-copy"
            className="btn btn-secondary"
            pendingLabel="Wird kopiert …"
          >
            Ausgewählte kopieren
          </SubmitButton>
        )}
        <SubmitButton intent="bulk-delete" className="btn btn-danger" pendingLabel="Einen Moment …">
          Ausgewählte löschen …
        </SubmitButton>
      </div>
    </Form>
  );
}

/** „Löschen“ of the chosen entries asks first, naming them. */
export function BulkDeleteConfirm({ folder, paths }: { folder: string; paths: string[] }) {
  return (
    <section
      aria-labelledby="loeschen-titel"
      className="mt-4 rounded-xl border-2 border-brand-700 bg-white p-4"
    >
      <h3 id="loeschen-titel" className="font-semibold">
        {paths.length === 1 ? 'Diesen Eintrag' : `Diese ${paths.length} Einträge`} endgültig
        löschen?
      </h3>
      <ul className="mt-2 list-disc pl-5 [overflow-wrap:anywhere]">
        {paths.map((p) => (
          <li key={p}>{p.slice(p.lastIndexOf('/') + 1)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-soft">
        Ordner werden mit allem gelöscht, was darin liegt. Das lässt sich nicht rückgängig machen.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        {paths.map((p) => (
          <input key={p} type="hidden" name="paths" value={p} />
        ))}
        <SubmitButton
          intent="bulk-delete-confirmed"
          className="btn btn-danger-solid"
          pendingLabel="Wird gelöscht …"
        >
          Endgültig löschen
        </SubmitButton>
        <Link to={mediaHref(folder)} className="btn btn-secondary">
          Abbrechen
        </Link>
      </Form>
    </section>
  );
}
