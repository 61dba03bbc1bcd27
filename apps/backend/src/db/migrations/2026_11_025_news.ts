import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

const WRITERS = ['marketing', 'Personalabteilung'];

/**
 * Mitteilungen (issue 32, decision 051): the items are entries of the collection `news` in the
 * content engine's tables (nothing to add there); a person's read marks are rows of their own
 * (gone with the account or the item). Marketing and HR, where their roles exist already, may now
 * write news; a new database gets the permission with the roles, admins hold every permission.
 */
export function news(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('news_reads')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('at', 'varchar(32)', notNull)
        .addPrimaryKeyConstraint('news_reads_pk', ['user_id', 'article_id'])
        .execute();
      const roles = await db
        .selectFrom('roles')
        .select('id')
        .where('name', 'in', WRITERS)
        .execute();
      if (roles.length)
        await db
          .insertInto('role_permissions')
          .values(roles.map((role) => ({ role_id: role.id, permission: 'app.news.write' })))
          .execute();
    },
    async down(db: AnyDb) {
      await db.deleteFrom('role_permissions').where('permission', '=', 'app.news.write').execute();
      await db.schema.dropTable('news_reads').ifExists().execute();
    },
  };
}
