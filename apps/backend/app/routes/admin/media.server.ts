import {
  can,
  PERMISSIONS,
  type AdminRole,
  type AdminUser,
  type MediaAccess,
  type MediaAccessUpdate,
  type MediaDetailsUpdate,
  type MediaFolderChoices,
  type MediaFolderName,
  type MediaItem,
  type MediaMove,
  type MediaNaming,
  type MediaSearchAnswer,
  type Paginated,
} from '@frischkontor/contract';
import { redirect } from 'react-router';
import { apiFailure, ApiError, backendOf, type Backend } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { appUrl, requirePermission } from '../../features/auth/guards.server';
import { appConfig } from '../../features/config/config.server';
import { notFound } from '../../features/errors/refusal';
import { ancestry, decodeRule, effectiveRules } from '../../features/media/access-rules';
import { DETAIL_FIELDS } from '../../features/media/DetailsEditor';
import type { MediaSearchView } from '../../features/media/MediaSearch';
import { folderNameOf, pathSteps } from '../../features/media/names';
import type { Route } from './+types/media';

const PAGE_SIZE = 100;

/** A media path from the query (`domain/angebote`), or null when it is not one. */
export function cleanMediaPath(value: string | null): string | null {
  const path = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (path === '') return '';
  if (path.length > 2048) return null;
  const segments = path.split('/');
  const valid = segments.every(
    (s) => s !== '' && s !== '.' && s !== '..' && s.trim() === s && !/[\\\u0000-\u001f]/.test(s),
  );
  return valid ? segments.join('/') : null;
}

function apiMediaPath(path: string): string {
  return `/media${path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : ''}`;
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

const NOTICES: Record<string, string> = {
  geloescht: 'Der Eintrag wurde gelöscht.',
  umbenannt: 'Der Eintrag wurde umbenannt.',
  verschoben: 'Der Eintrag wurde verschoben.',
};

async function accessChain(backend: Backend, path: string): Promise<MediaAccess[] | null> {
  const chain: MediaAccess[] = [];
  for (const step of ancestry(path)) {
    try {
      const { data } = await backend.get<{ data: MediaAccess }>('/admin/media/access', {
        path: step,
      });
      chain.push(data);
      if (!data.inherit) break;
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && chain.length === 0) return null;
      if (error instanceof ApiError && error.status === 403) break;
      throw error;
    }
  }
  return chain;
}

/** The folders along `folder`, top first, with their German titles. */
async function folderTrail(backend: Backend, folder: string): Promise<MediaFolderName[]> {
  return Promise.all(
    pathSteps(folder).map(async (path) => {
      try {
        const { data } = await backend.get<{ data: MediaItem }>(apiMediaPath(path), { exact: 1 });
        return folderNameOf(data);
      } catch (error) {
        // A folder above that the admin may only pass through keeps its technical name.
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return { path, name: path.slice(path.lastIndexOf('/') + 1), title: null };
      }
    }),
  );
}

/** The search across folders (`?suche=`); the API's refusal (too long) as the page's message. */
async function searchMedia(backend: Backend, query: string): Promise<MediaSearchView | null> {
  if (!query) return null;
  try {
    const answer = await backend.get<MediaSearchAnswer>('/admin/media/search', { q: query });
    return { query, hits: answer.data, more: answer.more, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { query, hits: [], more: false, error: error.fieldErrors.q ?? error.message };
  }
}

export async function mediaLoader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.media);
  const params = args.url.searchParams;
  const folder = cleanMediaPath(params.get('pfad'));
  const selected = params.has('eintrag') ? cleanMediaPath(params.get('eintrag')) : '';
  if (folder === null || selected === null) notFound();
  const page = Math.max(1, Math.min(100_000, Number(params.get('seite')) || 1));
  const backend = backendOf(args.context);
  // Uploads go from the page to the API and need the XSRF cookie.
  await backend.ensureCsrf();

  let listing: Paginated<MediaItem>;
  try {
    const answer = await backend.get<Paginated<MediaItem> | { data: MediaItem }>(
      apiMediaPath(folder),
      { page, size: PAGE_SIZE },
    );
    if (!('meta' in answer))
      throw redirect(appUrl('/medien', { pfad: parentOf(folder), eintrag: folder }));
    listing = answer;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }

  let entry: { item: MediaItem; chain: MediaAccess[] | null } | null = null;
  if (selected) {
    try {
      const { data: item } = await backend.get<{ data: MediaItem }>(apiMediaPath(selected), {
        exact: 1,
      });
      entry = { item, chain: await accessChain(backend, selected) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }

  const [trail, search, moveChoices, roles, users] = await Promise.all([
    folderTrail(backend, folder),
    searchMedia(backend, (params.get('suche') ?? '').trim()),
    // The folders one may move into: for the entry's panel and the chosen entries of the list.
    entry || listing.data.length
      ? backend.get<MediaFolderChoices>('/admin/media/folders')
      : Promise.resolve({ data: [], root: false } satisfies MediaFolderChoices),
    can(viewer, PERMISSIONS.viewRoles)
      ? backend.get<{ data: AdminRole[] }>('/admin/roles').then((r) => r.data)
      : Promise.resolve([] as AdminRole[]),
    entry?.chain && can(viewer, PERMISSIONS.viewUsers)
      ? backend
          .get<Paginated<AdminUser>>('/admin/users', { size: 100, state: 'active' })
          .then((r) => r.data)
      : Promise.resolve([] as AdminUser[]),
  ]);

  return {
    folder,
    trail,
    search,
    listing,
    moveChoices,
    notice: NOTICES[params.get('hinweis') ?? ''] ?? null,
    apiPrefix: appConfig().backendPrefix,
    entry: entry && {
      item: entry.item,
      path: selected,
      moveChoices,
      own: entry.chain?.[0] ?? null,
      effective: entry.chain ? effectiveRules(entry.chain) : null,
    },
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    users: users.map((u) => ({
      id: Number(u.id),
      name: `${u.lastname}, ${u.firstname}`,
      company: u.company,
    })),
  };
}

export async function mediaAction(args: Route.ActionArgs): Promise<ActionResult | Response> {
  await requirePermission(args, PERMISSIONS.media);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const folder = cleanMediaPath(args.url.searchParams.get('pfad')) ?? '';
  const backend = backendOf(args.context);
  const path = cleanMediaPath(formText(form, 'path'));
  try {
    switch (intent) {
      case 'create-folder': {
        const name = formText(form, 'name');
        try {
          await backend.send('POST', '/admin/media/folders', {
            body: { path: folder, name } satisfies MediaNaming,
          });
        } catch (error) {
          return apiFailure(error, ['name'], intent, { name });
        }
        return succeeded(`Der Ordner „${name.trim()}“ wurde angelegt.`, intent);
      }
      case 'upload': {
        // Without script: the files came here; each goes on to the API.
        const files = form
          .getAll('files')
          .filter((f): f is File => f instanceof File && f.size > 0);
        if (!files.length)
          return { ok: false, intent, message: 'Bitte wählen Sie eine Datei aus.' };
        for (const file of files) {
          const body = new FormData();
          body.append('path', folder);
          body.append('file', file, file.name);
          await backend.send('POST', '/admin/media/files', { body });
        }
        return succeeded(
          `${files.length} ${files.length === 1 ? 'Datei' : 'Dateien'} hochgeladen.`,
          intent,
        );
      }
      case 'rename': {
        if (!path) return { ok: false, intent, message: 'Unbekannter Eintrag.' };
        const name = formText(form, 'name');
        let renamed: MediaItem;
        try {
          renamed = (
            await backend.send<{ data: MediaItem }>('PATCH', '/admin/media/rename', {
              body: { path, name } satisfies MediaNaming,
            })
          ).data;
        } catch (error) {
          return apiFailure(error, ['name'], intent, { name });
        }
        return redirect(
          appUrl('/medien', {
            pfad: folder === path ? renamed.src_path : folder,
            eintrag: renamed.src_path,
            hinweis: 'umbenannt',
          }),
        );
      }
      case 'move': {
        if (!path) return { ok: false, intent, message: 'Unbekannter Eintrag.' };
        const chosen = formText(form, 'target');
        if (!chosen)
          return {
            ok: false,
            intent,
            fieldErrors: { target: 'Bitte wählen Sie den Ordner, in den verschoben wird.' },
          };
        const target = cleanMediaPath(chosen);
        if (target === null)
          return { ok: false, intent, fieldErrors: { target: 'Diesen Ordner gibt es nicht.' } };
        let moved: MediaItem;
        try {
          moved = (
            await backend.send<{ data: MediaItem }>('POST', '/admin/media/move', {
              body: { path, target } satisfies MediaMove,
            })
          ).data;
        } catch (error) {
          return apiFailure(error, ['target'], intent, { target: chosen });
        }
        return redirect(
          appUrl('/medien', { pfad: target, eintrag: moved.src_path, hinweis: 'verschoben' }),
        );
      }
      case 'bulk-move':
      case 'bulk-delete':
      case 'bulk-delete-confirmed':
        return await bulkAction(backend, intent, form);
      case 'delete': {
        if (!path) return { ok: false, intent, message: 'Unbekannter Eintrag.' };
        await backend.send('DELETE', '/admin/media', { body: { path } });
        const stay = folder === path || folder.startsWith(`${path}/`) ? parentOf(path) : folder;
        return redirect(appUrl('/medien', { pfad: stay, hinweis: 'geloescht' }));
      }
      case 'details': {
        if (!path) return { ok: false, intent, message: 'Unbekannter Eintrag.' };
        const text = (name: string) => formText(form, name);
        const lines = (value: string, separator: RegExp) =>
          value
            .split(separator)
            .map((v) => v.trim())
            .filter(Boolean);
        const allergens = form.getAll('allergens').map(String);
        try {
          await backend.send('PUT', '/admin/media/details', {
            body: {
              path,
              title: text('title'),
              description: text('description'),
              valid_from: text('valid_from'),
              valid_until: text('valid_until'),
              tags: lines(text('tags'), /,/),
              category: text('category'),
              portions: text('portions'),
              allergens,
              ingredients: lines(text('ingredients'), /\r?\n/),
              article_no: text('article_no'),
            } satisfies MediaDetailsUpdate,
          });
        } catch (error) {
          const values = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, text(f)]));
          return apiFailure(
            error,
            DETAIL_FIELDS.filter((f) => f !== 'allergens'),
            intent,
            { ...values, allergens: allergens.join('\n') },
          );
        }
        return succeeded('Die Angaben wurden gespeichert.', intent);
      }
      case 'access': {
        if (!path) return { ok: false, intent, message: 'Unbekannter Eintrag.' };
        const removed = new Set(form.getAll('remove').map(String));
        const rules = form
          .getAll('rule')
          .map(String)
          .filter((value) => !removed.has(value))
          .map(decodeRule)
          .filter((r) => r !== null);
        const subject = formText(form, 'new_subject');
        if (subject) {
          const id =
            subject === 'role'
              ? formText(form, 'new_role')
              : subject === 'user'
                ? formText(form, 'new_user')
                : '';
          const rule = decodeRule(`${subject}:${id}:${formText(form, 'new_level')}`);
          if (!rule)
            return {
              ok: false,
              intent,
              message:
                subject === 'role'
                  ? 'Bitte wählen Sie für die neue Regel eine Rolle.'
                  : 'Bitte wählen Sie für die neue Regel einen Benutzer.',
            };
          rules.push(rule);
        }
        await backend.send('PUT', '/admin/media/access', {
          body: { path, inherit: formFlag(form, 'inherit'), rules } satisfies MediaAccessUpdate,
        });
        return succeeded('Die Zugriffsregeln wurden gespeichert.', intent);
      }
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(error, [], intent);
  }
}

/** What the chosen entries of the list answer: which were done, which refused and why. */
export interface BulkResult extends ActionResult {
  /** „Löschen“ asks first: the chosen entries, to confirm. */
  confirm?: string[];
}

const entryCount = (n: number) => (n === 1 ? '1 Eintrag' : `${n} Einträge`);
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The chosen entries of a folder's list (issue 33, item 3): moved into one folder, or deleted
 * after a confirmation; each through the API, which checks every entry and target again.
 */
async function bulkAction(backend: Backend, intent: string, form: FormData): Promise<BulkResult> {
  const paths = [
    ...new Set(
      form
        .getAll('paths')
        .map((p) => cleanMediaPath(typeof p === 'string' ? p : null))
        .filter((p): p is string => !!p),
    ),
  ].slice(0, 100);
  if (!paths.length)
    return { ok: false, intent, message: 'Bitte wählen Sie zuerst Einträge in der Liste aus.' };
  if (intent === 'bulk-delete') return { ok: true, intent, confirm: paths };
  let target: string | null = null;
  if (intent === 'bulk-move') {
    const chosen = formText(form, 'target');
    // The top level is '/', which cleans to ''.
    target = cleanMediaPath(chosen);
    if (!chosen || target === null)
      return {
        ok: false,
        intent,
        fieldErrors: { target: 'Bitte wählen Sie den Ordner, in den verschoben wird.' },
      };
  }
  const refused: string[] = [];
  let done = 0;
  for (const path of paths) {
    try {
      if (intent === 'bulk-move')
        await backend.send('POST', '/admin/media/move', {
          body: { path, target: target ?? '' } satisfies MediaMove,
        });
      else await backend.send('DELETE', '/admin/media', { body: { path } });
      done += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      refused.push(`„${nameOf(path)}“: ${error.message}`);
    }
  }
  const verb = intent === 'bulk-move' ? 'verschoben' : 'gelöscht';
  const message = [
    done ? `${entryCount(done)} ${verb}.` : '',
    refused.length ? `Nicht ${verb}: ${refused.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { ok: refused.length === 0, intent, message };
}
