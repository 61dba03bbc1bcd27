// Media: listing and downloading for everyone their rights allow; managing for those with
// `system.access.media` and write/admin rights on the folder.
import type {
  MediaAccess,
  MediaAccessRule,
  MediaAccessUpdate,
  MediaMove,
  MediaNaming,
  MediaRuleLevel,
  NamedMediaAccessRule,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import type { MediaRow } from '../../db/schema';
import { accountRefusal, statusOf } from '../../http/guards';
import { HttpError, MESSAGES, notFound, ValidationError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { FILE_CSP } from '../../http/security-headers';
import type { Auth } from '../../http/session';
import { bodyOf, flag, queryOf, requestSchema, validate } from '../../http/validation';
import { compareNames, foldText } from '../../text/fold';
import { audit, auditActor, type AuditTarget } from '../audit';
import { LEVELS, principalOf } from './access';
import { detailsOf, detailsSchema, searchTextOf } from './details';
import { detectMimeType, isInline, isOfficeZip } from './file-types';
import { createLibrary, type Library } from './library';
import { encodeMediaPath, extensionOf, isValidName, parseMediaPath, sanitizeName } from './paths';
import { zipBoundsProblem } from './zip-bounds';
import { createStorage, type Storage } from './storage';

export { createLibrary, type ContentGuard, type Library } from './library';
export { createStorage, type Storage } from './storage';
export { principalOf } from './access';
export { detectMimeType, isPdf, isDocx } from './file-types';
export { isValidName, sanitizeName } from './paths';
export { zipBoundsProblem } from './zip-bounds';
export { pdfThumbnail, thumbnailFrom } from './thumbnails';
export { seedMediaFolders, seedMediaLibrary } from './seed';
export { logoSvg } from './seed/catalogue';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** `Content-Disposition` with an ASCII fallback and the real name per RFC 5987. */
export function contentDisposition(name: string, type: 'inline' | 'attachment'): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Refusal that tells the visitor what is missing: sign-in, 2FA, account state, or a right. */
function denied(auth: Auth | null): HttpError {
  if (!auth) return new HttpError(401, MESSAGES.unauthenticated);
  const status = statusOf(auth);
  return status === 'active' || status === 'guest'
    ? new HttpError(403, MESSAGES.forbidden)
    : accountRefusal(status);
}

function wantsJson(req: Request): boolean {
  return /\bapplication\/json\b/i.test(req.get('accept') ?? '');
}

/** A path as typed in a request body (`domain/angebote`), not URL-encoded. */
function plainPath(label: string) {
  return z
    .string({ error: `Bitte ${label} angeben.` })
    .max(2048)
    .transform((v, ctx) => {
      const trimmed = v.trim().replace(/^\/+|\/+$/g, '');
      if (trimmed === '') return '';
      const segments = trimmed.split('/').map((s) => s.normalize('NFC'));
      if (!segments.every(isValidName)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label[0]?.toUpperCase()}${label.slice(1)} ist ungültig.`,
        });
        return z.NEVER;
      }
      return segments.join('/');
    });
}

const itemName = z
  .string({ error: 'Bitte einen Namen angeben.' })
  .transform((v) => v.normalize('NFC').trim())
  .refine(
    isValidName,
    'Der Name ist leer, zu lang oder enthält unzulässige Zeichen (/, \\, Steuerzeichen, „.“ oder „..“).',
  );

const ruleSchema = z
  .object({
    subject: z.enum(['role', 'user', 'public'], {
      error: 'Bitte role, user oder public wählen.',
    }),
    subject_id: z.union([z.coerce.number().int().positive(), z.null()]).optional(),
    level: z.enum(LEVELS as [MediaRuleLevel, ...MediaRuleLevel[]], {
      error: 'Bitte read, write oder admin wählen.',
    }),
  })
  .refine((r) => r.subject === 'public' || !!r.subject_id, {
    message: 'Für Rollen und Benutzer ist eine ID nötig.',
    path: ['subject_id'],
  });

export function createMedia(ctx: AppContext) {
  const storage = createStorage(ctx.config.mediaRoot);
  const library = createLibrary(ctx.config, ctx.db, storage);
  return { storage, library };
}

export async function sendStored(
  req: Request,
  res: Response,
  storage: Storage,
  row: MediaRow,
  thumbnail: boolean,
  onMissing: () => void,
) {
  const key = thumbnail ? row.thumbnail_key : row.storage_key;
  if (!key) throw notFound();
  const file = thumbnail ? storage.thumbnailPath(key) : storage.filePath(key);
  const size = await storage.size(file);
  if (size === null) {
    onMissing();
    throw notFound();
  }
  const mime = thumbnail ? 'image/webp' : row.mime_type;
  const name = thumbnail ? `${row.name}.webp` : row.name;
  res.status(200);
  res.setHeader('Content-Type', mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime);
  res.setHeader('Content-Length', String(size));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(name, isInline(mime) ? 'inline' : 'attachment'),
  );
  res.setHeader('Cache-Control', 'private, max-age=300');
  res.setHeader('Last-Modified', new Date(row.updated_at).toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Browsers' PDF viewers do not run in a sandbox; everything else gets no script at all.
  if (mime === 'application/pdf') res.removeHeader('Content-Security-Policy');
  else res.setHeader('Content-Security-Policy', FILE_CSP);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = storage.read(file);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}

/** `GET /api/media/{path}`: a folder's readable children, one item, or the file itself. */
export function mediaRouter(ctx: AppContext, storage: Storage, library: Library): Router {
  const router = Router();
  const { sessions, config, logger } = ctx;

  router.use('/media', async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const segments = parseMediaPath(req.path);
    if (!segments) throw notFound();
    const path = segments.join('/');
    const item = path ? ((await library.find(path)) ?? null) : null;
    const auth = await sessions.auth(req, res);
    const who = principalOf(auth);
    if (path && !item) {
      // In a folder the visitor may not read, a missing name answers like an existing one:
      // the refusal, so nobody learns which files are there.
      const access = await library.resolver(who, path);
      if (segments.length > 1 && !access.can(path, 'read')) throw denied(auth);
      throw notFound();
    }
    const query = queryOf(req);
    const search = foldText(query.filter_search ?? '').slice(0, 200);
    // A catalogue asks for every file below a folder at once (`files=all`), whatever its folders.
    const allFiles = query.files === 'all';
    const rows =
      !item || item.is_dir
        ? search || allFiles
          ? await library.descendants(path)
          : await library.children(item)
        : [];
    const access = await library.resolver(who, path, rows);
    // Beyond the rules, a feature may keep a file from someone (the wiki's pictures follow its
    // articles): to them it is missing, as in a folder they may read.
    const readable = [...(item ? [item] : []), ...rows].filter(
      (row) => !row.is_dir && access.can(row.path, 'read'),
    );
    const hidden = await library.hiddenFrom(auth, readable);
    if (item && hidden.has(item.id)) throw notFound();
    const visible = (row: MediaRow) =>
      row.is_dir ? access.canPass(row.path) : access.can(row.path, 'read') && !hidden.has(row.id);

    if (item && !item.is_dir && (query.thumbnail !== undefined || !wantsJson(req))) {
      if (!access.can(path, 'read')) throw denied(auth);
      await sendStored(req, res, storage, item, query.thumbnail !== undefined, () =>
        logger.warn({ media: item.id }, 'Datei fehlt im Speicher'),
      );
      return;
    }
    if (item && !visible(item)) throw denied(auth);
    res.setHeader('Cache-Control', 'private, no-store');
    if (item && (query.exact === '1' || query.exact === 'true' || !item.is_dir)) {
      res.json({ data: library.toMediaItem(item) });
      return;
    }

    const page = pageRequest(query);
    const matching = rows
      .filter(
        (row) =>
          (!allFiles || !row.is_dir) &&
          (!search || searchTextOf(row).includes(search)) &&
          visible(row),
      )
      .sort((a, b) => b.is_dir - a.is_dir || compareNames(a.name, b.name));
    const slice = matching.slice((page.page - 1) * page.size, page.page * page.size);
    const base = apiUrl(config, `/media${path ? `/${encodeMediaPath(path)}` : ''}`);
    res.json(
      paginate(
        slice.map(library.toMediaItem),
        matching.length,
        page,
        pageLinker(base, query, page.size),
      ),
    );
  });

  return router;
}

/** `/api/admin/media/…`: folders, uploads, renames, moves, deletions and access rules. */
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

export function mediaAdminRouter(ctx: AppContext, library: Library): Router {
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

  router.post('/folders', async (req, res) => {
    const input = validate(
      requestSchema<MediaNaming>()(z.object({ path: plainPath('den Ordner'), name: itemName })),
      bodyOf(req),
    );
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
    const input = validate(
      z.object({ path: plainPath('den Ordner'), name: z.string().max(255).optional() }),
      form.fields,
    );
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
    const input = validate(
      requestSchema<MediaNaming>()(z.object({ path: plainPath('den Pfad'), name: itemName })),
      bodyOf(req),
    );
    const { item, access } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'write');
    const renamed = await library.relocate(item, await library.parentOf(item), input.name);
    res.json({ data: library.toMediaItem(renamed) });
  });

  router.put('/details', async (req, res) => {
    const body = bodyOf(req);
    const { path } = validate(z.object({ path: plainPath('den Pfad') }), body);
    const details = validate(detailsSchema, body);
    const { item, access, auth } = await context(req, res, path);
    if (!item) throw notFound();
    if (item.is_dir) throw new HttpError(422, 'Angaben gibt es nur für Dateien, nicht für Ordner.');
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
    const input = validate(
      requestSchema<MediaMove>()(
        z.object({ path: plainPath('den Pfad'), target: plainPath('das Ziel') }),
      ),
      bodyOf(req),
    );
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

  router.delete('/', async (req, res) => {
    const input = validate(z.object({ path: plainPath('den Pfad') }), {
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
    const input = validate(z.object({ path: plainPath('den Pfad') }), queryOf(req));
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
    const input = validate(
      requestSchema<MediaAccessUpdate>()(
        z.object({
          path: plainPath('den Pfad'),
          inherit: flag(),
          rules: z.array(ruleSchema, { error: 'Bitte eine Liste von Regeln angeben.' }).max(100),
        }),
      ),
      bodyOf(req),
    );
    const { item, access, auth } = await context(req, res, input.path);
    if (!item) throw notFound();
    requireLevel(access, item.path, 'admin');
    const rules: MediaAccessRule[] = input.rules.map((r) => ({
      subject: r.subject,
      subject_id: r.subject_id ?? null,
      level: r.level,
    }));
    const errors: Record<string, string[]> = {};
    for (const [i, rule] of rules.entries()) {
      if (rule.subject === 'public' || rule.subject_id === null) continue;
      const table = rule.subject === 'role' ? 'roles' : 'users';
      const exists = await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', rule.subject_id)
        .executeTakeFirst();
      if (!exists)
        errors[`rules.${i}.subject_id`] = [
          rule.subject === 'role' ? 'Diese Rolle gibt es nicht.' : 'Diesen Benutzer gibt es nicht.',
        ];
    }
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
