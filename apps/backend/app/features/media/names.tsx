// How the administration names media folders: by their German title where they have one, the
// technical name small beside it, paths as the titles of their folders.
import type { MediaFolderName, MediaItem } from '@frischkontor/contract';
import { ancestry } from './access-rules';

/** The media page's address: a folder, and what else the page shows (`eintrag`, `suche`). */
export function mediaHref(folder: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (folder) params.set('pfad', folder);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const search = params.toString();
  return search ? `/medien?${search}` : '/medien';
}

/** Whether a media entry is a folder. */
export function isFolder(item: MediaItem): boolean {
  return item.mime_type === 'directory';
}

/** A folder's (or file's) name for the administration. */
export function folderNameOf(item: MediaItem): MediaFolderName {
  return { path: item.src_path, name: item.name, title: item.details?.title || null };
}

/** What an admin reads for a folder: its title, else its name. */
export function shownName(folder: { name: string; title: string | null }): string {
  return folder.title || folder.name;
}

/** A folder path in German names, top first: „Website-Dateien › Angebote › Mit Preisen“. */
export function trailText(trail: readonly MediaFolderName[]): string {
  return trail.length ? trail.map(shownName).join(' › ') : 'Medien (oberste Ebene)';
}

/** The folder a path lies in ('' for the top level). */
export function parentPathOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** The folders along `path`, top first, as the loader asks for them. */
export function pathSteps(path: string): string[] {
  return ancestry(path).reverse();
}

/** The title, and the technical name small beside it where the two differ. */
export function FolderLabel({ folder }: { folder: { name: string; title: string | null } }) {
  if (!folder.title || folder.title === folder.name) return <>{folder.name}</>;
  return (
    <>
      {folder.title}{' '}
      <span className="text-sm font-normal text-ink-soft">
        <span className="sr-only">(Ordnername </span>
        <span aria-hidden="true">(</span>
        {folder.name})
      </span>
    </>
  );
}
