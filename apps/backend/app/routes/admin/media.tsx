import { NewTabLink, Panel } from '@frischkontor/design';
import { useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import type { MediaItem } from '@frischkontor/contract';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { TextField } from '../../components/ui/Field';
import { formatBytes, formatStamp } from '../../components/ui/format';
import { hasFieldErrors, useFocusOnAppear } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { AccessRulesEditor } from '../../features/media/AccessRulesEditor';
import { DetailsEditor } from '../../features/media/DetailsEditor';
import { MediaUploader } from '../../features/media/MediaUploader';
import { mediaAction, mediaLoader } from './media.server';
import type { Route } from './+types/media';

export const loader = mediaLoader;
export const action = mediaAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Medien', matches);

function isFolder(item: MediaItem) {
  return item.mime_type === 'directory';
}

function href(folder: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (folder) params.set('pfad', folder);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const search = params.toString();
  return search ? `/medien?${search}` : '/medien';
}

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

function Breadcrumbs({ folder }: { folder: string }) {
  const parts = folder ? folder.split('/') : [];
  return (
    <nav aria-label="Ordnerpfad" className="mt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {parts.length ? (
            <Link to={href('')} className="link">
              Medien
            </Link>
          ) : (
            <span aria-current="page" className="font-semibold">
              Medien
            </span>
          )}
        </li>
        {parts.map((part, i) => {
          const path = parts.slice(0, i + 1).join('/');
          const last = i === parts.length - 1;
          return (
            <li key={path} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-ink-soft">
                /
              </span>
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {part}
                </span>
              ) : (
                <Link to={href(path)} className="link">
                  {part}
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
  const { folder, listing, notice, entry, roles, users, apiPrefix } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // „Verwalten“ opens the panel below the list: take the focus there.
  useFocusOnAppear(panelHeading, entry?.path);
  const resultFor = (...intents: string[]) =>
    result?.intent && intents.includes(result.intent) ? result : undefined;
  const folderResult = resultFor('create-folder');
  const entryResult = resultFor('rename', 'move', 'delete', 'access', 'details');
  const folders = [
    ...new Set([
      '',
      ...folder.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ...listing.data.filter(isFolder).map((item) => item.src_path),
    ]),
  ];

  return (
    <>
      <h1 className="text-3xl">Medien</h1>
      <Breadcrumbs folder={folder} />
      {notice && (
        <Alert tone="success" className="mt-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      {result?.message && !folderResult && !entryResult && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel
          id="inhalt-ordner"
          title={<>Inhalt von „{folder || 'Medien'}“</>}
          className="min-w-0"
        >
          {listing.data.length ? (
            <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
              <table className="table">
                <caption className="sr-only">Ordner und Dateien in „{folder || 'Medien'}“</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Art</th>
                    <th scope="col">Größe</th>
                    <th scope="col">Geändert</th>
                    <th scope="col">
                      <span className="sr-only">Aktionen</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {listing.data.map((item) => (
                    <tr key={item.id} aria-current={entry?.path === item.src_path || undefined}>
                      <td className="break-all">
                        {isFolder(item) ? (
                          <Link to={href(item.src_path)} className="link">
                            <FolderIcon />
                            {item.name}
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
                      <td>
                        {isFolder(item)
                          ? 'Ordner'
                          : (item.meta.extension?.toUpperCase() ?? 'Datei')}
                      </td>
                      <td className="whitespace-nowrap">
                        {isFolder(item) ? '–' : formatBytes(item.meta.size)}
                      </td>
                      <td className="whitespace-nowrap">{formatStamp(item.updated_at)}</td>
                      <td>
                        <Link
                          to={href(folder, { eintrag: item.src_path })}
                          className="link"
                          aria-label={`Verwalten: ${item.name}`}
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
          {folder && (
            <p className="mt-4">
              <Link to={href(folder, { eintrag: folder })} className="link">
                Diesen Ordner verwalten (Zugriff, Umbenennen, Löschen)
              </Link>
            </p>
          )}
        </Panel>

        <div className="space-y-6">
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
      </div>

      {entry && (
        <section aria-labelledby="verwalten" className="card mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 ref={panelHeading} tabIndex={-1} id="verwalten" className="text-2xl break-all">
              Verwalten: {entry.item.name}
            </h2>
            <Link to={href(folder)} className="link">
              Schließen
            </Link>
          </div>
          <p className="mt-1 text-sm break-all text-ink-soft">
            {isFolder(entry.item) ? 'Ordner' : 'Datei'} · {entry.path}
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
            <div className="mt-6 max-w-3xl">
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
          <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
            <div className="space-y-6">
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
              <Form method="post" className="space-y-3">
                <input type="hidden" name="path" value={entry.path} />
                <TextField
                  label="Verschieben nach (Ordnerpfad)"
                  name="target"
                  list="ordner-vorschlaege"
                  hint="Zum Beispiel domain/angebote. Leer lassen für die oberste Ebene."
                  defaultValue={
                    entryResult?.intent === 'move' ? entryResult.values?.target : folder
                  }
                  error={
                    entryResult?.intent === 'move' ? entryResult.fieldErrors?.target : undefined
                  }
                />
                <datalist id="ordner-vorschlaege">
                  {folders
                    .filter((p) => p !== entry.path && !p.startsWith(`${entry.path}/`))
                    .map((p) => (
                      <option key={p} value={p} />
                    ))}
                </datalist>
                <SubmitButton
                  intent="move"
                  className="btn btn-secondary"
                  pendingLabel="Wird verschoben …"
                >
                  Verschieben
                </SubmitButton>
              </Form>
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
    </>
  );
}
