// The staff directory's SQL: who is listed (active accounts holding the staff role, never a
// customer) and the published wiki articles they own or last edited.
import { ROLES, type DirectoryArticle, type DirectoryPerson } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { salutationOf } from '../../accounts/account';
import type { DB } from '../../db/schema';
import { compareNames } from '../../text/fold';
import { visibilityOf, withinVisibility, type Reader } from '../content';

/** How many articles a card names. */
const ARTICLES_PER_PERSON = 5;

const COLUMNS = [
  'u.id',
  'u.firstname',
  'u.lastname',
  'u.email',
  'u.phone',
  'u.salutation',
  'u.department',
  'u.job_title',
  'u.location',
  'u.phone_extension',
  'u.mobile',
  'u.directory_mobile',
] as const;

/** Verified, approved, neither blocked nor deleted, holding the staff role and not the customers'. */
function listedStaff(db: Kysely<DB>) {
  const holders = (role: string) =>
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('ur.user_id')
      .where('r.name', '=', role);
  return db
    .selectFrom('users as u')
    .where('u.deleted_at', 'is', null)
    .where('u.blocked_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    .where('u.enabled_at', 'is not', null)
    .where('u.id', 'in', holders(ROLES.personal))
    .where('u.id', 'not in', holders(ROLES.kunde));
}

type StaffRow = Awaited<ReturnType<typeof staffRows>>[number];

function staffRows(db: Kysely<DB>, id?: number) {
  let query = listedStaff(db).select(COLUMNS);
  if (id !== undefined) query = query.where('u.id', '=', id);
  return query.execute();
}

/** The published wiki articles each person created or last edited, as far as the reader may read them. */
async function articlesOf(
  db: Kysely<DB>,
  ids: readonly number[],
  reader: Reader,
): Promise<Map<number, DirectoryArticle[]>> {
  const byPerson = new Map<number, DirectoryArticle[]>();
  if (!ids.length) return byPerson;
  const rows = await db
    .selectFrom('wiki_articles')
    .select(['slug', 'title', 'category', 'visibility', 'created_by', 'updated_by'])
    .where('collection', '=', 'wiki')
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('created_by', 'in', ids), eb('updated_by', 'in', ids)]))
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (
      !withinVisibility(reader, {
        category: row.category,
        visibility: visibilityOf(row.visibility),
      })
    )
      continue;
    for (const person of new Set([row.created_by, row.updated_by])) {
      if (person === null) continue;
      const list = byPerson.get(person) ?? [];
      if (list.length < ARTICLES_PER_PERSON) list.push({ slug: row.slug, title: row.title });
      byPerson.set(person, list);
    }
  }
  return byPerson;
}

function personOf(row: StaffRow, articles: DirectoryArticle[]): DirectoryPerson {
  return {
    id: row.id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    firstname: row.firstname,
    lastname: row.lastname,
    salutation: salutationOf(row.salutation),
    department: row.department ?? null,
    job_title: row.job_title ?? null,
    location: row.location ?? null,
    email: row.email,
    phone: row.phone ?? null,
    phone_extension: row.phone_extension ?? null,
    // Only with the person's consent.
    mobile: row.directory_mobile === 1 ? (row.mobile ?? null) : null,
    articles,
  };
}

const byName = (a: DirectoryPerson, b: DirectoryPerson) =>
  compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname) || a.id - b.id;

/** Every listed person, sorted by last and first name. */
export async function directoryPeople(db: Kysely<DB>, reader: Reader): Promise<DirectoryPerson[]> {
  const rows = await staffRows(db);
  const articles = await articlesOf(
    db,
    rows.map((r) => r.id),
    reader,
  );
  return rows.map((row) => personOf(row, articles.get(row.id) ?? [])).sort(byName);
}

/** One listed person, or null for anyone the directory does not list. */
export async function directoryPerson(
  db: Kysely<DB>,
  reader: Reader,
  id: number,
): Promise<DirectoryPerson | null> {
  const [row] = await staffRows(db, id);
  if (!row) return null;
  return personOf(row, (await articlesOf(db, [id], reader)).get(id) ?? []);
}
