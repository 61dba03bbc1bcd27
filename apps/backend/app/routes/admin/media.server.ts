import {
  can,
  PERMISSIONS,
  type AdminRole,
  type AdminUser,
  type MediaAccess,
  type MediaAccessUpdate,
  type MediaDetailsUpdate,
  type MediaFolderChoices,
  type MediaItem,
  type MediaMove,
  type MediaNaming,
  type Paginated,
} from '@frischkontor/contract';
import { redirect } from 'react-router';
import { apiFailure, ApiError, backendOf } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { appUrl, requirePermission } from '../../features/auth/guards.server';
import { appConfig } from '../../features/config/config.server';
import { notFound } from '../../features/errors/refusal';
import { decodeRule, effectiveRules } from '../../features/media/access-rules';
import { DETAIL_FIELDS } from '../../features/media/DetailsEditor';
import { bulkAction, type BulkResult } from '../../features/media/bulk-actions.server';
import { parentPathOf } from '../../features/media/names';
import { apiMediaPath, cleanMediaPath } from '../../features/media/paths';
import { accessChain, folderTrail, searchMedia } from '../../features/media/reads.server';
import type { Route } from './+types/media';

export type { BulkResult };

const PAGE_SIZE = 100;

const NOTICES: Record<string, string> = {
  geloescht: 'Der Eintrag wurde gelöscht.',
  umbenannt: 'Der Eintrag wurde umbenannt.',
  verschoben: 'Der Eintrag wurde verschoben.',
};

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
      throw redirect(appUrl('/medien', { pfad: parentPathOf(folder), eintrag: folder }));
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
      case 'bulk-copy':
      case 'bulk-delete':
      case 'bulk-delete-confirmed':
        return await bulkAction(backend, intent, form);
      case 'delete': {
        if (!path) return { ok: false, intent, message: 'Unbekannter Eintrag.' };
        await backend.send('DELETE', '/admin/media', { body: { path } });
        const stay = folder === path || folder.startsWith(`${path}/`) ? parentPathOf(path) : folder;
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
