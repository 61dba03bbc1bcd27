// What the engine's answers name beside an entry: people, roles, banners and who wrote and
// reviewed an entry (issue 28, item 4), each for many rows in one query.
import type { WikiArticleListItem, WikiPerson } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { DB, WikiArticleRow } from '../../db/schema';
import type { Library } from '../media';
import type { EntryWorkflow } from './state';

export function createLookups(db: Kysely<DB>, library: Library) {
  async function people(ids: (number | null)[]): Promise<Map<number, WikiPerson>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstname} ${r.lastname}` }]));
  }

  /**
   * Who wrote and who reviewed, from the revisions (issue 28, item 4): for an entry in review,
   * who submitted it, when and with what comment; for a published one that came through review,
   * its author (who submitted it) and who published it. One query for all `rows`.
   */
  async function workflows(rows: WikiArticleRow[]): Promise<Map<number, EntryWorkflow>> {
    const out = new Map<number, EntryWorkflow>();
    if (!rows.length) return out;
    const revisions = await db
      .selectFrom('wiki_revisions')
      .select(['article_id', 'version', 'status', 'note', 'author_id', 'created_at'])
      .where(
        'article_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('article_id')
      .orderBy('version', 'desc')
      .execute();
    const byArticle = new Map<number, typeof revisions>();
    for (const r of revisions) {
      const list = byArticle.get(r.article_id) ?? [];
      list.push(r);
      byArticle.set(r.article_id, list);
    }
    const found = rows.map((row) => {
      const list = byArticle.get(row.id) ?? [];
      /** The oldest revision of the newest run of `status` from index `from`, and where it ends. */
      const run = (status: string, from: number) => {
        let i = from;
        while (i < list.length && list[i]!.status === status) i++;
        return { first: i > from ? list[i - 1]! : null, next: i };
      };
      let submission = row.status === 'review' ? run('review', 0).first : null;
      let publisher: number | null = null;
      if (row.status === 'published') {
        const published = run('published', 0);
        const review = run('review', published.next);
        if (published.first && review.first) {
          submission = review.first;
          publisher = published.first.author_id;
        }
      }
      return { row, submission, publisher };
    });
    const who = await people(
      found.flatMap((f) => [f.row.created_by, f.submission?.author_id ?? null, f.publisher]),
    );
    const person = (id: number | null | undefined) => (id ? (who.get(id) ?? null) : null);
    for (const { row, submission, publisher } of found)
      out.set(row.id, {
        author: person(submission?.author_id ?? row.created_by),
        reviewed_by: person(publisher),
        submitted:
          row.status === 'review' && submission
            ? {
                by: person(submission.author_id),
                at: submission.created_at,
                // The workflow writes „Status: …“ when the person wrote nothing.
                comment: /^Status: /.test(submission.note) ? null : submission.note || null,
              }
            : null,
      });
    return out;
  }

  async function workflowOf(row: WikiArticleRow): Promise<EntryWorkflow> {
    return (await workflows([row])).get(row.id)!;
  }

  async function roleNames(): Promise<Map<number, string>> {
    const rows = await db.selectFrom('roles').select(['id', 'name']).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Role names to ids; unknown names are returned for the error message. */
  async function roleIds(names: readonly string[]): Promise<{ ids: number[]; unknown: string[] }> {
    const byName = new Map([...(await roleNames())].map(([id, name]) => [name, id]));
    const ids: number[] = [];
    const unknown: string[] = [];
    for (const name of names) {
      const id = byName.get(name);
      if (id === undefined) unknown.push(name);
      else ids.push(id);
    }
    return { ids: [...new Set(ids)].sort((a, b) => a - b), unknown };
  }

  async function banners(ids: (number | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const map = new Map<number, NonNullable<WikiArticleListItem['banner']>>();
    for (const id of wanted) {
      const row = await library.findById(id);
      if (!row || row.is_dir) continue;
      const item = library.toMediaItem(row);
      map.set(id, { id: row.id, src_path: row.path, cdn_path: item.cdn_path ?? '' });
    }
    return map;
  }
  return { people, workflows, workflowOf, roleNames, roleIds, banners };
}

export type Lookups = ReturnType<typeof createLookups>;
