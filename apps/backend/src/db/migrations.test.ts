import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, startServer } from '../../test/harness';
import { openDatabase, nowIso } from './index';
import { createMigrator, migrateToLatest } from './migrations';

describe.each(DIALECTS)('migrations (%s)', (dialect) => {
  it('renames the roles to Helium’s names and keeps members, permissions and grants', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    try {
      const migrator = await createMigrator(db, dialect);
      const before = await migrator.migrateTo('2026_11_002_password_resets');
      expect(before.error).toBeUndefined();
      const now = nowIso();
      const role = async (name: string, permissions: string[]) => {
        const { id } = await db
          .insertInto('roles')
          .values({ name, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (permissions.length)
          await db
            .insertInto('role_permissions')
            .values(permissions.map((permission) => ({ role_id: id, permission })))
            .execute();
        return id;
      };
      const kunde = await role('kunde', []);
      const personal = await role('personal', []);
      const admin = await role('admin', ['system.admin', 'system.access.admin.panel']);
      const delegate = await role('Vertrieb', ['app.grant.kunde', 'system.assign.roles']);
      const hr = await role('Personalabteilung', ['app.careers.applications']);
      const { id: user } = await db
        .insertInto('users')
        .values({
          email: 'k@example.com',
          password_hash: 'x',
          firstname: 'K',
          lastname: 'K',
          search_text: 'k k',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user, role_id: kunde }).execute();

      await db
        .insertInto('settings')
        .values({
          key: 'registration_profiles',
          value: JSON.stringify([
            {
              key: 'kunde',
              label: 'Kundin oder Kunde',
              fields: ['firstname', 'lastname', 'company', 'customer_number', 'email'],
              required: ['firstname', 'lastname', 'company', 'email'],
            },
          ]),
          updated_at: now,
        })
        .execute();

      expect(await migrateToLatest(db, dialect)).toEqual([
        '2026_11_003_wiki',
        '2026_11_004_helium_role_names',
        '2026_11_005_accounts',
        '2026_11_006_user_details',
        '2026_11_007_audit_log',
        '2026_11_008_applications',
        '2026_11_009_account_lifecycle',
        '2026_11_010_german_folding',
        '2026_11_011_wiki_readers',
        '2026_11_012_passkeys',
        '2026_11_013_blog',
        '2026_11_014_wiki_synonyms',
        '2026_11_015_job_ads',
        '2026_11_016_reset_link_address',
        '2026_11_017_mail_message_ids',
        '2026_11_018_job_ad_addresses',
        '2026_11_019_review_mail',
        '2026_11_020_new_customers',
        '2026_11_021_newsletter',
        '2026_11_022_media_details',
        '2026_11_023_job_leases',
        '2026_11_024_backup_schedule',
        '2026_11_025_news',
        '2026_11_026_staff_fields',
        '2026_11_027_submission_search',
        '2026_11_028_mandatory_reading',
        '2026_11_029_wiki_review_dates',
        '2026_11_030_watching',
        '2026_11_031_news_digest',
        '2026_11_032_wiki_search_misses',
        '2026_11_033_media_texts',
        '2026_11_034_password_change',
        '2026_11_035_api_tokens',
        '2026_11_036_oidc_identities',
        '2026_11_037_oidc_group_roles',
      ]);
      // Existing people get the new fields empty.
      expect(
        await db
          .selectFrom('users')
          .select(['phone', 'admin_note', 'department', 'phone_extension', 'directory_mobile'])
          .where('id', '=', user)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        phone: null,
        admin_note: null,
        department: null,
        phone_extension: null,
        directory_mobile: 0,
      });

      const roles = await db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
      expect(roles).toEqual([
        { id: kunde, name: 'Kunde' },
        { id: personal, name: 'Personal' },
        { id: admin, name: 'Admin' },
        { id: delegate, name: 'Vertrieb' },
        { id: hr, name: 'Personalabteilung' },
      ]);
      const members = await db.selectFrom('user_roles').selectAll().execute();
      expect(members).toEqual([{ user_id: user, role_id: kunde }]);
      const grants = await db
        .selectFrom('role_permissions')
        .select('permission')
        .where('role_id', '=', delegate)
        .orderBy('permission')
        .execute();
      expect(grants.map((g) => g.permission)).toEqual(['app.grant.kunde', 'system.assign.roles']);
      const adminGrants = await db
        .selectFrom('role_permissions')
        .select('permission')
        .where('role_id', '=', admin)
        .orderBy('permission')
        .execute();
      expect(adminGrants.map((g) => g.permission)).toEqual([
        'app.notify.accounts',
        'system.access.admin.panel',
        'system.admin',
      ]);
      // HR writes and publishes the job ads now (2026_11_015), writes news (025) and manages
      // mandatory reading (028).
      const hrGrants = await db
        .selectFrom('role_permissions')
        .select('permission')
        .where('role_id', '=', hr)
        .orderBy('permission')
        .execute();
      expect(hrGrants.map((g) => g.permission)).toEqual([
        'app.careers.applications',
        'app.jobs.publish',
        'app.jobs.write',
        'app.news.write',
        'app.readings.manage',
      ]);
      // The old customer profile now gives the customer role on approval.
      const stored = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'registration_profiles')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.value)).toEqual([
        {
          key: 'geschaeftskunde',
          label: 'Geschäftskunde',
          // …and asks for a USt-IdNr. or a Gewerbenachweis (2026_11_020).
          fields: [
            'firstname',
            'lastname',
            'company',
            'customer_number',
            'email',
            'business_proof',
          ],
          required: ['firstname', 'lastname', 'company', 'email', 'business_proof'],
          roles: ['Kunde'],
          auto_enable: false,
        },
      ]);
    } finally {
      await close();
    }

    // The backend starts on the renamed data without adding the roles a second time.
    const server = await startServer(dialect, { database });
    try {
      const names = (
        await server.backend.ctx.db.selectFrom('roles').select('name').orderBy('name').execute()
      ).map((r) => r.name);
      expect(names).toEqual([
        'Admin',
        'Kunde',
        'Personal',
        'Personalabteilung',
        'Vertrieb',
        'marketing',
        'wiki-autor',
        'wiki-redaktion',
      ]);
    } finally {
      await server.stop();
    }
  });

  it('settles the notifications about accounts someone already acted on', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    try {
      const migrator = await createMigrator(db, dialect);
      expect((await migrator.migrateTo('2026_11_019_review_mail')).error).toBeUndefined();
      const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
      const account = async (
        email: string,
        state: { enabled_at?: string; blocked_at?: string; deleted_at?: string } = {},
      ) =>
        (
          await db
            .insertInto('users')
            .values({
              email,
              password_hash: 'x',
              firstname: 'A',
              lastname: email,
              search_text: email,
              created_at: at(0),
              updated_at: at(30),
              ...state,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const admin = await account('admin@example.com', { enabled_at: at(0) });
      const accounts = {
        waiting: await account('wartet@example.com'),
        approved: await account('frei@example.com', { enabled_at: at(20) }),
        automatic: await account('sofort@example.com', { enabled_at: at(1) }),
        blocked: await account('gesperrt@example.com', { blocked_at: at(20) }),
        deleted: await account('geloescht@example.com', { deleted_at: at(20) }),
        restored: await account('zurueck@example.com', { enabled_at: at(0) }),
      };
      const notice = (type: string, subject: number | null) =>
        db
          .insertInto('notifications')
          .values({
            recipient_id: admin,
            type,
            subject_user_id: subject,
            title: type,
            body: '',
            created_at: at(1),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
          .then((r) => r.id);
      const ids = {
        waiting: await notice('account.verified', accounts.waiting),
        approved: await notice('account.verified', accounts.approved),
        automatic: await notice('account.registered', accounts.automatic),
        blocked: await notice('account.registered', accounts.blocked),
        deleted: await notice('account.registered', accounts.deleted),
        restored: await notice('account.deleted', accounts.restored),
        stillDeleted: await notice('account.deleted', accounts.deleted),
        purged: await notice('account.registered', null),
      };

      expect(await migrateToLatest(db, dialect)).toEqual([
        '2026_11_020_new_customers',
        '2026_11_021_newsletter',
        '2026_11_022_media_details',
        '2026_11_023_job_leases',
        '2026_11_024_backup_schedule',
        '2026_11_025_news',
        '2026_11_026_staff_fields',
        '2026_11_027_submission_search',
        '2026_11_028_mandatory_reading',
        '2026_11_029_wiki_review_dates',
        '2026_11_030_watching',
        '2026_11_031_news_digest',
        '2026_11_032_wiki_search_misses',
        '2026_11_033_media_texts',
        '2026_11_034_password_change',
        '2026_11_035_api_tokens',
        '2026_11_036_oidc_identities',
        '2026_11_037_oidc_group_roles',
      ]);
      const rows = await db
        .selectFrom('notifications')
        .select(['id', 'done_action', 'done_at'])
        .execute();
      const outcome = (id: number) => rows.find((r) => r.id === id)?.done_action ?? null;
      expect(Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, outcome(id)]))).toEqual({
        waiting: null,
        approved: 'approved',
        // Approved by its profile at registration: nobody acted, it stays news.
        automatic: null,
        blocked: 'blocked',
        deleted: 'deleted',
        restored: 'restored',
        stillDeleted: null,
        purged: 'purged',
      });
      expect(rows.find((r) => r.id === ids.approved)?.done_at).toBe(at(20));
      // New columns, empty for existing people.
      expect(
        await db
          .selectFrom('users')
          .select(['vat_id', 'trade_licence'])
          .where('id', '=', accounts.waiting)
          .executeTakeFirstOrThrow(),
      ).toEqual({ vat_id: null, trade_licence: null });
    } finally {
      await close();
      await database.drop();
    }
  });

  it('gives every queued mail its own message id and keys the outbox by it', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    // Rows as the schema before this migration had them (no message id yet).
    const before = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    try {
      const migrator = await createMigrator(db, dialect);
      expect((await migrator.migrateTo('2026_11_016_reset_link_address')).error).toBeUndefined();
      const now = nowIso();
      const mail = (state: string) => ({
        purpose: 'test',
        recipient: 'r@example.com',
        subject: 'S',
        text: 'T',
        html: '<p>T</p>',
        state,
        next_attempt_at: now,
        created_at: now,
      });
      const [sent, pending] = (
        await before
          .insertInto('mail_queue')
          .values([mail('sent'), mail('pending')])
          .returning('id')
          .execute()
      ).map((r) => Number(r.id)) as [number, number];
      const outbox = (queueId: number | null) => ({
        queue_id: queueId,
        sender: 'f@example.com',
        recipient: 'r@example.com',
        subject: 'S',
        text: 'T',
        html: '<p>T</p>',
        attachments: '[]',
        created_at: now,
      });
      // A mail delivered twice by an earlier crash, and one whose queue row is gone.
      await before
        .insertInto('mail_outbox')
        .values([outbox(sent), outbox(sent), outbox(null)])
        .execute();

      const migrated = await migrator.migrateTo('2026_11_017_mail_message_ids');
      expect(migrated.results?.map((r) => [r.migrationName, r.status])).toEqual([
        ['2026_11_017_mail_message_ids', 'Success'],
      ]);
      const queued = await db
        .selectFrom('mail_queue')
        .select(['id', 'message_id'])
        .orderBy('id')
        .execute();
      expect(queued.map((q) => q.id)).toEqual([sent, pending]);
      for (const q of queued) expect(q.message_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(queued[0]!.message_id).not.toBe(queued[1]!.message_id);
      const kept = await db.selectFrom('mail_outbox').select('message_id').orderBy('id').execute();
      expect(kept.map((o) => o.message_id)).toEqual([queued[0]!.message_id, null, null]);
      // One queue row, one message id: neither table takes it twice.
      await expect(
        db
          .updateTable('mail_queue')
          .set({ message_id: queued[0]!.message_id })
          .where('id', '=', pending)
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('mail_outbox')
          .values({ ...outbox(sent), message_id: queued[0]!.message_id })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await close();
      await database.drop();
    }
  });

  it('makes the form submissions of before searchable by name and address', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    try {
      const migrator = await createMigrator(db, dialect);
      expect((await migrator.migrateTo('2026_11_024_backup_schedule')).error).toBeUndefined();
      const now = nowIso();
      await db
        .insertInto('form_submissions')
        .values({
          type: 'application',
          name: 'Jörg Müßig',
          email: 'JM@Example.com',
          topic: 'Fahrer',
          data: '{}',
          delivery_state: 'sent',
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect(await migrateToLatest(db, dialect)).toContain('2026_11_027_submission_search');
      const row = await db
        .selectFrom('form_submissions')
        .select('search_text')
        .executeTakeFirstOrThrow();
      expect(row.search_text).toBe('joerg muessig jm@example.com jorg mussig jm@example.com');
    } finally {
      await close();
      await database.drop();
    }
  });

  it('drops „(m/w/d)“ from the addresses of job ads, and applications follow', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    try {
      const migrator = await createMigrator(db, dialect);
      expect((await migrator.migrateTo('2026_11_017_mail_message_ids')).error).toBeUndefined();
      const now = nowIso();
      const entry = (slug: string, collection: string) => ({
        slug,
        title: slug,
        description: '',
        category: 'Lager & Logistik',
        tags: '[]',
        status: 'published',
        pinned: 0,
        body: '',
        version: 1,
        created_at: now,
        updated_at: now,
        collection,
      });
      await db
        .insertInto('wiki_articles')
        .values([
          entry('fahrer-kuehltransporte-m-w-d', 'jobs'),
          entry('disponent-w-m-d', 'jobs'),
          entry('lager', 'jobs'),
          // Taken already: the old address stays rather than two ads share one.
          entry('lager-m-w-d', 'jobs'),
          entry('teamtag-m-w-d', 'wiki'),
        ])
        .execute();
      const { id: submission } = await db
        .insertInto('form_submissions')
        .values({
          type: 'application',
          name: 'Ina',
          email: 'ina@example.com',
          topic: 'Fahrer',
          data: '{}',
          delivery_state: 'sent',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('applications')
        .values({
          submission_id: submission,
          job_slug: 'fahrer-kuehltransporte-m-w-d',
          job_title: 'Fahrer Kühltransporte (m/w/d)',
          created_at: now,
          updated_at: now,
        })
        .execute();

      expect(await migrateToLatest(db, dialect)).toContain('2026_11_018_job_ad_addresses');
      const slugs = await db
        .selectFrom('wiki_articles')
        .select(['slug', 'collection'])
        .orderBy('id')
        .execute();
      expect(slugs.map((s) => s.slug)).toEqual([
        'fahrer-kuehltransporte',
        'disponent',
        'lager',
        'lager-m-w-d',
        'teamtag-m-w-d',
      ]);
      const application = await db
        .selectFrom('applications')
        .select('job_slug')
        .executeTakeFirstOrThrow();
      expect(application.job_slug).toBe('fahrer-kuehltransporte');
    } finally {
      await close();
      await database.drop();
    }
  });

  it('computes the search texts anew in the contract’s folding', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    try {
      const migrator = await createMigrator(db, dialect);
      expect((await migrator.migrateTo('2026_11_009_account_lifecycle')).error).toBeUndefined();
      const now = nowIso();
      await db
        .insertInto('users')
        .values({
          email: 'j@example.com',
          password_hash: 'x',
          firstname: 'Jürgen',
          lastname: 'Müller',
          company: 'Fleischerei Größe',
          // The old folding: ü→u, ß→ss.
          search_text: 'jurgen muller fleischerei grosse',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('audit_log')
        .values({
          action: 'user.created',
          actor_label: 'Jörg Köhler <a@example.com>',
          target_label: 'Jürgen Müller <j@example.com>',
          ip: '10.0.0.1',
          details: '{}',
          search_text: 'jorg kohler <a@example.com> jurgen muller <j@example.com> 10.0.0.1',
          created_at: now,
        })
        .execute();
      await db
        .insertInto('media_items')
        .values({
          name: 'Rinderhüfte.pdf',
          path: 'Rinderhüfte.pdf',
          folded_name: 'rinderhufte.pdf',
          is_dir: 0,
          mime_type: 'application/pdf',
          inherit_rules: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect(await migrateToLatest(db, dialect)).toContain('2026_11_010_german_folding');
      expect(
        (await db.selectFrom('users').select('search_text').executeTakeFirstOrThrow()).search_text,
      ).toBe('juergen mueller fleischerei groesse jurgen muller fleischerei grosse');
      expect(
        (await db.selectFrom('audit_log').select('search_text').executeTakeFirstOrThrow())
          .search_text,
      ).toBe(
        'joerg koehler <a@example.com> juergen mueller <j@example.com> 10.0.0.1 jorg kohler <a@example.com> jurgen muller <j@example.com> 10.0.0.1',
      );
      expect(
        (await db.selectFrom('media_items').select('folded_name').executeTakeFirstOrThrow())
          .folded_name,
      ).toBe('rinderhuefte.pdf rinderhufte.pdf');
    } finally {
      await close();
      await database.drop();
    }
  });
  it('gives an existing marketing role the panel and the newsletter list, once', async () => {
    const database = await createTestDatabase(dialect);
    const { db, close } = openDatabase(
      dialect === 'sqlite'
        ? { dialect, file: database.url }
        : { dialect, connectionString: database.url },
    );
    try {
      const migrator = await createMigrator(db, dialect);
      expect((await migrator.migrateTo('2026_11_020_new_customers')).error).toBeUndefined();
      const now = nowIso();
      const { id } = await db
        .insertInto('roles')
        .values({ name: 'marketing', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_permissions')
        .values([
          { role_id: id, permission: 'app.blog.write' },
          { role_id: id, permission: 'system.access.admin.panel' },
        ])
        .execute();
      expect((await migrateToLatest(db, dialect))[0]).toBe('2026_11_021_newsletter');
      const permissions = await db
        .selectFrom('role_permissions')
        .select('permission')
        .where('role_id', '=', id)
        .orderBy('permission')
        .execute();
      // … and the news (2026_11_025_news, decision 051).
      expect(permissions.map((p) => p.permission)).toEqual([
        'app.blog.write',
        'app.news.write',
        'app.newsletter.subscribers',
        'system.access.admin.panel',
      ]);
      // Mails queued before keep working: their headers are an empty object.
      expect(await db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual([]);
    } finally {
      await close();
      await database.drop();
    }
  });
});
