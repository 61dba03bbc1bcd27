import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

/**
 * Leases of the scheduled jobs (decision 048): which process holds a job's round and until
 * when. A job runs in the process that holds its lease; a crashed holder's lease runs out.
 */
export function jobLeases(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('holder', 'varchar(200)', notNull)
        .addColumn('expires_at', 'varchar(32)', notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('job_leases').ifExists().execute();
    },
  };
}
