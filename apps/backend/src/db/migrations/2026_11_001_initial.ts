import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/** The first schema: accounts, roles, sessions, media, forms, mail, settings, rate limits. */
export function initial(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('users'))
        .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('firstname', 'varchar(100)', notNull)
        .addColumn('lastname', 'varchar(100)', notNull)
        .addColumn('company', 'varchar(200)')
        .addColumn('customer_number', 'varchar(50)')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email_verified_at', 'varchar(32)')
        .addColumn('enabled_at', 'varchar(32)')
        .addColumn('blocked_at', 'varchar(32)')
        .addColumn('blocked_reason', 'varchar(500)')
        .addColumn('tfa_secret', 'text')
        .addColumn('tfa_pending_secret', 'text')
        .addColumn('tfa_enabled_at', 'varchar(32)')
        .addColumn('tfa_last_step', 'integer')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();

      await withId(dialect, db.schema.createTable('roles'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) =>
          c.notNull().references('roles.id').onDelete('cascade'),
        )
        .addColumn('permission', 'varchar(100)', notNull)
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('role_id', 'integer', (c) =>
          c.notNull().references('roles.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();
      await db.schema.createIndex('user_roles_role').on('user_roles').column('role_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('tfa_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('last_activity', 'varchar(32)', notNull)
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createIndex('sessions_last_activity')
        .on('sessions')
        .column('last_activity')
        .execute();

      await withId(dialect, db.schema.createTable('verifications'))
        .addColumn('type', 'varchar(50)', notNull)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(128)', notNull)
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addUniqueConstraint('verifications_type_user', ['type', 'user_id'])
        .execute();

      await withId(dialect, db.schema.createTable('backup_codes'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'varchar(128)', notNull)
        .addColumn('used_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('backup_codes_user')
        .on('backup_codes')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();

      await withId(dialect, db.schema.createTable('media_items'))
        .addColumn('parent_id', 'integer', (c) =>
          c.references('media_items.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('path', 'varchar(1024)', (c) => c.notNull().unique())
        .addColumn('folded_name', 'varchar(255)', notNull)
        .addColumn('is_dir', 'integer', notNull)
        .addColumn('mime_type', 'varchar(100)', notNull)
        .addColumn('size', 'integer')
        .addColumn('extension', 'varchar(20)')
        .addColumn('storage_key', 'varchar(100)')
        .addColumn('thumbnail_key', 'varchar(100)')
        .addColumn('inherit_rules', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('media_items_parent')
        .on('media_items')
        .column('parent_id')
        .execute();

      await withId(dialect, db.schema.createTable('media_rules'))
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('media_items.id').onDelete('cascade'),
        )
        .addColumn('subject', 'varchar(10)', notNull)
        .addColumn('subject_id', 'integer')
        .addColumn('level', 'varchar(10)', notNull)
        .execute();
      await db.schema.createIndex('media_rules_item').on('media_rules').column('item_id').execute();

      await withId(dialect, db.schema.createTable('form_submissions'))
        .addColumn('type', 'varchar(20)', notNull)
        .addColumn('name', 'varchar(200)', notNull)
        .addColumn('email', 'varchar(255)', notNull)
        .addColumn('topic', 'varchar(100)', notNull)
        .addColumn('data', 'text', notNull)
        .addColumn('cv_media_id', 'integer', (c) =>
          c.references('media_items.id').onDelete('set null'),
        )
        .addColumn('delivery_state', 'varchar(10)', notNull)
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('form_submissions_created')
        .on('form_submissions')
        .column('created_at')
        .execute();

      await withId(dialect, db.schema.createTable('mail_queue'))
        .addColumn('submission_id', 'integer', (c) =>
          c.references('form_submissions.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'varchar(50)', notNull)
        .addColumn('recipient', 'varchar(255)', notNull)
        .addColumn('reply_to', 'varchar(255)')
        .addColumn('subject', 'varchar(300)', notNull)
        .addColumn('text', 'text', notNull)
        .addColumn('html', 'text', notNull)
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('state', 'varchar(10)', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', notNull)
        .addColumn('locked_until', 'varchar(32)')
        .addColumn('last_error', 'varchar(1000)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('sent_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('mail_queue_due')
        .on('mail_queue')
        .columns(['state', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_queue_submission')
        .on('mail_queue')
        .column('submission_id')
        .execute();

      await withId(dialect, db.schema.createTable('mail_outbox'))
        .addColumn('queue_id', 'integer')
        .addColumn('sender', 'varchar(255)', notNull)
        .addColumn('recipient', 'varchar(255)', notNull)
        .addColumn('reply_to', 'varchar(255)')
        .addColumn('subject', 'varchar(300)', notNull)
        .addColumn('text', 'text', notNull)
        .addColumn('html', 'text', notNull)
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();

      // The table layout rate-limiter-flexible expects (RateLimiterSQLite / RateLimiterPostgres).
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
      await db.schema
        .createIndex('rate_limits_expire')
        .on('rate_limits')
        .column('expire')
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'rate_limits',
        'mail_outbox',
        'mail_queue',
        'form_submissions',
        'media_rules',
        'media_items',
        'settings',
        'backup_codes',
        'verifications',
        'sessions',
        'user_roles',
        'role_permissions',
        'roles',
        'users',
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
