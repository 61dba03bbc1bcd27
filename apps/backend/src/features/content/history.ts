// Every entry's history on the engine (decision 022), the same for wiki articles, blog posts and
// job ads: the list of revisions, one revision, two side by side, and restore as a new revision.
// What differs is said by the caller: how an entry is found and who may see its history, who may
// restore, and which parts of the entry a restore leaves as they are.
import { createTwoFilesPatch, diffLines } from 'diff';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { WikiArticleRow, WikiRevisionRow } from '../../db/schema';
import { notFound, type HttpError } from '../../http/errors';
import { bodyOf, optionalText, positiveId, queryOf, validate } from '../../http/validation';
import type { Reader } from './access';
import {
  STATE_FIELDS,
  StaleVersion,
  stateOf,
  type ArticleState,
  type RevisionGuard,
} from './state';
import type { ContentStore } from './store';

export interface HistoryOptions {
  /** The entries' path under the router: `/articles`, `/posts`. */
  path: string;
  /** The entry of `req.params.slug` with its reader, or a 404 for anyone who may not see its history. */
  find: (req: Request, res: Response) => Promise<{ reader: Reader; entry: WikiArticleRow }>;
  /**
   * Whether the reader may see a revision as it was saved (its category and limit), beyond the
   * entry now; one they may not see is left out of the list and answers 404 everywhere else.
   */
  mayReadRevision: (reader: Reader, revision: RevisionGuard) => boolean;
  /** Throws the 403 for a reader who may not change the entry. */
  checkRestore: (reader: Reader, entry: WikiArticleRow) => void;
  /** What a restore keeps of the entry as it is (its status at least). */
  keep: (current: ArticleState) => Partial<ArticleState>;
  /** Throws when the restored entry may not be saved as it would be (a public job ad incomplete). */
  check?: (next: ArticleState) => void;
  /** A save that came first, as the 409 the caller answers. */
  conflict: (error: StaleVersion, yours: Record<string, unknown>) => Promise<HttpError>;
  /** After a save: headers, log. */
  saved: (res: Response, entry: WikiArticleRow, restored: number, reader: Reader) => Promise<void>;
  /** An entry as the API shows it. */
  view: (row: WikiArticleRow) => Promise<unknown>;
}

const restoreInput = z.object({
  version: positiveId('Version').optional(),
  note: optionalText('Änderungsnotiz', 300).transform((v) => v ?? ''),
});

/** Two revisions side by side: changed fields, the body's lines, a patch. */
export async function diffOf(
  store: ContentStore,
  article: WikiArticleRow,
  from: WikiRevisionRow,
  to: WikiRevisionRow,
) {
  const a = await store.revisionView(from);
  const b = await store.revisionView(to);
  const changed = STATE_FIELDS.filter(
    (f) => f !== 'body' && JSON.stringify(a[f]) !== JSON.stringify(b[f]),
  ).map((field) => ({
    field,
    from: field === 'banner_media_id' ? a.banner : a[field],
    to: field === 'banner_media_id' ? b.banner : b[field],
  }));
  return {
    from: { version: a.version, author: a.author, created_at: a.created_at, note: a.note },
    to: { version: b.version, author: b.author, created_at: b.created_at, note: b.note },
    fields: changed,
    changes: diffLines(`${a.body}\n`, `${b.body}\n`).map((part) => ({
      type: part.added ? 'added' : part.removed ? 'removed' : 'unchanged',
      value: part.value,
    })),
    patch: createTwoFilesPatch(
      `${article.slug}.md`,
      `${article.slug}.md`,
      `${a.body}\n`,
      `${b.body}\n`,
      `Version ${a.version}`,
      `Version ${b.version}`,
    ),
  };
}

/** `GET {path}/:slug/revisions[/:version]`, `GET {path}/:slug/diff`, `POST …/restore`. */
export function historyRoutes(router: Router, store: ContentStore, options: HistoryOptions) {
  const { path, find } = options;
  const allowed = (reader: Reader) => (revision: RevisionGuard) =>
    options.mayReadRevision(reader, revision);

  /** The revision `value` names, or 404; its guard is read and checked before its content. */
  async function revisionAt(reader: Reader, entry: WikiArticleRow, value: unknown) {
    const number = typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
    const guard = number ? await store.revisionGuard(entry, number) : undefined;
    if (!guard || !allowed(reader)(guard)) throw notFound();
    const row = await store.revision(entry, number);
    if (!row) throw notFound();
    return row;
  }

  router.get(`${path}/:slug/revisions`, async (req, res) => {
    const { reader, entry } = await find(req, res);
    res.json({ data: await store.revisions(entry, allowed(reader)) });
  });

  router.get(`${path}/:slug/revisions/:version`, async (req, res) => {
    const { reader, entry } = await find(req, res);
    const row = await revisionAt(reader, entry, req.params.version);
    res.json({ data: await store.revisionView(row) });
  });

  router.get(`${path}/:slug/diff`, async (req, res) => {
    const { reader, entry } = await find(req, res);
    const query = queryOf(req);
    const from = await revisionAt(reader, entry, query.from);
    const to = await revisionAt(reader, entry, query.to ?? String(entry.version));
    res.json({ data: await diffOf(store, entry, from, to) });
  });

  router.post(`${path}/:slug/revisions/:version/restore`, async (req, res) => {
    const { reader, entry } = await find(req, res);
    options.checkRestore(reader, entry);
    const old = await revisionAt(reader, entry, req.params.version);
    const body = bodyOf(req);
    const input = validate(restoreInput, body);
    // The content comes back; what the caller keeps (status at least) stays as it is.
    const next: ArticleState = { ...stateOf(old), ...options.keep(stateOf(entry)) };
    options.check?.(next);
    try {
      const row = await store.save(entry, input.version ?? entry.version, next, {
        userId: reader.userId,
        note: input.note || `Version ${old.version} wiederhergestellt`,
      });
      await options.saved(res, row, old.version, reader);
      res.status(201).json({ data: await options.view(row) });
    } catch (error) {
      if (error instanceof StaleVersion) throw await options.conflict(error, body);
      throw error;
    }
  });
}
