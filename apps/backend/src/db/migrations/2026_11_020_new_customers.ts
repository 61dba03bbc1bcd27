import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * One way in for new customers (issue 29, decision 041): an account keeps the USt-IdNr. or the
 * Gewerbenachweis it registered with, and the business profile asks for one of them. A
 * notification about an account is done once anyone acts on it (`done_at`, `done_action`,
 * `done_by`); those already settled before are marked from what the accounts show.
 */
export function newCustomers(): Migration {
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
