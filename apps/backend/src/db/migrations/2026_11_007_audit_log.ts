import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * The audit log (issue 16): who did what to whom, from where. No foreign keys: an entry outlives
 * the accounts it names (labels keep the names at the time); the retention setting removes it.
 */
export function auditLog(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('audit_log'))
        .addColumn('action', 'varchar(60)', notNull)
        .addColumn('actor_id', 'integer')
        .addColumn('actor_label', 'varchar(400)')
        .addColumn('target_type', 'varchar(20)')
        .addColumn('target_id', 'varchar(64)')
        .addColumn('target_label', 'varchar(400)')
        .addColumn('details', 'text', notNull)
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('search_text', 'varchar(900)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('audit_log_created')
        .on('audit_log')
        .column('created_at')
        .execute();
      await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_id').execute();
      await db.schema
        .createIndex('audit_log_target')
        .on('audit_log')
        .columns(['target_type', 'target_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('audit_log').ifExists().execute();
    },
  };
}
