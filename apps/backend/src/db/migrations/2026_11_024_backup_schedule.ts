import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Scheduled backups (decision 050): the schedule set in the administration (one row, apart from
 * the settings, which reach signed-in users) and every run with its outcome. At most one run is
 * `running` at a time, across all processes: a partial unique index says so on both dialects.
 */
export function backupSchedule(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('backup_schedule')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('mode', 'varchar(10)', notNull)
        .addColumn('time', 'varchar(5)', notNull)
        .addColumn('hours', 'integer', notNull)
        .addColumn('keep', 'integer', notNull)
        .addColumn('target', 'varchar(10)', notNull)
        .addColumn('folder', 'text')
        .addColumn('bucket', 'varchar(63)')
        .addColumn('prefix', 'varchar(200)')
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('updated_by', 'integer')
        .execute();
      await withId(dialect, db.schema.createTable('backup_runs'))
        .addColumn('trigger', 'varchar(10)', notNull)
        .addColumn('status', 'varchar(10)', notNull)
        .addColumn('started_at', 'varchar(32)', notNull)
        .addColumn('finished_at', 'varchar(32)')
        .addColumn('location', 'text', notNull)
        .addColumn('file', 'varchar(100)')
        .addColumn('bytes', 'bigint')
        .addColumn('error', 'text')
        .addColumn('started_by', 'integer')
        .execute();
      await db.schema
        .createIndex('backup_runs_started')
        .on('backup_runs')
        .columns(['trigger', 'started_at'])
        .execute();
      await sql`create unique index backup_runs_one_running on backup_runs (status) where status = 'running'`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('backup_runs').ifExists().execute();
      await db.schema.dropTable('backup_schedule').ifExists().execute();
    },
  };
}
