// Migrations in code, run at start on both dialects. Never edit a shipped migration: add one.
import { randomUUID } from 'node:crypto';
import { withoutGenderTail } from '@frischkontor/contract';
import { SEED_SYNONYMS } from '../features/wiki/seed-synonyms';
import { Migrator, type Migration } from 'kysely/migration';
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { searchTextOf } from '../accounts/account';
import { foldedName, searchForms } from '../text/fold';
import type { Dialect } from './index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema of their day, not today's types
type AnyDb = Kysely<any>;

function withId<T extends string>(
  dialect: Dialect,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

function initial(dialect: Dialect): Migration {
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

/**
 * Password-reset links of their own: several may be pending at once (a request by someone else
 * does not void the holder's link), and a used link is remembered so its page can say so.
 */
function passwordResets(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();
      await sql`insert into password_resets (user_id, token_hash, expires_at, created_at)
        select user_id, token_hash, expires_at, created_at from verifications
        where type = 'password-reset'`.execute(db);
      await db.deleteFrom('verifications').where('type', '=', 'password-reset').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('password_resets').ifExists().execute();
    },
  };
}

/** The wiki in the database (decision 022): articles and every saved revision. */
function wiki(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('wiki_articles'))
        .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('title', 'varchar(200)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('category', 'varchar(50)', notNull)
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('banner_media_id', 'integer', (c) =>
          c.references('media_items.id').onDelete('set null'),
        )
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('visibility', 'text')
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body', 'text', notNull)
        .addColumn('version', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('wiki_articles_category')
        .on('wiki_articles')
        .columns(['category', 'status'])
        .execute();

      await withId(dialect, db.schema.createTable('wiki_revisions'))
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', notNull)
        .addColumn('title', 'varchar(200)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('category', 'varchar(50)', notNull)
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('banner_media_id', 'integer', (c) =>
          c.references('media_items.id').onDelete('set null'),
        )
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('visibility', 'text')
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body', 'text', notNull)
        .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', notNull)
        .addUniqueConstraint('wiki_revisions_version', ['article_id', 'version'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wiki_revisions').ifExists().execute();
      await db.schema.dropTable('wiki_articles').ifExists().execute();
    },
  };
}

/**
 * The roles get the names of the company's Helium data (decision 018): `kunde` → `Kunde`,
 * `personal` → `Personal`, `admin` → `Admin`. Ids stay, so members, permissions and media rules
 * stay with their role; the grant permissions (`app.grant.kunde`, …) keep their names. A role
 * already spelt the new way is left alone (the old one then stays as an ordinary role).
 * Registration profiles stored with the old names follow.
 */
export const ROLE_RENAMES: readonly [from: string, to: string][] = [
  ['kunde', 'Kunde'],
  ['personal', 'Personal'],
  ['admin', 'Admin'],
];

function heliumRoleNames(): Migration {
  return {
    async up(db: AnyDb) {
      for (const [from, to] of ROLE_RENAMES) {
        const taken = await db
          .selectFrom('roles')
          .select('id')
          .where('name', '=', to)
          .executeTakeFirst();
        if (!taken)
          await db.updateTable('roles').set({ name: to }).where('name', '=', from).execute();
      }
    },
    async down(db: AnyDb) {
      for (const [from, to] of ROLE_RENAMES) {
        const taken = await db
          .selectFrom('roles')
          .select('id')
          .where('name', '=', from)
          .executeTakeFirst();
        if (!taken)
          await db.updateTable('roles').set({ name: from }).where('name', '=', to).execute();
      }
    },
  };
}

/**
 * Registration profiles and notifications (decision 019): the account remembers the profile it
 * registered with, so approval can give the profile's roles; a stored `registration_profiles`
 * setting of the old shape (no roles) gets them (the old customer profile gives `Kunde`).
 * Admins are told of registrations in the panel (`notifications`).
 */
function accounts(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('registration_profile', 'varchar(40)')
        .execute();

      // In-panel notifications, one row per recipient.
      await withId(dialect, db.schema.createTable('notifications'))
        .addColumn('recipient_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(40)', notNull)
        .addColumn('subject_user_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('title', 'varchar(300)', notNull)
        .addColumn('body', 'varchar(1000)', notNull)
        .addColumn('read_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('notifications_recipient')
        .on('notifications')
        .columns(['recipient_id', 'read_at'])
        .execute();

      // The admin role is told of registrations, as a fresh seed has it.
      const admin = (await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Admin')
        .executeTakeFirst()) as { id: number } | undefined;
      if (admin)
        await db
          .insertInto('role_permissions')
          .values({ role_id: admin.id, permission: 'app.notify.accounts' })
          .onConflict((oc) => oc.doNothing())
          .execute();
      const row = (await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'registration_profiles')
        .executeTakeFirst()) as { value: string } | undefined;
      if (!row) return;
      let profiles: unknown;
      try {
        profiles = JSON.parse(row.value);
      } catch {
        return;
      }
      if (!Array.isArray(profiles)) return;
      const upgraded = profiles.map((p: Record<string, unknown>) =>
        p && typeof p === 'object' && !Array.isArray(p.roles)
          ? {
              ...p,
              key: p.key === 'kunde' ? 'geschaeftskunde' : p.key,
              label: p.key === 'kunde' ? 'Geschäftskunde' : p.label,
              roles: p.key === 'kunde' ? ['Kunde'] : [],
              auto_enable: false,
            }
          : p,
      );
      await db
        .updateTable('settings')
        .set({ value: JSON.stringify(upgraded) })
        .where('key', '=', 'registration_profiles')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('notifications').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('registration_profile').execute();
    },
  };
}

/**
 * What an admin keeps about a person beside the registration's fields (issue 16): a phone
 * number and an internal note the person never sees.
 */
function userDetails(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('phone', 'varchar(40)').execute();
      await db.schema.alterTable('users').addColumn('admin_note', 'varchar(2000)').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('admin_note').execute();
      await db.schema.alterTable('users').dropColumn('phone').execute();
    },
  };
}

/**
 * The audit log (issue 16): who did what to whom, from where. No foreign keys: an entry outlives
 * the accounts it names (labels keep the names at the time); the retention setting removes it.
 */
function auditLog(dialect: Dialect): Migration {
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

/**
 * Applications as an HR tool (issue 18, decision 030): each application submission gets a
 * status, an owner and a timeline (notes are timeline entries); HR edits the mails sent on
 * Zusage and Absage. Applications already stored start as "eingegangen".
 */
function applications(dialect: Dialect): Migration {
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

/**
 * Deleted accounts can be restored for 30 days, and admins see the last sign-in (issue 16):
 * `deleted_at` marks a deleted account until the purge removes the row.
 */
function accountLifecycle(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
      await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
      await db.schema.createIndex('users_deleted').on('users').column('deleted_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('users_deleted').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('last_login_at').execute();
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
    },
  };
}

/**
 * One German folding (issue 16): names, audit entries and media names are searched in the
 * contract's folding (ü→ue) with the umlaut-less spelling beside it (`searchForms`), no longer
 * with ü→u; the stored search texts are computed anew.
 */
function germanFolding(): Migration {
  return {
    async up(db: AnyDb) {
      const users = (await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'company', 'customer_number'])
        .execute()) as {
        id: number;
        firstname: string;
        lastname: string;
        company: string | null;
        customer_number: string | null;
      }[];
      for (const user of users)
        await db
          .updateTable('users')
          .set({ search_text: searchTextOf(user) })
          .where('id', '=', user.id)
          .execute();
      const media = (await db.selectFrom('media_items').select(['id', 'name']).execute()) as {
        id: number;
        name: string;
      }[];
      for (const item of media)
        await db
          .updateTable('media_items')
          .set({ folded_name: foldedName(item.name) })
          .where('id', '=', item.id)
          .execute();
      // The log can be long: a thousand entries at a time.
      for (let after = 0; ;) {
        const entries = (await db
          .selectFrom('audit_log')
          .select(['id', 'actor_label', 'target_label', 'ip'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute()) as {
          id: number;
          actor_label: string | null;
          target_label: string | null;
          ip: string | null;
        }[];
        if (!entries.length) break;
        for (const entry of entries)
          await db
            .updateTable('audit_log')
            .set({
              search_text: searchForms(
                [entry.actor_label, entry.target_label, entry.ip].filter(Boolean).join(' '),
              ),
            })
            .where('id', '=', entry.id)
            .execute();
        after = entries.at(-1)!.id;
      }
    },
    async down() {
      // The old folding is gone; the new search texts serve the old code as well as any.
    },
  };
}

/**
 * What readers do with the wiki, and who may read a category (issue 17, decision 035):
 * favourites and the last articles a person opened (theirs alone; gone with the account),
 * „War dieser Artikel hilfreich?“ (one vote per person and article) and error reports (both
 * stay with the article when the account goes), and a category's limit to roles. A category
 * row's version counts its changes into the wiki's content version.
 */
function wikiReaders(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wiki_categories')
        .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('visibility', 'text')
        .addColumn('version', 'integer', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      for (const table of ['wiki_favorites', 'wiki_views'] as const)
        await db.schema
          .createTable(table)
          .addColumn('user_id', 'integer', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('article_id', 'integer', (c) =>
            c.notNull().references('wiki_articles.id').onDelete('cascade'),
          )
          .addColumn('at', 'varchar(32)', notNull)
          .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'article_id'])
          .execute();
      await db.schema
        .createIndex('wiki_views_recent')
        .on('wiki_views')
        .columns(['user_id', 'at'])
        .execute();

      await withId(dialect, db.schema.createTable('wiki_votes'))
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('helpful', 'integer', notNull)
        .addColumn('comment', 'text')
        .addColumn('article_version', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addUniqueConstraint('wiki_votes_person', ['article_id', 'user_id'])
        .execute();

      await withId(dialect, db.schema.createTable('wiki_reports'))
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', notNull)
        .addColumn('article_version', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('resolved_at', 'varchar(32)')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('wiki_reports_article')
        .on('wiki_reports')
        .columns(['article_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'wiki_reports',
        'wiki_votes',
        'wiki_views',
        'wiki_favorites',
        'wiki_categories',
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}

/**
 * Passkeys (issue 16, item 7; decision 032): WebAuthn credentials per account, and the
 * challenges of running ceremonies (short-lived, single use, in the database so that every
 * process knows them). A role may require two-factor sign-in (item 4).
 */
function passkeys(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('passkeys'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', notNull)
        .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('device_type', 'varchar(20)', notNull)
        .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('aaguid', 'varchar(36)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('last_used_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

      await withId(dialect, db.schema.createTable('webauthn_challenges'))
        .addColumn('challenge', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(20)', notNull)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'varchar(64)')
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('webauthn_challenges_expires')
        .on('webauthn_challenges')
        .column('expires_at')
        .execute();

      await db.schema
        .alterTable('roles')
        .addColumn('requires_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('roles').dropColumn('requires_two_factor').execute();
      await db.schema.dropTable('webauthn_challenges').ifExists().execute();
      await db.schema.dropTable('passkeys').ifExists().execute();
    },
  };
}

/**
 * The blog on the wiki's engine (issue 17, item 8; decision 033): an article belongs to a
 * collection (`wiki` or `blog`); a blog post also has a date, a banner's alternative text and
 * a byline, kept in every revision like the rest of its state.
 */
function blog(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('wiki_articles')
        .addColumn('collection', 'varchar(16)', (c) => c.notNull().defaultTo('wiki'))
        .execute();
      for (const table of ['wiki_articles', 'wiki_revisions'] as const) {
        await db.schema.alterTable(table).addColumn('date', 'varchar(10)').execute();
        await db.schema.alterTable(table).addColumn('banner_alt', 'varchar(300)').execute();
        await db.schema.alterTable(table).addColumn('byline', 'varchar(100)').execute();
      }
      await db.schema
        .createIndex('wiki_articles_collection')
        .on('wiki_articles')
        .columns(['collection', 'status'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('wiki_articles_collection').execute();
      for (const table of ['wiki_articles', 'wiki_revisions'] as const)
        for (const column of ['byline', 'banner_alt', 'date'])
          await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.alterTable('wiki_articles').dropColumn('collection').execute();
    },
  };
}

/**
 * The wiki search's synonyms (issue 19, item 2; decision 034): one list, edited by wiki admins as
 * a whole, started with the groups the website's code held. Its version counts into the wiki's
 * content version, so every website process builds its search index again after a change.
 */
function wikiSynonyms(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wiki_synonyms')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('groups', 'text', notNull)
        .addColumn('version', 'integer', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db
        .insertInto('wiki_synonyms')
        .values({
          id: 1,
          groups: JSON.stringify(SEED_SYNONYMS),
          version: 1,
          updated_at: new Date().toISOString(),
          updated_by: null,
        })
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wiki_synonyms').ifExists().execute();
    },
  };
}

/**
 * Job ads on the wiki's engine (issue 18, decision 036): what an ad keeps beyond an article
 * (employment types, place, pay, lists, contact, last day) as JSON in `fields`, in every
 * revision too. HR's base role, where it exists already, may now write and publish ads; a new
 * database gets it with the role.
 */
function jobAds(): Migration {
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

/**
 * A reset or invitation link belongs to the address it was sent to (issue 27): a link mailed to
 * a mistyped address must not work once the address is corrected. Pending links keep working for
 * the address the account has now.
 */
function resetLinkAddress(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('password_resets').addColumn('email', 'varchar(255)').execute();
      await sql`update password_resets set email = (
        select users.email from users where users.id = password_resets.user_id)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('password_resets').dropColumn('email').execute();
    },
  };
}

/**
 * One message id per queued mail (security item 8): a worker killed between sending and marking
 * sent delivers the row again once the lock expires. The id is the SMTP Message-ID of every
 * attempt, so the receiving side can drop the repeat, and the dev outbox keeps one mail per id.
 * Outbox mails already delivered twice keep the id on their first copy only.
 */
function mailMessageIds(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('mail_queue')
        .addColumn('message_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      const rows = await db.selectFrom('mail_queue').select('id').execute();
      for (const { id } of rows)
        await db
          .updateTable('mail_queue')
          .set({ message_id: randomUUID() })
          .where('id', '=', id)
          .execute();
      // SQLite cannot drop a column default; there the unique index refuses a second empty id.
      if (dialect === 'postgres')
        await db.schema
          .alterTable('mail_queue')
          .alterColumn('message_id', (c) => c.dropDefault())
          .execute();
      await db.schema
        .createIndex('mail_queue_message_id')
        .on('mail_queue')
        .column('message_id')
        .unique()
        .execute();

      await db.schema.alterTable('mail_outbox').addColumn('message_id', 'varchar(64)').execute();
      await sql`update mail_outbox set message_id = (
          select mail_queue.message_id from mail_queue where mail_queue.id = mail_outbox.queue_id)
        where id in (
          select min(id) from mail_outbox where queue_id is not null group by queue_id)`.execute(
        db,
      );
      await db.schema
        .createIndex('mail_outbox_message_id')
        .on('mail_outbox')
        .column('message_id')
        .unique()
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('mail_outbox_message_id').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('message_id').execute();
      await db.schema.dropIndex('mail_queue_message_id').execute();
      await db.schema.alterTable('mail_queue').dropColumn('message_id').execute();
    },
  };
}

/** Whether a publisher gets a mail when something is submitted for review (issue 28, item 4). */
function reviewMail(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('review_mail', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('review_mail').execute();
    },
  };
}

export const INITIAL_MIGRATION = '2026_11_001_initial';

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    [INITIAL_MIGRATION]: initial(dialect),
    '2026_11_002_password_resets': passwordResets(dialect),
    '2026_11_003_wiki': wiki(dialect),
    '2026_11_004_helium_role_names': heliumRoleNames(),
    '2026_11_005_accounts': accounts(dialect),
    '2026_11_006_user_details': userDetails(),
    '2026_11_007_audit_log': auditLog(dialect),
    '2026_11_008_applications': applications(dialect),
    '2026_11_009_account_lifecycle': accountLifecycle(),
    '2026_11_010_german_folding': germanFolding(),
    '2026_11_011_wiki_readers': wikiReaders(dialect),
    '2026_11_012_passkeys': passkeys(dialect),
    '2026_11_013_blog': blog(),
    '2026_11_014_wiki_synonyms': wikiSynonyms(),
    '2026_11_015_job_ads': jobAds(),
    '2026_11_016_reset_link_address': resetLinkAddress(),
    '2026_11_017_mail_message_ids': mailMessageIds(dialect),
    '2026_11_018_job_ad_addresses': jobAdAddresses(),
    '2026_11_019_review_mail': reviewMail(),
    '2026_11_020_new_customers': newCustomers(),
    '2026_11_021_newsletter': newsletter(dialect),
    '2026_11_022_media_details': mediaDetails(),
  };
}

/**
 * Job ads' addresses without „(m/w/d)“ (issue 28): an ad whose address ends in it moves to the
 * address without, unless that one is taken; applications name the ad by its new address. The
 * website sends the old address to the new one (301).
 */
function jobAdAddresses(): Migration {
  return {
    async up(db: AnyDb) {
      const rows: { id: number; slug: string; collection: string }[] = await db
        .selectFrom('wiki_articles')
        .select(['id', 'slug', 'collection'])
        .orderBy('id')
        .execute();
      const taken = new Set(rows.map((r) => r.slug));
      for (const row of rows) {
        const clean = withoutGenderTail(row.slug);
        if (row.collection !== 'jobs' || clean === row.slug || taken.has(clean)) continue;
        await db
          .updateTable('wiki_articles')
          .set({ slug: clean })
          .where('id', '=', row.id)
          .execute();
        await db
          .updateTable('applications')
          .set({ job_slug: clean })
          .where('job_slug', '=', row.slug)
          .execute();
        taken.delete(row.slug);
        taken.add(clean);
      }
    },
  };
}

/**
 * One way in for new customers (issue 29, decision 041): an account keeps the USt-IdNr. or the
 * Gewerbenachweis it registered with, and the business profile asks for one of them. A
 * notification about an account is done once anyone acts on it (`done_at`, `done_action`,
 * `done_by`); those already settled before are marked from what the accounts show.
 */
function newCustomers(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('vat_id', 'varchar(20)').execute();
      await db.schema.alterTable('users').addColumn('trade_licence', 'varchar(200)').execute();
      await db.schema.alterTable('notifications').addColumn('done_at', 'varchar(32)').execute();
      await db.schema.alterTable('notifications').addColumn('done_action', 'varchar(20)').execute();
      await db.schema
        .alterTable('notifications')
        .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      // What happened to the accounts since they were reported, as far as the rows tell.
      const open: {
        id: number;
        type: string;
        created_at: string;
        subject: number | null;
        enabled_at: string | null;
        blocked_at: string | null;
        deleted_at: string | null;
        updated_at: string | null;
      }[] = await db
        .selectFrom('notifications as n')
        .leftJoin('users as u', 'u.id', 'n.subject_user_id')
        .select([
          'n.id',
          'n.type',
          'n.created_at',
          'u.id as subject',
          'u.enabled_at',
          'u.blocked_at',
          'u.deleted_at',
          'u.updated_at',
        ])
        .where('n.done_at', 'is', null)
        .execute();
      const settled = (n: (typeof open)[number]): [string, string] | null => {
        if (n.subject === null) return ['purged', n.created_at];
        if (n.type === 'account.deleted')
          return n.deleted_at ? null : ['restored', n.updated_at ?? n.created_at];
        if (n.deleted_at) return ['deleted', n.deleted_at];
        if (n.blocked_at && n.blocked_at >= n.created_at) return ['blocked', n.blocked_at];
        // Approved after the notice; an approval at registration (automatic) leaves it news.
        if (n.enabled_at && n.enabled_at > n.created_at) return ['approved', n.enabled_at];
        return null;
      };
      for (const n of open) {
        const done = settled(n);
        if (done)
          await db
            .updateTable('notifications')
            .set({ done_action: done[0], done_at: done[1] })
            .where('id', '=', n.id)
            .execute();
      }

      const row = (await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'registration_profiles')
        .executeTakeFirst()) as { value: string } | undefined;
      let profiles: unknown;
      try {
        profiles = row ? JSON.parse(row.value) : null;
      } catch {
        return;
      }
      if (!Array.isArray(profiles)) return;
      const add = (list: unknown) =>
        Array.isArray(list) && !list.includes('business_proof')
          ? [...list, 'business_proof']
          : list;
      const upgraded = profiles.map((p: Record<string, unknown>) =>
        p && typeof p === 'object' && p.key === 'geschaeftskunde'
          ? { ...p, fields: add(p.fields), required: add(p.required) }
          : p,
      );
      await db
        .updateTable('settings')
        .set({ value: JSON.stringify(upgraded) })
        .where('key', '=', 'registration_profiles')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('notifications').dropColumn('done_by').execute();
      await db.schema.alterTable('notifications').dropColumn('done_action').execute();
      await db.schema.alterTable('notifications').dropColumn('done_at').execute();
      await db.schema.alterTable('users').dropColumn('trade_licence').execute();
      await db.schema.alterTable('users').dropColumn('vat_id').execute();
    },
  };
}

/** Catalogue details of media files: what visitors read instead of file names. */
function mediaDetails(): Migration {
  const text = [
    'title',
    'description',
    'valid_from',
    'valid_until',
    'category',
    'portions',
    'article_no',
  ];
  const lists = ['tags', 'allergens', 'ingredients'];
  return {
    async up(db: AnyDb) {
      for (const column of text)
        await db.schema.alterTable('media_items').addColumn(column, 'text').execute();
      for (const column of lists)
        await db.schema
          .alterTable('media_items')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
    },
    async down(db: AnyDb) {
      for (const column of [...text, ...lists])
        await db.schema.alterTable('media_items').dropColumn(column).execute();
    },
  };
}

/**
 * The customer newsletter (issue 29, decision 043): subscriptions with their proof of consent,
 * extra headers on queued and delivered mails (`List-Unsubscribe`), and the marketing role
 * (where it exists) given the panel and the subscriber list.
 */
function newsletter(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('newsletter_subscriptions'))
        .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('state', 'varchar(20)', notNull)
        .addColumn('source', 'varchar(20)', notNull)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('consent_version', 'varchar(50)', notNull)
        .addColumn('consent_text_sha256', 'varchar(64)', notNull)
        .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('requested_at', 'varchar(32)', notNull)
        .addColumn('confirmed_at', 'varchar(32)')
        .addColumn('mails_sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('newsletter_subscriptions_state')
        .on('newsletter_subscriptions')
        .columns(['state', 'expires_at'])
        .execute();
      for (const table of ['mail_queue', 'mail_outbox'])
        await db.schema
          .alterTable(table)
          .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
          .execute();

      const marketing = (await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'marketing')
        .executeTakeFirst()) as { id: number } | undefined;
      if (marketing)
        for (const permission of ['system.access.admin.panel', 'app.newsletter.subscribers']) {
          const has = await db
            .selectFrom('role_permissions')
            .select('permission')
            .where('role_id', '=', marketing.id)
            .where('permission', '=', permission)
            .executeTakeFirst();
          if (!has)
            await db
              .insertInto('role_permissions')
              .values({ role_id: marketing.id, permission })
              .execute();
        }
    },
    async down(db: AnyDb) {
      for (const table of ['mail_outbox', 'mail_queue'])
        await db.schema.alterTable(table).dropColumn('headers').execute();
      await db.schema.dropTable('newsletter_subscriptions').ifExists().execute();
    },
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
/** A migrator over this project's migrations, on the schema the connection writes to. */
export async function createMigrator(db: AnyDb, dialect: Dialect): Promise<Migrator> {
  // Kysely looks for its own tables in every schema unless told which: with two schemas in one
  // database (tests, or several installations), it would find another's and skip creating its
  // own. The schema the connection writes to is the one.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const { error, results } = await (await createMigrator(db, dialect)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** For tests and diagnostics: whether the connection works. */
export async function ping(db: AnyDb): Promise<void> {
  await sql`select 1`.execute(db);
}
