// The access rules' SQL: the resolver that knows a path's rules and ancestors, an item's rules,
// their replacement.
import type { MediaAccessRule } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB, MediaRow } from '../../db/schema';
import { createAccessResolver, type AccessResolver, type Principal } from './access';
import { pathChain } from './paths';

/** The access resolver for `who`, knowing `path`'s ancestors and the given rows. */
export async function accessResolver(
  db: Kysely<DB>,
  who: Principal,
  path: string,
  extra: readonly MediaRow[] = [],
): Promise<AccessResolver> {
  const rules = await db
    .selectFrom('media_rules as r')
    .innerJoin('media_items as m', 'm.id', 'r.item_id')
    .select(['m.path', 'r.subject', 'r.subject_id', 'r.level'])
    .execute();
  const rulesByPath = new Map<string, MediaAccessRule[]>();
  for (const r of rules) {
    const list = rulesByPath.get(r.path) ?? [];
    list.push({ subject: r.subject, subject_id: r.subject_id, level: r.level });
    rulesByPath.set(r.path, list);
  }
  const chain = pathChain(path);
  const ancestors = chain.length
    ? await db
        .selectFrom('media_items')
        .select(['path', 'inherit_rules'])
        .where('path', 'in', chain)
        .execute()
    : [];
  const items = new Map<string, { inherit: boolean }>();
  for (const row of [...ancestors, ...extra])
    items.set(row.path, { inherit: row.inherit_rules === 1 });
  return createAccessResolver(who, rulesByPath, items);
}

/** An item's own rules with the names of the roles and people they name. */
export async function rulesOf(db: Kysely<DB>, item: MediaRow) {
  return db
    .selectFrom('media_rules as r')
    .leftJoin('roles', (join) =>
      join.onRef('roles.id', '=', 'r.subject_id').on('r.subject', '=', 'role'),
    )
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'r.subject_id').on('r.subject', '=', 'user'),
    )
    .select([
      'r.id',
      'r.subject',
      'r.subject_id',
      'r.level',
      'roles.name as role_name',
      'users.firstname',
      'users.lastname',
    ])
    .where('r.item_id', '=', item.id)
    .orderBy('r.id')
    .execute();
}

/** Replaces an item's rules and whether it inherits its folder's; `also` runs in the same transaction. */
export async function setRules(
  db: Kysely<DB>,
  item: MediaRow,
  inherit: boolean,
  rules: readonly MediaAccessRule[],
  also?: (trx: Kysely<DB>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('media_rules').where('item_id', '=', item.id).execute();
    if (rules.length)
      await trx
        .insertInto('media_rules')
        .values(
          rules.map((r) => ({
            item_id: item.id,
            subject: r.subject,
            subject_id: r.subject === 'public' ? null : r.subject_id,
            level: r.level,
          })),
        )
        .execute();
    await trx
      .updateTable('media_items')
      .set({ inherit_rules: inherit ? 1 : 0, updated_at: nowIso() })
      .where('id', '=', item.id)
      .execute();
    if (also) await also(trx);
  });
}

/** The rules' roles and people that do not exist, as the form's errors. */
export async function unknownSubjects(
  db: Kysely<DB>,
  rules: readonly MediaAccessRule[],
): Promise<Record<string, string[]>> {
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
  return errors;
}
