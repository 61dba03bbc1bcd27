import { Panel } from '@frischkontor/design';
import { Form, Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { cx } from '../../components/ui/cx';
import { TextField } from '../../components/ui/Field';
import { hasFieldErrors } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { Breadcrumbs } from '../../features/media/Breadcrumbs';
import { BulkActions, BulkDeleteConfirm } from '../../features/media/BulkActions';
import { EntryPanel } from '../../features/media/EntryPanel';
import { FolderList } from '../../features/media/FolderList';
import { MediaSearchForm, MediaSearchResults } from '../../features/media/MediaSearch';
import { MediaUploader } from '../../features/media/MediaUploader';
import { mediaHref, shownName } from '../../features/media/names';
import { mediaAction, mediaLoader, type BulkResult } from './media.server';
import type { Route } from './+types/media';

export const loader = mediaLoader;
export const action = mediaAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Medien', matches);

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { folder, trail, search, listing, moveChoices, notice, entry, roles, users, apiPrefix } =
    loaderData;
  const here = trail.at(-1);
  const folderName = here ? shownName(here) : 'Medien';
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  const resultFor = (...intents: string[]) =>
    result?.intent && intents.includes(result.intent) ? result : undefined;
  const folderResult = resultFor('create-folder');
  const entryResult = resultFor('rename', 'move', 'delete', 'access', 'details');
  const bulkResult = resultFor('bulk-move', 'bulk-copy', 'bulk-delete', 'bulk-delete-confirmed') as
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
            <FolderList
              items={listing.data}
              folder={folder}
              folderName={folderName}
              selected={entry?.path}
            />
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
                <Link to={mediaHref(folder, { eintrag: folder })} className="link">
                  Diesen Ordner verwalten (Zugriff, Umbenennen, Löschen)
                </Link>
              </p>
            )}
          </Panel>
        )}

        {entry && (
          <EntryPanel
            entry={entry}
            folder={folder}
            trail={trail}
            entryResult={entryResult}
            roles={roles}
            users={users}
          />
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
