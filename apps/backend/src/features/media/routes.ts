// `GET /api/media/{path}`: listing and downloading for everyone their rights allow.
import { Router, type Request } from 'express';
import type { MediaItem } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import type { MediaRow } from '../../db/schema';
import { accountRefusal, statusOf } from '../../http/guards';
import { HttpError, MESSAGES, notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import type { Auth } from '../../http/session';
import { queryOf } from '../../http/validation';
import { compareNames, foldText } from '../../text/fold';
import { principalOf } from './access';
import { searchTextOf } from './details';
import { sendStored } from './download';
import type { Library } from './library';
import { encodeMediaPath, parseMediaPath } from './paths';
import type { Storage } from './storage';

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
    // The intranet's search asks for the files' words as well (`text=1`): only of what it may read.
    const texts = query.text === '1' ? await library.textsOf(slice.map((row) => row.id)) : null;
    const toItem = (row: MediaRow): MediaItem =>
      texts
        ? { ...library.toMediaItem(row), text: texts.get(row.id) ?? null }
        : library.toMediaItem(row);
    const base = apiUrl(config, `/media${path ? `/${encodeMediaPath(path)}` : ''}`);
    res.json(
      paginate(slice.map(toItem), matching.length, page, pageLinker(base, query, page.size)),
    );
  });

  return router;
}
