// The wiki search's synonyms (issue 19, item 2; decision 034): one list of groups of words
// people use for the same thing („Minusstunden“, „Überstundenkonto“). Staff who read the wiki
// read it (the website builds its search index with it); wiki admins replace it as a whole.
// Each change raises the list's version, which counts into the wiki's content version, so
// every website process builds its index again, as after an article's edit.
import { foldGerman, WIKI_VERSION_HEADER, type WikiSynonymsData } from '@frischkontor/contract';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import { HttpError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { requireWikiReader } from './categories';
import type { ContentStore } from '../content';

export const SYNONYM_MESSAGES = {
  mayNotEdit: 'Nur Wiki-Administratoren bearbeiten die Synonyme der Suche.',
  groups: 'Bitte die Synonyme als Liste von Gruppen angeben.',
  tooMany: 'Höchstens 300 Gruppen.',
  group: 'Jede Gruppe braucht mindestens zwei verschiedene Wörter.',
  groupTooLong: 'Höchstens 20 Wörter je Gruppe.',
  word: 'Ein Synonym besteht aus Buchstaben, Ziffern, Leerzeichen und Bindestrichen (höchstens 60 Zeichen).',
} as const;

const word = z
  .string({ error: SYNONYM_MESSAGES.word })
  .transform((w) => w.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, SYNONYM_MESSAGES.word)
      .max(60, SYNONYM_MESSAGES.word)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, SYNONYM_MESSAGES.word),
  );

const group = z
  .array(word, { error: SYNONYM_MESSAGES.groups })
  .max(20, SYNONYM_MESSAGES.groupTooLong)
  // The same word twice (also in another spelling: „Führerschein“, „fuehrerschein“) counts once.
  .transform((words) => {
    const seen = new Set<string>();
    return words.filter((w) => !seen.has(foldGerman(w)) && !!seen.add(foldGerman(w)));
  })
  .refine((words) => words.length >= 2, SYNONYM_MESSAGES.group);

const input = z.object({
  groups: z.array(group, { error: SYNONYM_MESSAGES.groups }).max(300, SYNONYM_MESSAGES.tooMany),
});

/** `/api/wiki/synonyms`: the list for staff who read the wiki; wiki admins replace it. */
export function wikiSynonymsRouter(ctx: AppContext, store: ContentStore): Router {
  const router = Router();
  const { db, logger } = ctx;

  async function current(): Promise<WikiSynonymsData> {
    const row = await db
      .selectFrom('wiki_synonyms')
      .select(['groups', 'version', 'updated_at', 'updated_by'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!row) return { groups: [], version: 0, updated_at: '', updated_by: null };
    const people = row.updated_by ? await store.people([row.updated_by]) : new Map();
    return {
      groups: JSON.parse(row.groups) as string[][],
      version: row.version,
      updated_at: row.updated_at,
      updated_by: row.updated_by ? (people.get(row.updated_by)?.name ?? null) : null,
    };
  }

  router.get('/synonyms', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    res.json({ data: await current(), meta: { may_edit: reader.admin } });
  });

  router.put('/synonyms', async (req, res) => {
    const reader = await requireWikiReader(ctx, req, res);
    if (!reader.admin) throw new HttpError(403, SYNONYM_MESSAGES.mayNotEdit);
    const { groups } = validate(input, bodyOf(req));
    const stored = JSON.stringify(groups);
    const now = nowIso();
    const before = await current();
    if (JSON.stringify(before.groups) !== stored) {
      await db
        .insertInto('wiki_synonyms')
        .values({ id: 1, groups: stored, version: 1, updated_at: now, updated_by: reader.userId })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            groups: stored,
            version: eb(eb.ref('wiki_synonyms.version'), '+', 1),
            updated_at: now,
            updated_by: reader.userId,
          })),
        )
        .execute();
      logger.info(
        { user: reader.userId, groups: groups.length, before: before.groups.length },
        'Wiki-Synonyme geändert',
      );
    }
    res.setHeader(WIKI_VERSION_HEADER, await store.contentVersion());
    res.json({ data: await current(), meta: { may_edit: true } });
  });

  return router;
}
