import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * Job ads on the wiki's engine (issue 18, decision 036): what an ad keeps beyond an article
 * (employment types, place, pay, lists, contact, last day) as JSON in `fields`, in every
 * revision too. HR's base role, where it exists already, may now write and publish ads; a new
 * database gets it with the role.
 */
export function jobAds(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['wiki_articles', 'wiki_revisions'] as const)
        await db.schema.alterTable(table).addColumn('fields', 'text').execute();
      const hr = await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Personalabteilung')
        .executeTakeFirst();
      if (hr)
        await db
          .insertInto('role_permissions')
          .values(
            ['app.jobs.write', 'app.jobs.publish'].map((permission) => ({
              role_id: hr.id,
              permission,
            })),
          )
          .execute();
    },
    async down(db: AnyDb) {
      await db
        .deleteFrom('role_permissions')
        .where('permission', 'in', ['app.jobs.write', 'app.jobs.publish'])
        .execute();
      for (const table of ['wiki_articles', 'wiki_revisions'] as const)
        await db.schema.alterTable(table).dropColumn('fields').execute();
    },
  };
}
