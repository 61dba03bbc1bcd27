import { useRef } from 'react';
import { Form, Link } from 'react-router';
import type {
  MediaAccess,
  MediaFolderChoices,
  MediaFolderName,
  MediaItem,
} from '@frischkontor/contract';
import type { ActionResult } from '../api/results';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusOnAppear } from '../../components/ui/form-focus';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AccessRulesEditor } from './AccessRulesEditor';
import type { EffectiveRule } from './access-rules';
import { DetailsEditor } from './DetailsEditor';
import { MoveForm } from './MoveForm';
import { FolderLabel, folderNameOf, isFolder, mediaHref, parentPathOf, trailText } from './names';

/** An entry of the media library as the page shows it for managing. */
export interface MediaEntryView {
  item: MediaItem;
  path: string;
  moveChoices: MediaFolderChoices;
  /** The entry's own access rules; null where the viewer may not change them. */
  own: MediaAccess | null;
  effective: EffectiveRule[] | null;
}

interface Option {
  id: number;
  name: string;
  company?: string | null;
}

/**
 * „Verwalten“: one entry's details, title, name, place, deletion and access rules, beside the
 * list from 64rem and below it on a phone.
 */
export function EntryPanel({
  entry,
  folder,
  trail,
  entryResult,
  roles,
  users,
}: {
  entry: MediaEntryView;
  /** The folder whose list is open. */
  folder: string;
  trail: readonly MediaFolderName[];
  /** The answer to one of the panel's forms. */
  entryResult: ActionResult | undefined;
  roles: Option[];
  users: Option[];
}) {
  // Where the entry lies, in German names: the open folder or (the folder itself) the one above.
  const entryParent = parentPathOf(entry.path);
  const entryPlace =
    entryParent === folder
      ? trailText(trail)
      : entry.path === folder
        ? trailText(trail.slice(0, -1))
        : entryParent;
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // „Verwalten“ opens the panel below the list: take the focus there.
  useFocusOnAppear(panelHeading, entry.path);
  return (
    <section
      aria-labelledby="verwalten"
      // Beside the list from 64rem, sticky while the list scrolls; below it on a phone.
      className="card min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          ref={panelHeading}
          tabIndex={-1}
          id="verwalten"
          className="text-xl [overflow-wrap:anywhere]"
        >
          Verwalten:{' '}
          {isFolder(entry.item) ? (
            <FolderLabel folder={folderNameOf(entry.item)} />
          ) : (
            entry.item.name
          )}
        </h2>
        <Link to={mediaHref(folder)} className="link">
          Schließen
        </Link>
      </div>
      <p className="mt-1 text-sm [overflow-wrap:anywhere] text-ink-soft">
        {isFolder(entry.item) ? 'Ordner' : 'Datei'} in „{entryPlace}“ · {entry.path}
      </p>
      {entryResult?.message && (
        <Alert
          tone={entryResult.ok ? 'success' : 'error'}
          className="mt-4"
          focusKey={hasFieldErrors(entryResult) ? undefined : entryResult}
        >
          {entryResult.message}
        </Alert>
      )}
      {!isFolder(entry.item) && entry.item.details && (
        <div className="mt-6">
          <h3 className="text-xl">Angaben für Besucher</h3>
          <div className="mt-3">
            <DetailsEditor
              // A new entry, or stored details, start the form afresh.
              key={`${entry.path}|${entry.item.updated_at}`}
              path={entry.path}
              details={entry.item.details}
              result={entryResult}
            />
          </div>
        </div>
      )}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8">
        <div className="space-y-6">
          {isFolder(entry.item) && (
            <Form
              method="post"
              className="space-y-3"
              // Stored, the title starts afresh.
              key={`${entry.path}|${entry.item.updated_at}`}
            >
              <input type="hidden" name="path" value={entry.path} />
              <TextField
                label="Titel"
                name="title"
                maxLength={200}
                hint="Wie die Verwaltung den Ordner nennt, zum Beispiel „Mit Preisen“. Leer lassen: der Ordnername."
                defaultValue={
                  entryResult?.intent === 'details'
                    ? entryResult.values?.title
                    : (entry.item.details?.title ?? '')
                }
                error={
                  entryResult?.intent === 'details' ? entryResult.fieldErrors?.title : undefined
                }
              />
              <SubmitButton
                intent="details"
                className="btn btn-secondary"
                pendingLabel="Wird gespeichert …"
              >
                Titel speichern
              </SubmitButton>
            </Form>
          )}
          <Form method="post" className="space-y-3">
            <input type="hidden" name="path" value={entry.path} />
            <TextField
              label="Neuer Name"
              name="name"
              required
              defaultValue={
                entryResult?.intent === 'rename' ? entryResult.values?.name : entry.item.name
              }
              error={entryResult?.intent === 'rename' ? entryResult.fieldErrors?.name : undefined}
            />
            <SubmitButton
              intent="rename"
              className="btn btn-secondary"
              pendingLabel="Wird umbenannt …"
            >
              Umbenennen
            </SubmitButton>
          </Form>
          <MoveForm
            // A new entry, or a refusal, start the choice afresh.
            key={`${entry.path}|${entryResult?.intent === 'move' ? 'refused' : ''}`}
            path={entry.path}
            choices={entry.moveChoices}
            error={entryResult?.intent === 'move' ? entryResult.fieldErrors?.target : undefined}
            chosen={entryResult?.intent === 'move' ? entryResult.values?.target : undefined}
          />
          <div>
            <ConfirmDialog
              trigger={`${isFolder(entry.item) ? 'Ordner' : 'Datei'} löschen …`}
              title={`„${entry.item.name}“ löschen?`}
              description={
                isFolder(entry.item)
                  ? 'Der Ordner wird mit allen Unterordnern und Dateien endgültig gelöscht.'
                  : 'Die Datei wird endgültig gelöscht.'
              }
              confirmLabel="Endgültig löschen"
              intent="delete"
              fields={{ path: entry.path }}
            />
          </div>
        </div>
        <div>
          <h3 className="text-xl">Zugriff</h3>
          {entry.own && entry.effective ? (
            <div className="mt-3">
              <AccessRulesEditor
                path={entry.path}
                own={entry.own}
                effective={entry.effective}
                roles={roles}
                users={users}
              />
            </div>
          ) : (
            <p className="mt-3 text-ink-soft">
              Die Zugriffsregeln dieses Eintrags darf nur ändern, wer ihn verwalten darf.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
