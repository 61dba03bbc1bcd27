import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

const MANAGERS = ['wiki-redaktion', 'Personalabteilung'];
const PERMISSION = 'app.readings.manage';

/**
 * Pflichtlektüre (issue 32, item 2; decision 053): a wiki article or a document made mandatory
 * for roles with a due date, in rounds (a material change starts a new one); each person's
 * confirmation of a round with the version and the time, never updated; the reminders sent, so
 * each goes once. The wiki's editors and HR, where their roles exist already, may manage them.
 */
export function mandatoryReading(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('readings'))
        .addColumn('kind', 'varchar(20)', notNull)
        .addColumn('article_id', 'integer', (c) =>
          c.references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('media_id', 'integer', (c) => c.references('media_items.id').onDelete('cascade'))
        .addColumn('roles', 'text', notNull)
        .addColumn('due_on', 'varchar(10)', notNull)
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('round_version', 'varchar(200)', notNull)
        .addColumn('round_started_at', 'varchar(32)', notNull)
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('closed_at', 'varchar(32)')
        .execute();
      await db.schema
        .createTable('reading_confirmations')
        .addColumn('reading_id', 'integer', (c) =>
          c.notNull().references('readings.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('round', 'integer', notNull)
        .addColumn('version', 'varchar(200)', notNull)
        .addColumn('at', 'varchar(32)', notNull)
        .addPrimaryKeyConstraint('reading_confirmations_pk', ['reading_id', 'user_id', 'round'])
        .execute();
      await db.schema
        .createTable('reading_reminders')
        .addColumn('reading_id', 'integer', (c) =>
          c.notNull().references('readings.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('round', 'integer', notNull)
        .addColumn('kind', 'varchar(20)', notNull)
        .addColumn('at', 'varchar(32)', notNull)
        .addPrimaryKeyConstraint('reading_reminders_pk', ['reading_id', 'user_id', 'round', 'kind'])
        .execute();
      const roles = await db
        .selectFrom('roles')
        .select('id')
        .where('name', 'in', MANAGERS)
        .execute();
      if (roles.length)
        await db
          .insertInto('role_permissions')
          .values(roles.map((role) => ({ role_id: role.id, permission: PERMISSION })))
          .execute();
    },
    async down(db: AnyDb) {
      await db.deleteFrom('role_permissions').where('permission', '=', PERMISSION).execute();
      for (const table of ['reading_reminders', 'reading_confirmations', 'readings'])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
