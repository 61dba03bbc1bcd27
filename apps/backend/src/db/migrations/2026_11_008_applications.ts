import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Applications as an HR tool (issue 18, decision 030): each application submission gets a
 * status, an owner and a timeline (notes are timeline entries); HR edits the mails sent on
 * Zusage and Absage. Applications already stored start as "eingegangen".
 */
export function applications(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('applications')
        .addColumn('submission_id', 'integer', (c) =>
          c.primaryKey().references('form_submissions.id').onDelete('cascade'),
        )
        .addColumn('job_slug', 'varchar(120)', notNull)
        .addColumn('job_title', 'varchar(200)', notNull)
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('eingegangen'))
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('talent_pool', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ended_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('applications_status')
        .on('applications')
        .columns(['status', 'job_slug'])
        .execute();
      await db.schema
        .createIndex('applications_ended')
        .on('applications')
        .column('ended_at')
        .execute();

      await withId(dialect, db.schema.createTable('application_events'))
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('applications.submission_id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(20)', notNull)
        .addColumn('status', 'varchar(20)')
        .addColumn('text', 'text')
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('application_events_application')
        .on('application_events')
        .column('application_id')
        .execute();

      await db.schema
        .createTable('application_mail_templates')
        .addColumn('key', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('subject', 'varchar(200)', notNull)
        .addColumn('body', 'text', notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();

      const stored = (await db
        .selectFrom('form_submissions')
        .select(['id', 'topic', 'data', 'created_at'])
        .where('type', '=', 'application')
        .execute()) as { id: number; topic: string; data: string; created_at: string }[];
      for (const row of stored) {
        let slug = '';
        try {
          slug = String((JSON.parse(row.data) as { job_slug?: unknown }).job_slug ?? '');
        } catch {
          // Unreadable data: the application is kept without its job's address.
        }
        await db
          .insertInto('applications')
          .values({
            submission_id: row.id,
            job_slug: slug.slice(0, 120),
            job_title: row.topic.slice(0, 200),
            created_at: row.created_at,
            updated_at: row.created_at,
          })
          .execute();
        await db
          .insertInto('application_events')
          .values({ application_id: row.id, type: 'received', created_at: row.created_at })
          .execute();
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('application_mail_templates').ifExists().execute();
      await db.schema.dropTable('application_events').ifExists().execute();
      await db.schema.dropTable('applications').ifExists().execute();
    },
  };
}
