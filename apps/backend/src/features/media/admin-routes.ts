// `/api/admin/media/…`: folders, uploads, renames, moves, deletions and access rules, for those
// with `system.access.media` and write/admin rights on the folder.
import {
  MEDIA_SEARCH_LIMIT,
  type MediaAccess,
  type MediaAccessRule,
  type MediaAccessUpdate,
  type MediaFolderChoices,
  type MediaFolderName,
  type MediaRuleLevel,
  type MediaSearchAnswer,
  type NamedMediaAccessRule,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import type { MediaRow } from '../../db/schema';
import { HttpError, MESSAGES, notFound, ValidationError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { bodyOf, queryOf, validate } from '../../http/validation';
import { foldText } from '../../text/fold';
import { audit, auditActor, type AuditTarget } from '../audit';
import { principalOf } from './access';
import { unknownSubjects } from './access-store';
import { detailsOf, detailsSchema } from './details';
import { detectMimeType, isOfficeZip } from './file-types';
import type { Library } from './library';
import { extensionOf, isValidName, parentPath, pathChain, sanitizeName } from './paths';
import {
  accessSchema,
  folderSchema,
  moveSchema,
  pathSchema,
  renameSchema,
  searchSchema,
  uploadSchema,
} from './schema';
import { allFolders, itemsAt, searchItems } from './store';
import { copyEntry, copyProblem } from './copy';
import type { Storage } from './storage';
import { zipBoundsProblem } from './zip-bounds';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

function mediaTarget(item: MediaRow): AuditTarget {
  return { type: 'media', id: item.id, label: item.path };
}

/** A rule with whom it names: „Öffentlich“, the role, the person (null once they are gone). */
function namedRuleOf(
  rule: MediaAccessRule & {
    id: number;
    role_name: string | null;
    firstname: string | null;
    lastname: string | null;
  },
): NamedMediaAccessRule {
  return {
    id: rule.id,
    subject: rule.subject,
    subject_id: rule.subject_id,
    subject_name:
      rule.subject === 'public'
        ? 'Öffentlich'
        : rule.subject === 'role'
          ? rule.role_name
          : `${rule.firstname ?? ''} ${rule.lastname ?? ''}`.trim() || null,
    level: rule.level,
  };
}

function folderNameOf(row: MediaRow | undefined, path: string): MediaFolderName {
  return {
    path,
    name: row?.name ?? path.slice(path.lastIndexOf('/') + 1),
    title: row?.title ?? null,
  };
}

/** How many rows the search reads before the access rules pick the visible ones. */
const SEARCH_SCAN = 1000;

export function mediaAdminRouter(ctx: AppContext, library: Library, storage: Storage): Router {
  const router = Router();
  const { guards, db, logger } = ctx;

  async function context(req: Request, res: Response, path: string) {
    const auth = await guards.requirePermission(req, res, 'system.access.media');
    const item = path ? ((await library.find(path)) ?? null) : null;
    if (path && !item) throw notFound();
    const access = await library.resolver(principalOf(auth), path);
    return { auth, item, access };
  }

  function requireLevel(
    access: { can(path: string, level: MediaRuleLevel): boolean },
    path: string,
    level: MediaRuleLevel,
  ) {
    if (!access.can(path, level)) throw new HttpError(403, MESSAGES.forbidden);
  }

  // Files and folders by name and title across every folder the caller may see, each with the
  // folders above it. What is visible follows the listing's rules (GET /api/media/…).
  router.get('/search', async (req, res) => {
    const auth = await guards.requirePermission(req, res, 'system.access.media');
    const { q } = validate(searchSchema, queryOf(req));
    const rows = await searchItems(db, foldText(q), SEARCH_SCAN);
    const above = [...new Set(rows.flatMap((row) => pathChain(parentPath(row.path))))];
    const folders = new Map((await itemsAt(db, above)).map((row) => [row.path, row]));
    const access = await library.resolver(principalOf(auth), '', [...folders.values(), ...rows]);
    const hidden = await library.hiddenFrom(
      auth,
      rows.filter((row) => !row.is_dir && access.can(row.path, 'read')),
    );
    const visible = rows.filter((row) =>
      row.is_dir ? access.canPass(row.path) : access.can(row.path, 'read') && !hidden.has(row.id),
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({
      data: visible.slice(0, MEDIA_SEARCH_LIMIT).map((row) => ({
        item: library.toMediaItem(row),
        trail: pathChain(parentPath(row.path)).map((path) => folderNameOf(folders.get(path), path)),
      })),
      more: visible.length > MEDIA_SEARCH_LIMIT || rows.length === SEARCH_SCAN,
    } satisfies MediaSearchAnswer);
  });

  // The folders the caller may write into (move, upload), each with the folders above it.
  router.get('/folders', async (req, res) => {
    const auth = await guards.requirePermission(req, res, 'system.access.media');
    const folders = await allFolders(db);
    const byPath = new Map(folders.map((row) => [row.path, row]));
    const access = await library.resolver(principalOf(auth), '', folders);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({
      data: folders
        .filter((row) => access.can(row.path, 'write'))
        .map((row) => ({
          folder: folderNameOf(row, row.path),
          trail: pathChain(parentPath(row.path)).map((path) =>
            folderNameOf(byPath.get(path), path),
          ),
        })),
      root: access.can('', 'write'),
    } satisfies MediaFolderChoices);
  });

  router.post('/folders', async (req, res) => {
    const input = validate(folderSchema, bodyOf(req));
    const { item: parent, access, auth } = await context(req, res, input.path);
    if (parent && !parent.is_dir) throw new HttpError(422, 'Das Ziel ist kein Ordner.');
    requireLevel(access, input.path, 'write');
    const created = await library.createFolder(parent, input.name);
    logger.info({ user: auth.user.id, path: created.path }, 'Ordner angelegt');
    res.status(201).json({ data: library.toMediaItem(created) });
  });

  router.post('/files', async (req, res) => {
    await guards.requirePermission(req, res, 'system.access.media');
    const form = await readMultipart(req, { maxFileBytes: MAX_UPLOAD_BYTES, fileFields: ['file'] });
    const input = validate(uploadSchema, form.fields);
    const file = form.files[0];
    if (!file) throw new ValidationError({ file: ['Bitte eine Datei auswählen.'] });
    const name = sanitizeName(input.name ?? file.filename);
    if (!isValidName(name)) throw new ValidationError({ name: ['Der Dateiname ist ungültig.'] });
    const { item: folder, access, auth } = await context(req, res, input.path);
    if (!folder || !folder.is_dir)
      throw new ValidationError({ path: ['Bitte einen Ordner auswählen.'] });
    requireLevel(access, input.path, 'write');
    if (isOfficeZip(detectMimeType(file.data, extensionOf(name)))) {
      const problem = await zipBoundsProblem(file.data);
      if (problem) throw new ValidationError({ file: [problem] });
    }
    const created = await library.addFile(folder, { name, data: file.data });
    logger.info(
      { user: auth.user.id, path: created.path, size: created.size },
      'Datei hochgeladen',
    );
    res.status(201).json({ data: library.toMediaItem(created) });
  });

  router.patch('/rename', async (req, res) => {
    const input = validate(renameSchema, bodyOf(req));
    const { item, access } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'write');
    const renamed = await library.relocate(item, await library.parentOf(item), input.name);
    res.json({ data: library.toMediaItem(renamed) });
  });

  router.put('/details', async (req, res) => {
    const body = bodyOf(req);
    const { path } = validate(pathSchema, body);
    const details = validate(detailsSchema, body);
    const { item, access, auth } = await context(req, res, path);
    if (!item) throw notFound();
    // A folder has only its title, the name the administration shows for it.
    if (
      item.is_dir &&
      Object.entries(details).some(
        ([key, value]) =>
          key !== 'title' && (Array.isArray(value) ? value.length > 0 : value !== null),
      )
    )
      throw new HttpError(
        422,
        'Ordner haben nur einen Titel; die übrigen Angaben gibt es für Dateien.',
      );
    requireLevel(access, item.path, 'write');
    const before = detailsOf(item);
    const changed = Object.fromEntries(
      Object.entries(details).filter(
        ([key, value]) =>
          JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]),
      ),
    );
    const updated = await library.setDetails(item, details, async (trx) => {
      if (Object.keys(changed).length)
        await audit(trx, auditActor(req, auth.user), 'media.details_changed', mediaTarget(item), {
          fields: Object.keys(changed),
        });
    });
    res.json({ data: library.toMediaItem(updated) });
  });

  router.post('/move', async (req, res) => {
    const input = validate(moveSchema, bodyOf(req));
    const { item, access, auth } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'write');
    const target = input.target ? await library.find(input.target) : null;
    if (input.target && !target) throw new ValidationError({ target: ['Das Ziel gibt es nicht.'] });
    const targetAccess = await library.resolver(principalOf(auth), input.target);
    requireLevel(targetAccess, input.target, 'write');
    const moved = await library.relocate(item, target ?? null, item.name);
    res.json({ data: library.toMediaItem(moved) });
  });

  // A copy into a folder the caller may write to, of what the caller may read (all of it).
  router.post('/copy', async (req, res) => {
    const input = validate(moveSchema, bodyOf(req));
    const { item, auth } = await context(req, res, input.path);
    if (!item) throw notFound();
    const entries = item.is_dir ? await library.descendants(item.path) : [item];
    const access = await library.resolver(principalOf(auth), item.path, entries);
    for (const entry of [item, ...entries]) requireLevel(access, entry.path, 'read');
    const problem = copyProblem(entries);
    if (problem) throw new HttpError(422, problem);
    const target = input.target ? await library.find(input.target) : null;
    if (input.target && !target) throw new ValidationError({ target: ['Das Ziel gibt es nicht.'] });
    const targetAccess = await library.resolver(principalOf(auth), input.target);
    requireLevel(targetAccess, input.target, 'write');
    const { copy, count } = await copyEntry(library, storage, item, target ?? null);
    await audit(db, auditActor(req, auth.user), 'media.copied', mediaTarget(copy), {
      from: item.path,
      items: count,
    });
    logger.info({ user: auth.user.id, from: item.path, to: copy.path, count }, 'Medien kopiert');
    res.status(201).json({ data: library.toMediaItem(copy) });
  });

  router.delete('/', async (req, res) => {
    const input = validate(pathSchema, {
      ...queryOf(req),
      ...bodyOf(req),
    });
    if (!input.path) throw new ValidationError({ path: ['Bitte den Pfad angeben.'] });
    const { item, access, auth } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'write');
    const count = await library.remove(item, (trx, n) =>
      audit(trx, auditActor(req, auth.user), 'media.deleted', mediaTarget(item), {
        folder: item.is_dir === 1,
        items: n,
      }),
    );
    logger.info({ user: auth.user.id, path: item.path, count }, 'Medien gelöscht');
    res.status(204).end();
  });

  router.get('/access', async (req, res) => {
    const input = validate(pathSchema, queryOf(req));
    const { item, access } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'admin');
    const rules = await library.rulesOf(item);
    res.json({
      data: {
        path: item.path,
        inherit: item.inherit_rules === 1,
        rules: rules.map(namedRuleOf),
      } satisfies MediaAccess,
    });
  });

  router.put('/access', async (req, res) => {
    const input = validate(accessSchema, bodyOf(req));
    const { item, access, auth } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'admin');
    const rules: MediaAccessRule[] = input.rules.map((r) => ({
      subject: r.subject,
      subject_id: r.subject_id ?? null,
      level: r.level,
    }));
    const errors = await unknownSubjects(db, rules);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const before = await library.rulesOf(item);
    await library.setRules(item, input.inherit, rules, (trx) =>
      audit(trx, auditActor(req, auth.user), 'media.access_changed', mediaTarget(item), {
        inherit: { from: item.inherit_rules === 1, to: input.inherit },
        before: before.map((r) => ({
          subject: r.subject,
          subject_id: r.subject_id,
          level: r.level,
        })),
        after: rules,
      }),
    );
    logger.info(
      { user: auth.user.id, path: item.path, rules: rules.length },
      'Zugriffsregeln geändert',
    );
    res.json({
      data: { path: item.path, inherit: input.inherit, rules } satisfies MediaAccessUpdate,
    });
  });

  return router;
}
