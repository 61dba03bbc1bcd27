// The media library: folders and files in the database, bytes in storage, rules per item.
import type { MediaAccessRule, MediaDetails, MediaItem } from '@frischkontor/contract';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import { apiUrl } from '../../context';
import { isUniqueViolation, nowIso } from '../../db';
import type { DB, MediaRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Auth } from '../../http/session';
import { foldedName } from '../../text/fold';
import type { Principal } from './access';
import { accessResolver, rulesOf, setRules } from './access-store';
import { detailColumns, detailsOf } from './details';
import { detectMimeType, isImage } from './file-types';
import { FOLDER_TITLES } from './folder-titles';
import { encodeMediaPath, extensionOf, joinPath, parentPath, pathChain } from './paths';
import { removeStored, type Storage } from './storage';
import { textOf, tidyText } from './text';
import { pdfThumbnail, thumbnailFrom } from './thumbnails';

export const NAME_TAKEN = 'An diesem Ort gibt es schon einen Eintrag mit diesem Namen.';

/** Rows under a path (not the path itself), without LIKE and its wildcards. */
function underPath(path: string) {
  const prefix = `${path}/`;
  return sql<boolean>`substr(path, 1, ${[...prefix].length}) = ${prefix}`;
}

/**
 * A feature whose files follow its own rules beyond the folder's: the wiki's pictures follow the
 * articles that use them. Asked only about files the folder's rules let the caller read.
 */
export interface ContentGuard {
  /** The folder it decides for, with everything below it. */
  folder: string;
  /** Of these files, the ids `auth` may see. */
  visible(auth: Auth | null, files: readonly MediaRow[]): Promise<ReadonlySet<number>>;
}

export interface NewFile {
  name: string;
  data: Buffer;
  /** Overrides detection (seeded files know what they are). */
  mimeType?: string;
  /** A ready thumbnail (seeded PDFs); otherwise one is made for images and PDFs. */
  thumbnail?: Buffer | null;
  /** Its words, where known (seeded files); otherwise read from PDF, CSV and text files. */
  text?: string | null;
  details?: MediaDetails;
}

export function createLibrary(config: Config, db: Kysely<DB>, storage: Storage) {
  const guards: ContentGuard[] = [];

  /** The ids of these files a content guard keeps from `auth`. */
  async function hiddenFrom(auth: Auth | null, rows: readonly MediaRow[]): Promise<Set<number>> {
    const hidden = new Set<number>();
    for (const guard of guards) {
      const files = rows.filter((r) => !r.is_dir && r.path.startsWith(`${guard.folder}/`));
      if (!files.length) continue;
      const visible = await guard.visible(auth, files);
      for (const file of files) if (!visible.has(file.id)) hidden.add(file.id);
    }
    return hidden;
  }

  function toMediaItem(row: MediaRow): MediaItem {
    const url = apiUrl(config, `/media/${encodeMediaPath(row.path)}`);
    return {
      id: row.id,
      parent_id: row.parent_id,
      src_path: row.path,
      cdn_path: row.is_dir ? null : url,
      thumbnail: row.thumbnail_key
        ? `${url}?thumbnail=1&v=${Date.parse(row.updated_at) || 0}`
        : null,
      mime_type: row.is_dir ? 'directory' : row.mime_type,
      name: row.name,
      meta: { size: row.is_dir ? null : row.size, extension: row.is_dir ? null : row.extension },
      details: detailsOf(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async function find(path: string): Promise<MediaRow | undefined> {
    return db.selectFrom('media_items').selectAll().where('path', '=', path).executeTakeFirst();
  }

  async function findById(id: number): Promise<MediaRow | undefined> {
    return db.selectFrom('media_items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function children(folder: MediaRow | null): Promise<MediaRow[]> {
    const query = db.selectFrom('media_items').selectAll();
    return folder
      ? query.where('parent_id', '=', folder.id).execute()
      : query.where('parent_id', 'is', null).execute();
  }

  async function descendants(path: string): Promise<MediaRow[]> {
    const query = db.selectFrom('media_items').selectAll();
    return path ? query.where(underPath(path)).execute() : query.execute();
  }

  async function assertFree(parentId: number | null, name: string, exceptId: number | null = null) {
    const folded = name.toLowerCase();
    const siblings = await (
      parentId === null
        ? db.selectFrom('media_items').select(['id', 'name']).where('parent_id', 'is', null)
        : db.selectFrom('media_items').select(['id', 'name']).where('parent_id', '=', parentId)
    ).execute();
    if (siblings.some((s) => s.id !== exceptId && s.name.toLowerCase() === folded))
      throw new HttpError(409, NAME_TAKEN);
  }

  async function createFolder(parent: MediaRow | null, name: string): Promise<MediaRow> {
    if (parent && !parent.is_dir) throw new HttpError(422, 'Das Ziel ist kein Ordner.');
    await assertFree(parent?.id ?? null, name);
    const path = joinPath(parent?.path ?? '', name);
    const now = nowIso();
    try {
      return await db
        .insertInto('media_items')
        .values({
          parent_id: parent?.id ?? null,
          name,
          path,
          folded_name: foldedName(name),
          // The folders the application makes carry their German title from the start.
          title: FOLDER_TITLES[path] ?? null,
          is_dir: 1,
          mime_type: 'directory',
          inherit_rules: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, NAME_TAKEN);
      throw error;
    }
  }

  /** Creates every missing folder along `path` and returns the last one. */
  async function ensureFolder(path: string): Promise<MediaRow> {
    let parent: MediaRow | null = null;
    for (const step of pathChain(path)) {
      const existing = await find(step);
      if (existing) {
        if (!existing.is_dir) throw new HttpError(409, NAME_TAKEN);
        parent = existing;
        continue;
      }
      try {
        parent = await createFolder(parent, step.slice(step.lastIndexOf('/') + 1));
      } catch (error) {
        // Another request created it in the meantime.
        const raced = await find(step);
        if (!raced) throw error;
        parent = raced;
      }
    }
    if (!parent) throw new HttpError(422, 'Bitte einen Ordner angeben.');
    return parent;
  }

  async function addFile(folder: MediaRow, file: NewFile): Promise<MediaRow> {
    if (!folder.is_dir) throw new HttpError(422, 'Das Ziel ist kein Ordner.');
    await assertFree(folder.id, file.name);
    const extension = extensionOf(file.name);
    const mime = file.mimeType ?? detectMimeType(file.data, extension);
    const thumbnail =
      file.thumbnail !== undefined
        ? file.thumbnail
        : isImage(mime)
          ? await thumbnailFrom(file.data)
          : mime === 'application/pdf'
            ? await pdfThumbnail(file.data)
            : null;
    const text = file.text !== undefined ? file.text : await textOf(file.data, mime);
    const fileKey = await storage.put('files', file.data, extension);
    const thumbKey = thumbnail ? await storage.put('thumbs', thumbnail, 'webp') : null;
    const now = nowIso();
    try {
      const row = await db
        .insertInto('media_items')
        .values({
          parent_id: folder.id,
          name: file.name,
          path: joinPath(folder.path, file.name),
          folded_name: foldedName(file.name),
          is_dir: 0,
          mime_type: mime,
          size: file.data.length,
          extension,
          storage_key: fileKey,
          thumbnail_key: thumbKey,
          inherit_rules: 1,
          ...(file.details ? detailColumns(file.details) : {}),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (text) await setText(row, text);
      return row;
    } catch (error) {
      await removeStored(storage, fileKey, thumbKey);
      if (isUniqueViolation(error)) throw new HttpError(409, NAME_TAKEN);
      throw error;
    }
  }

  /** Keeps a file's words for the search (replacing what it had). */
  async function setText(item: MediaRow, text: string): Promise<void> {
    const tidy = tidyText(text);
    await db.deleteFrom('media_texts').where('item_id', '=', item.id).execute();
    if (tidy) await db.insertInto('media_texts').values({ item_id: item.id, text: tidy }).execute();
  }

  /** The words of these files, by id (files without text are left out). */
  async function textsOf(ids: readonly number[]): Promise<Map<number, string>> {
    const texts = new Map<number, string>();
    // In chunks: SQLite takes at most 32,766 parameters, PostgreSQL 65,535.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .selectFrom('media_texts')
        .select(['item_id', 'text'])
        .where('item_id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const row of rows) texts.set(row.item_id, row.text);
    }
    return texts;
  }

  /** Moves or renames: the item and everything below it get their new paths. */
  async function relocate(
    item: MediaRow,
    target: MediaRow | null,
    name: string,
  ): Promise<MediaRow> {
    if (target && !target.is_dir) throw new HttpError(422, 'Das Ziel ist kein Ordner.');
    if (target && (target.id === item.id || target.path.startsWith(`${item.path}/`)))
      throw new HttpError(422, 'Ein Ordner kann nicht in sich selbst verschoben werden.');
    await assertFree(target?.id ?? null, name, item.id);
    const newPath = joinPath(target?.path ?? '', name);
    const now = nowIso();
    try {
      await db.transaction().execute(async (trx) => {
        const below = item.is_dir
          ? await trx
              .selectFrom('media_items')
              .select(['id', 'path'])
              .where(underPath(item.path))
              .execute()
          : [];
        await trx
          .updateTable('media_items')
          .set({
            parent_id: target?.id ?? null,
            name,
            path: newPath,
            folded_name: foldedName(name),
            ...(item.is_dir ? {} : { extension: extensionOf(name) }),
            updated_at: now,
          })
          .where('id', '=', item.id)
          .execute();
        for (const row of below)
          await trx
            .updateTable('media_items')
            .set({ path: `${newPath}${row.path.slice(item.path.length)}` })
            .where('id', '=', row.id)
            .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, NAME_TAKEN);
      throw error;
    }
    return (await findById(item.id)) as MediaRow;
  }

  /** Deletes an item (a folder with its contents); `also` runs in the same transaction. */
  async function remove(
    item: MediaRow,
    also?: (trx: Kysely<DB>, count: number) => Promise<void>,
  ): Promise<number> {
    const rows = [item, ...(item.is_dir ? await descendants(item.path) : [])];
    await db.transaction().execute(async (trx) => {
      // Form submissions keep their record when an admin deletes a CV file.
      const ids = rows.map((r) => r.id);
      await trx
        .updateTable('form_submissions')
        .set({ cv_media_id: null })
        .where('cv_media_id', 'in', ids)
        .execute();
      await trx.deleteFrom('media_items').where('id', '=', item.id).execute();
      if (also) await also(trx, rows.length);
    });
    for (const row of rows) await removeStored(storage, row.storage_key, row.thumbnail_key);
    return rows.length;
  }

  /** Replaces a file's catalogue details; `also` runs in the same transaction. */
  async function setDetails(
    item: MediaRow,
    details: MediaDetails,
    also?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<MediaRow> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('media_items')
        .set({ ...detailColumns(details), updated_at: nowIso() })
        .where('id', '=', item.id)
        .execute();
      if (also) await also(trx);
    });
    return (await findById(item.id)) as MediaRow;
  }

  return {
    /** Registers a feature's guard (at start, before requests). */
    addGuard(guard: ContentGuard) {
      guards.push(guard);
    },
    hiddenFrom,
    toMediaItem,
    find,
    findById,
    children,
    descendants,
    /** The access resolver for `who`, knowing `path`'s ancestors and the given rows. */
    resolver: (who: Principal, path: string, extra: readonly MediaRow[] = []) =>
      accessResolver(db, who, path, extra),
    createFolder,
    ensureFolder,
    addFile,
    relocate,
    remove,
    rulesOf: (item: MediaRow) => rulesOf(db, item),
    setRules: (
      item: MediaRow,
      inherit: boolean,
      rules: readonly MediaAccessRule[],
      also?: (trx: Kysely<DB>) => Promise<void>,
    ) => setRules(db, item, inherit, rules, also),
    setDetails,
    setText,
    textsOf,
    async parentOf(item: MediaRow): Promise<MediaRow | null> {
      if (!item.parent_id) return null;
      return (await findById(item.parent_id)) ?? null;
    },
    parentPath,
  };
}

export type Library = ReturnType<typeof createLibrary>;
