// Pflichtlektüre in the database (decision 053): the items, who they concern, the confirmations
// (inserted once per person and round, never updated) and the reminders sent.
import { formatDate, type ReadingConfirmation, type ReadingKind } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB, ReadingsTable } from '../../db/schema';

export type ReadingRow = Omit<ReadingsTable, 'id' | 'round'> & { id: number; round: number };

/** What an item points at, as the lists show it. */
export interface ReadingTarget {
  title: string;
  /** The article's slug, or the document's path. */
  key: string;
  /** The version a round asks for. */
  version: string;
  versionLabel: string;
  /** Whether it can still be read: a published article, a file that exists. */
  readable: boolean;
}

/** A person concerned: an active account holding one of the item's roles. */
export interface Concerned {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  department: string | null;
  /** Notifications also by mail (decision 055). */
  watch_mail: number;
  roles: string[];
}

export const rolesOf = (row: Pick<ReadingRow, 'roles'>): string[] => {
  try {
    const roles: unknown = JSON.parse(row.roles);
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
};

export function createReadingStore(db: Kysely<DB>) {
  async function all(open = true): Promise<ReadingRow[]> {
    let query = db.selectFrom('readings').selectAll().orderBy('due_on').orderBy('id');
    if (open) query = query.where('closed_at', 'is', null);
    return query.execute();
  }

  async function byId(id: number): Promise<ReadingRow | undefined> {
    return db.selectFrom('readings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The wiki article or document behind each item, by item id. */
  async function targets(rows: readonly ReadingRow[]): Promise<Map<number, ReadingTarget>> {
    const articleIds = rows.flatMap((r) => (r.article_id ? [r.article_id] : []));
    const mediaIds = rows.flatMap((r) => (r.media_id ? [r.media_id] : []));
    const articles = articleIds.length
      ? await db
          .selectFrom('wiki_articles')
          .select(['id', 'slug', 'title', 'version', 'status'])
          .where('id', 'in', articleIds)
          .execute()
      : [];
    const files = mediaIds.length
      ? await db
          .selectFrom('media_items')
          .select(['id', 'path', 'name', 'title', 'storage_key', 'updated_at'])
          .where('id', 'in', mediaIds)
          .execute()
      : [];
    const result = new Map<number, ReadingTarget>();
    for (const row of rows) {
      const article = articles.find((a) => a.id === row.article_id);
      const file = files.find((f) => f.id === row.media_id);
      if (article)
        result.set(row.id, {
          title: article.title,
          key: article.slug,
          version: String(article.version),
          versionLabel: `Version ${article.version}`,
          readable: article.status === 'published',
        });
      else if (file) result.set(row.id, documentTarget(file));
    }
    return result;
  }

  /** Published wiki articles and the intranet's documents, for the form that makes one mandatory. */
  async function choices() {
    const articles = await db
      .selectFrom('wiki_articles')
      .select(['slug', 'title'])
      .where('collection', '=', 'wiki')
      .where('status', '=', 'published')
      .orderBy('title')
      .execute();
    const documents = await db
      .selectFrom('media_items')
      .select(['path', 'name', 'title'])
      .where('is_dir', '=', 0)
      .where('path', 'like', 'domain/intranet/%')
      .orderBy('path')
      .execute();
    return {
      articles,
      documents: documents.map((d) => ({ path: d.path, title: d.title || d.name })),
    };
  }

  async function findArticle(slug: string) {
    return db
      .selectFrom('wiki_articles')
      .select(['id', 'version', 'title', 'status'])
      .where('collection', '=', 'wiki')
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  async function findDocument(path: string) {
    return db
      .selectFrom('media_items')
      .select(['id', 'path', 'name', 'title', 'storage_key', 'updated_at'])
      .where('is_dir', '=', 0)
      .where('path', '=', path)
      .where('path', 'like', 'domain/intranet/%')
      .executeTakeFirst();
  }

  /** Active accounts (verified, enabled, not blocked or deleted) holding one of these roles. */
  async function concerned(roles: readonly string[]): Promise<Concerned[]> {
    if (!roles.length) return [];
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select([
        'u.id',
        'u.firstname',
        'u.lastname',
        'u.email',
        'u.department',
        'u.watch_mail',
        'r.name as role',
      ])
      .where('r.name', 'in', [...roles])
      .where('u.blocked_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .where('u.email_verified_at', 'is not', null)
      .where('u.enabled_at', 'is not', null)
      .execute();
    const people = new Map<number, Concerned>();
    for (const row of rows) {
      const person = people.get(row.id) ?? { ...row, roles: [] };
      person.roles.push(row.role);
      people.set(row.id, person);
    }
    return [...people.values()].sort(
      (a, b) =>
        a.lastname.localeCompare(b.lastname, 'de') || a.firstname.localeCompare(b.firstname, 'de'),
    );
  }

  /** Every confirmation of these items (all rounds), newest round first. */
  async function confirmations(readingIds: readonly number[], userId?: number) {
    if (!readingIds.length) return [];
    let query = db
      .selectFrom('reading_confirmations')
      .selectAll()
      .where('reading_id', 'in', [...readingIds])
      .orderBy('round', 'desc');
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.execute();
  }

  /** Stores the confirmation once; a second of the same round keeps the first. */
  async function confirm(
    reading: ReadingRow,
    userId: number,
    version: string,
  ): Promise<ReadingConfirmation> {
    await db
      .insertInto('reading_confirmations')
      .values({
        reading_id: reading.id,
        user_id: userId,
        round: reading.round,
        version,
        at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['reading_id', 'user_id', 'round']).doNothing())
      .execute();
    const row = await db
      .selectFrom('reading_confirmations')
      .select(['round', 'version', 'at'])
      .where('reading_id', '=', reading.id)
      .where('user_id', '=', userId)
      .where('round', '=', reading.round)
      .executeTakeFirstOrThrow();
    return row;
  }

  async function create(input: {
    kind: ReadingKind;
    articleId: number | null;
    mediaId: number | null;
    roles: string[];
    dueOn: string;
    version: string;
    by: number;
  }): Promise<number> {
    const now = nowIso();
    const row = await db
      .insertInto('readings')
      .values({
        kind: input.kind,
        article_id: input.articleId,
        media_id: input.mediaId,
        roles: JSON.stringify(input.roles),
        due_on: input.dueOn,
        round_version: input.version,
        round_started_at: now,
        created_by: input.by,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function update(
    id: number,
    patch: { roles?: string[]; due_on?: string; round?: number; round_version?: string },
  ) {
    const now = nowIso();
    await db
      .updateTable('readings')
      .set({
        ...(patch.roles ? { roles: JSON.stringify(patch.roles) } : {}),
        ...(patch.due_on ? { due_on: patch.due_on } : {}),
        ...(patch.round ? { round: patch.round, round_started_at: now } : {}),
        ...(patch.round_version ? { round_version: patch.round_version } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async function close(id: number) {
    await db
      .updateTable('readings')
      .set({ closed_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Notes a reminder; false if this one was sent before. */
  async function remember(
    reading: ReadingRow,
    userId: number,
    kind: 'soon' | 'overdue',
  ): Promise<boolean> {
    const result = await db
      .insertInto('reading_reminders')
      .values({ reading_id: reading.id, user_id: userId, round: reading.round, kind, at: nowIso() })
      .onConflict((oc) => oc.columns(['reading_id', 'user_id', 'round', 'kind']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  return {
    all,
    byId,
    targets,
    choices,
    findArticle,
    findDocument,
    concerned,
    confirmations,
    confirm,
    create,
    update,
    close,
    remember,
  };
}

export type ReadingStore = ReturnType<typeof createReadingStore>;

/** A document's state: its stored file (a replaced file is stored under a new key). */
export function documentTarget(file: {
  path: string;
  name: string;
  title: string | null;
  storage_key: string | null;
  updated_at: string;
}): ReadingTarget {
  return {
    title: file.title || file.name,
    key: file.path,
    version: (file.storage_key ?? 'none').slice(0, 200),
    versionLabel: `Stand vom ${formatDate(file.updated_at)}`,
    readable: !!file.storage_key,
  };
}
