import { NewTabLink, Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import type { MediaFolderName, MediaItem } from '@frischkontor/contract';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { cx } from '../../components/ui/cx';
import { TextField } from '../../components/ui/Field';
import { formatBytes, formatStamp } from '../../components/ui/format';
import { hasFieldErrors, useFocusOnAppear } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { AccessRulesEditor } from '../../features/media/AccessRulesEditor';
import { BULK_FORM, BulkActions, BulkDeleteConfirm } from '../../features/media/BulkActions';
import { DetailsEditor } from '../../features/media/DetailsEditor';
import { MediaSearchForm, MediaSearchResults } from '../../features/media/MediaSearch';
import { MediaUploader } from '../../features/media/MediaUploader';
import { MoveForm } from '../../features/media/MoveForm';
import {
  FolderLabel,
  folderNameOf,
  mediaHref,
  shownName,
  trailText,
} from '../../features/media/names';
import { mediaAction, mediaLoader, type BulkResult } from './media.server';
import type { Route } from './+types/media';

export const loader = mediaLoader;
export const action = mediaAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Medien', matches);

function isFolder(item: MediaItem) {
  return item.mime_type === 'directory';
}

const href = mediaHref;

function FolderIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mr-1.5 inline size-4 align-[-2px] text-brand-700"
      fill="currentColor"
    >
      <path d="M2 5a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5Z" />
    </svg>
  );
}

function Breadcrumbs({ trail }: { trail: readonly MediaFolderName[] }) {
  return (
    <nav aria-label="Ordnerpfad" className="mt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {trail.length ? (
            <Link to={href('')} className="link">
              Medien
            </Link>
          ) : (
            <span aria-current="page" className="font-semibold">
              Medien
            </span>
          )}
        </li>
        {trail.map((step, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={step.path} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-ink-soft">
                /
              </span>
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {shownName(step)}
                </span>
              ) : (
                <Link to={href(step.path)} className="link">
                  {shownName(step)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { folder, trail, search, listing, moveChoices, notice, entry, roles, users, apiPrefix } =
    loaderData;
  const here = trail.at(-1);
  const folderName = here ? shownName(here) : 'Medien';
  // Where the entry lies, in German names: the open folder or (the folder itself) the one above.
  const entryParent = entry ? entry.path.slice(0, Math.max(0, entry.path.lastIndexOf('/'))) : '';
  const entryPlace =
    entryParent === folder
      ? trailText(trail)
      : entry?.path === folder
        ? trailText(trail.slice(0, -1))
        : entryParent;
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // „Verwalten“ opens the panel below the list: take the focus there.
  useFocusOnAppear(panelHeading, entry?.path);
  const resultFor = (...intents: string[]) =>
    result?.intent && intents.includes(result.intent) ? result : undefined;
  const folderResult = resultFor('create-folder');
  const entryResult = resultFor('rename', 'move', 'delete', 'access', 'details');
  const bulkResult = resultFor('bulk-move', 'bulk-delete', 'bulk-delete-confirmed') as
    BulkResult | undefined;
  return (
    <>
      <h1 className="text-3xl">Medien</h1>
      <Breadcrumbs trail={trail} />
      <MediaSearchForm folder={folder} search={search} />
      {notice && (
        <Alert tone="success" className="mt-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      {result?.message && !folderResult && !entryResult && !bulkResult?.fieldErrors && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}

      <div
        className={
          entry
            ? 'mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,22rem)] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_minmax(22rem,28rem)]'
            : 'mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]'
        }
      >
        {search ? (
          <MediaSearchResults folder={folder} search={search} />
        ) : (
          <Panel id="inhalt-ordner" title={<>Inhalt von „{folderName}“</>} className="min-w-0">
            {listing.data.length ? (
              <div className="mt-3 table-scroll rounded-xl border border-line bg-white @container">
                <table className="table">
                  <caption className="sr-only">Ordner und Dateien in „{folderName}“</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="w-10">
                        <span className="sr-only">Auswahl</span>
                      </th>
                      <th scope="col">Name</th>
                      <th scope="col" className="hidden @md:table-cell">
                        Art
                      </th>
                      <th scope="col">Größe</th>
                      <th scope="col" className="hidden @lg:table-cell">
                        Geändert
                      </th>
                      <th scope="col">
                        <span className="sr-only">Aktionen</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {listing.data.map((item) => (
                      <tr key={item.id} aria-current={entry?.path === item.src_path || undefined}>
                        <td>
                          <input
                            type="checkbox"
                            name="paths"
                            value={item.src_path}
                            form={BULK_FORM}
                            aria-label={`Auswählen: ${isFolder(item) ? shownName(folderNameOf(item)) : item.name}`}
                            className="size-5 accent-brand-700"
                          />
                        </td>
                        <td className="[overflow-wrap:anywhere]">
                          {isFolder(item) ? (
                            <Link to={href(item.src_path)} className="link">
                              <FolderIcon />
                              <FolderLabel folder={folderNameOf(item)} />
                            </Link>
                          ) : (
                            <>
                              <NewTabLink href={item.cdn_path ?? '#'} className="link">
                                {item.name}
                              </NewTabLink>
                              {item.details?.title && (
                                <span className="block text-sm text-ink-soft">
                                  {item.details.title}
                                </span>
                              )}
                            </>
                          )}
                        </td>
                        <td className="hidden @md:table-cell">
                          {isFolder(item)
                            ? 'Ordner'
                            : (item.meta.extension?.toUpperCase() ?? 'Datei')}
                        </td>
                        <td className="whitespace-nowrap">
                          {isFolder(item) ? '–' : formatBytes(item.meta.size)}
                        </td>
                        <td className="hidden whitespace-nowrap @lg:table-cell">
                          {formatStamp(item.updated_at)}
                        </td>
                        <td>
                          <Link
                            to={href(folder, { eintrag: item.src_path })}
                            className="link"
                            aria-label={`Verwalten: ${isFolder(item) ? shownName(folderNameOf(item)) : item.name}`}
                          >
                            Verwalten
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-3 text-ink-soft">Dieser Ordner ist leer.</p>
            )}
            <Pagination meta={listing.meta} search={searchParams} label="Seiten des Ordners" />
            {bulkResult?.confirm ? (
              <BulkDeleteConfirm folder={folder} paths={bulkResult.confirm} />
            ) : (
              listing.data.length > 0 && (
                <BulkActions
                  folder={folder}
                  choices={moveChoices}
                  error={bulkResult?.fieldErrors?.target}
                />
              )
            )}
            {folder && (
              <p className="mt-4">
                <Link to={href(folder, { eintrag: folder })} className="link">
                  Diesen Ordner verwalten (Zugriff, Umbenennen, Löschen)
                </Link>
              </p>
            )}
          </Panel>
        )}

        {entry && (
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
              <Link to={href(folder)} className="link">
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
                        entryResult?.intent === 'details'
                          ? entryResult.fieldErrors?.title
                          : undefined
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
                    error={
                      entryResult?.intent === 'rename' ? entryResult.fieldErrors?.name : undefined
                    }
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
                  error={
                    entryResult?.intent === 'move' ? entryResult.fieldErrors?.target : undefined
                  }
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
        )}

        {/* While searching, nothing to add to: the hits lie in many folders. */}
        {!search && (
          <div className={cx('space-y-6', entry && 'lg:col-start-1')}>
            {folder && (
              <Panel id="hochladen" title="Hochladen" className="card">
                <div className="mt-4">
                  <MediaUploader folder={folder} apiPrefix={apiPrefix} />
                </div>
              </Panel>
            )}
            <Panel id="neuer-ordner" title="Neuer Ordner" className="card">
              {folderResult?.message && (
                <Alert
                  tone={folderResult.ok ? 'success' : 'error'}
                  className="mt-3"
                  focusKey={hasFieldErrors(folderResult) ? undefined : folderResult}
                >
                  {folderResult.message}
                </Alert>
              )}
              <Form method="post" className="mt-4 space-y-3">
                <TextField
                  label="Name des Ordners"
                  name="name"
                  required
                  key={folderResult?.ok ? 'neu' : 'alt'}
                  defaultValue={folderResult?.ok ? '' : folderResult?.values?.name}
                  error={folderResult?.fieldErrors?.name}
                />
                <SubmitButton intent="create-folder" pendingLabel="Wird angelegt …">
                  Ordner anlegen
                </SubmitButton>
              </Form>
            </Panel>
          </div>
        )}
      </div>
    </>
  );
}
