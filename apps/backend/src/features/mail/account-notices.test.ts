// Issue 16: the mail that reports a change to an account is queued by the change's own
// transaction (the transactional outbox the forms use): a change that cannot queue its mail is
// not made, a change that fails queues nothing, and every change that is made has its mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
  mailsTo,
  userIdOf,
} from '../../../test/harness';

const PASSWORD = 'Kühlhaus-am-Hafen-2026';

describe.each(DIALECTS)('account mails in the change’s transaction (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let n = 0;

  beforeAll(async () => {
    server = await startServer(dialect, { mail: { start: false } });
    admin = await as(server, 'admin@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const db = () => server.backend.ctx.db;

  /** A verified account of its own for each case; approved unless said otherwise. */
  async function person(enabled = true) {
    const email = `notice-${++n}@example.com`;
    const res = await admin.post('/api/admin/users', {
      firstname: 'Nora',
      lastname: `Notiz${n}`,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      verified: true,
      enabled,
    });
    expect(res.status).toBe(201);
    return { id: res.body.data.id as number, email };
  }

  async function queued(to: string, purpose: string) {
    return (
      await db()
        .selectFrom('mail_queue')
        .select('id')
        .where('recipient', '=', to)
        .where('purpose', '=', purpose)
        .execute()
    ).length;
  }

  async function user(id: number) {
    return db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Runs `change` while the mail queue cannot be written. */
  async function withoutQueue<T>(change: () => Promise<T>): Promise<T> {
    await sql`alter table mail_queue rename to mail_queue_away`.execute(db());
    try {
      return await change();
    } finally {
      await sql`alter table mail_queue_away rename to mail_queue`.execute(db());
    }
  }

  it('approval: without its mail no approval, with it both', async () => {
    const { id, email } = await person(false);
    const refused = await withoutQueue(() => admin.post(`/api/admin/users/${id}/enable`));
    expect(refused.status).toBe(500);
    expect((await user(id)).enabled_at).toBeNull();
    expect((await admin.post(`/api/admin/users/${id}/enable`)).status).toBe(200);
    expect((await user(id)).enabled_at).not.toBeNull();
    expect(await queued(email, 'account.approved')).toBe(1);
  });

  it('a mail that asks to be answered can be: its Reply-To is the company’s address', async () => {
    // The sender is noreply@…; the approval mail says „antworten Sie auf diese E-Mail“.
    const { id, email } = await person(false);
    expect((await admin.post(`/api/admin/users/${id}/enable`)).status).toBe(200);
    const [mail] = await mailsTo(server, email);
    expect(mail?.sender).toMatch(/noreply@/);
    expect(mail?.reply_to).toBe('info@hallberg-frischdienst.example');
    // The address follows the admin's setting.
    expect(
      (await admin.put('/api/admin/settings', { company_email: 'kontakt@example.com' })).status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/users/${id}/block`, { reason: 'Test' })).status).toBe(200);
    expect((await mailsTo(server, email)).at(-1)?.reply_to).toBe('kontakt@example.com');
  });

  it('an admin’s deletion tells the person, in the same transaction; an unconfirmed address is not mailed', async () => {
    const { id, email } = await person();
    const remove = () => admin.delete(`/api/admin/users/${id}`);
    expect((await withoutQueue(remove)).status).toBe(500);
    expect((await user(id)).deleted_at).toBeNull();
    expect((await remove()).status).toBe(204);
    const mail = (await mailsTo(server, email)).at(-1)!;
    expect(mail.subject).toBe('Ihr Konto wurde gelöscht');
    expect(mail.text).toContain('von unserer Verwaltung gelöscht');
    expect(mail.text).toContain('wiederherstellen');

    // An address nobody confirmed may not be the registrant's: no mail to it.
    const unconfirmed = `unbestaetigt-${++n}@example.com`;
    const created = await admin.post('/api/admin/users', {
      firstname: 'Udo',
      lastname: 'Unbestätigt',
      email: unconfirmed,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      verified: false,
    });
    expect(created.status).toBe(201);
    expect((await admin.delete(`/api/admin/users/${created.body.data.id}`)).status).toBe(204);
    expect(await queued(unconfirmed, 'account.deleted')).toBe(0);
  });

  it('block and unblock: each with its mail or not at all', async () => {
    const { id, email } = await person();
    const block = () => admin.post(`/api/admin/users/${id}/block`, { reason: 'Test' });
    expect((await withoutQueue(block)).status).toBe(500);
    expect((await user(id)).blocked_at).toBeNull();
    expect((await block()).status).toBe(200);
    expect(await queued(email, 'account.blocked')).toBe(1);
    const unblock = () => admin.post(`/api/admin/users/${id}/unblock`);
    expect((await withoutQueue(unblock)).status).toBe(500);
    expect((await user(id)).blocked_at).not.toBeNull();
    expect((await unblock()).status).toBe(200);
    expect(await queued(email, 'account.unblocked')).toBe(1);
  });

  it('an e-mail change by an admin: the address, the notice and the link together', async () => {
    const { id, email } = await person();
    const next = `neu-${n}@example.com`;
    const change = () => admin.patch(`/api/admin/users/${id}`, { email: next });
    expect((await withoutQueue(change)).status).toBe(500);
    expect((await user(id)).email).toBe(email);
    // A change that fails (the address is taken) queues nothing.
    const taken = await admin.patch(`/api/admin/users/${id}`, { email: 'kunde@example.com' });
    expect(taken.status).toBe(422);
    expect(await queued(email, 'account.email-changed')).toBe(0);
    expect(await queued('kunde@example.com', 'account.verify')).toBe(0);
    expect((await change()).status).toBe(200);
    expect((await user(id)).email).toBe(next);
    expect(await queued(email, 'account.email-changed')).toBe(1);
    expect(await queued(next, 'account.verify')).toBe(1);
  });

  it('an own password change and an own e-mail change', async () => {
    const { id, email } = await person();
    const client = server.client();
    await client.login(email, PASSWORD);
    const before = (await user(id)).password_hash;
    const change = () =>
      client.patch('/api/user/password', {
        current_password: PASSWORD,
        password: 'Neues-Kühlhaus-2027',
        password_confirmation: 'Neues-Kühlhaus-2027',
      });
    expect((await withoutQueue(change)).status).toBe(500);
    expect((await user(id)).password_hash).toBe(before);
    // A wrong current password changes nothing and tells nobody.
    const wrong = await client.patch('/api/user/password', {
      current_password: 'falsch-falsch-falsch',
      password: 'Neues-Kühlhaus-2027',
      password_confirmation: 'Neues-Kühlhaus-2027',
    });
    expect(wrong.status).toBe(422);
    expect(await queued(email, 'account.password-changed')).toBe(0);
    expect((await change()).status).toBe(204);
    expect(await queued(email, 'account.password-changed')).toBe(1);

    const next = `selbst-${n}@example.com`;
    const move = () =>
      client.put('/api/user/email', { email: next, password: 'Neues-Kühlhaus-2027' });
    expect((await withoutQueue(move)).status).toBe(500);
    expect((await user(id)).email).toBe(email);
    expect((await move()).status).toBe(200);
    expect(await queued(email, 'account.email-changed')).toBe(1);
    expect(await queued(next, 'account.verify')).toBe(1);
  });

  it('2FA turned off by an admin', async () => {
    const id = await userIdOf(server, 'zweifaktor@example.com');
    const reset = () => admin.delete(`/api/admin/users/${id}/two-factor`);
    expect((await withoutQueue(reset)).status).toBe(500);
    expect((await user(id)).tfa_enabled_at).not.toBeNull();
    expect((await reset()).status).toBe(200);
    expect((await user(id)).tfa_enabled_at).toBeNull();
    expect(await queued('zweifaktor@example.com', 'account.two-factor-disabled')).toBe(1);
  });

  it('an own deletion: the person and the admins are told, or nothing is deleted', async () => {
    const { id, email } = await person();
    const client = server.client();
    await client.login(email, PASSWORD);
    const remove = () => client.delete('/api/user', { password: PASSWORD });
    expect((await withoutQueue(remove)).status).toBe(500);
    expect((await user(id)).deleted_at).toBeNull();
    const notices = async () =>
      (
        await db()
          .selectFrom('notifications')
          .select('id')
          .where('subject_user_id', '=', id)
          .where('type', '=', 'account.deleted')
          .execute()
      ).length;
    expect(await notices()).toBe(0);
    expect((await remove()).status).toBe(204);
    expect((await user(id)).deleted_at).not.toBeNull();
    expect(await queued(email, 'account.deleted')).toBe(1);
    expect(await queued('admin@example.com', 'admin.account.deleted')).toBeGreaterThan(0);
    expect(await notices()).toBeGreaterThan(0);

    const restore = () => admin.post(`/api/admin/users/${id}/restore`);
    expect((await withoutQueue(restore)).status).toBe(500);
    expect((await user(id)).deleted_at).not.toBeNull();
    expect((await restore()).status).toBe(200);
    expect(await queued(email, 'account.restored')).toBe(1);
  });

  it('an invitation is created with its mail or not at all', async () => {
    const invite = () =>
      admin.post('/api/admin/users', {
        firstname: 'Ina',
        lastname: 'Einladung',
        email: 'einladung-outbox@example.com',
      });
    expect((await withoutQueue(invite)).status).toBe(500);
    expect(
      await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'einladung-outbox@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await invite()).status).toBe(201);
    expect(await queued('einladung-outbox@example.com', 'account.invite')).toBe(1);
  });
});
