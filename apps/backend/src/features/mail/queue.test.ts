// A crash between sending a mail and marking it sent (SIGKILL, power loss) makes the worker send
// it again once the lock expires. Every queue row has one Message-ID for all its attempts: the dev
// outbox keeps one mail per id, and an SMTP receiver sees the same id twice and can drop one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../../../test/harness';
import { freePort, startSmtp, waitFor } from '../../../test/smtp';
import { nowIso } from '../../db';
import { cancelQueuedMail, enqueueMail } from './queue';

let n = 0;

/** Queues a mail as every feature does, in its own transaction. */
async function queue(server: TestServer, notBefore?: Date) {
  const to = `einmal-${++n}@example.com`;
  const id = await server.backend.ctx.db.transaction().execute((trx) =>
    enqueueMail(trx, {
      purpose: 'test.once',
      to,
      content: {
        subject: `Lieferschein ${n}`,
        text: 'Ihre Ware kommt morgen.',
        html: '<p>Ihre Ware kommt morgen.</p>',
      },
      notBefore,
    }),
  );
  return { id, to };
}

/** As if the hold had passed: the row's time is a second ago. */
async function holdOver(server: TestServer, id: number) {
  await server.backend.ctx.db
    .updateTable('mail_queue')
    .set({ next_attempt_at: nowIso(new Date(Date.now() - 1000)) })
    .where('id', '=', id)
    .execute();
}

async function outboxTo(server: TestServer, to: string) {
  return server.backend.ctx.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', to)
    .execute();
}

/** The row as a SIGKILL after the send and before the update leaves it: claimed, lock expired. */
async function crashedAfterSending(server: TestServer, id: number) {
  await server.backend.ctx.db
    .updateTable('mail_queue')
    .set({
      state: 'sending',
      sent_at: null,
      locked_until: nowIso(new Date(Date.now() - 1000)),
    })
    .where('id', '=', id)
    .execute();
}

async function stateOf(server: TestServer, id: number) {
  return (
    await server.backend.ctx.db
      .selectFrom('mail_queue')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;
}

async function messageIdOfRow(server: TestServer, id: number) {
  return (
    await server.backend.ctx.db
      .selectFrom('mail_queue')
      .select('message_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).message_id;
}

function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1];
}

describe.each(DIALECTS)('mail delivered once per queue row (%s)', (dialect) => {
  describe('dev outbox', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, { mail: { start: false } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('writes one outbox mail when the worker delivers a row again after a crash', async () => {
      const db = server.backend.ctx.db;
      const { id, to } = await queue(server);
      await server.backend.worker.tick();
      expect(await stateOf(server, id)).toBe('sent');

      await crashedAfterSending(server, id);
      await server.backend.worker.tick();

      const outbox = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', to)
        .execute();
      expect(outbox).toHaveLength(1);
      // The second delivery counts as done: the row is sent, not retried forever.
      expect(await stateOf(server, id)).toBe('sent');
      expect(outbox[0]).toMatchObject({
        queue_id: id,
        message_id: await messageIdOfRow(server, id),
      });
    });

    it('gives every queued mail its own message id', async () => {
      const first = await queue(server);
      const second = await queue(server);
      const a = await messageIdOfRow(server, first.id);
      const b = await messageIdOfRow(server, second.id);
      expect(a).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).toMatch(/^[0-9a-f-]{36}$/);
      expect(a).not.toBe(b);
    });

    it('holds a row until its not-before time, and never delivers one taken back while it waits', async () => {
      const held = await queue(server, new Date(Date.now() + 30_000));
      const taken = await queue(server, new Date(Date.now() + 30_000));
      await server.backend.worker.tick();
      expect(await stateOf(server, held.id)).toBe('pending');
      expect(await outboxTo(server, held.to)).toEqual([]);

      expect(await cancelQueuedMail(server.backend.ctx.db, taken.id)).toBe(true);
      expect(await cancelQueuedMail(server.backend.ctx.db, taken.id)).toBe(false);
      expect(await stateOf(server, taken.id)).toBe('cancelled');

      await holdOver(server, held.id);
      await holdOver(server, taken.id);
      // Once the time has come the row goes and can no longer be taken back.
      expect(await cancelQueuedMail(server.backend.ctx.db, held.id)).toBe(false);
      await server.backend.worker.tick();
      expect(await stateOf(server, held.id)).toBe('sent');
      expect(await outboxTo(server, held.to)).toHaveLength(1);
      expect(await stateOf(server, taken.id)).toBe('cancelled');
      expect(await outboxTo(server, taken.to)).toEqual([]);
      // A mail sent at once cannot be taken back either.
      const now = await queue(server);
      expect(await cancelQueuedMail(server.backend.ctx.db, now.id)).toBe(false);
    });
  });

  describe('SMTP', () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      const port = await freePort();
      smtp = await startSmtp(port);
      server = await startServer(dialect, {
        env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
        mail: { start: false },
      });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    it('sends the same Message-ID again when it delivers a row again after a crash', async () => {
      const { id, to } = await queue(server);
      const other = await queue(server);
      await server.backend.worker.tick();
      const toThem = () => smtp.received.filter((m) => m.to.includes(to));
      await waitFor(async () => toThem().length === 1, 5000, 'erste Zustellung');

      await crashedAfterSending(server, id);
      await server.backend.worker.tick();
      await waitFor(async () => toThem().length === 2, 5000, 'zweite Zustellung');

      const [first, second] = toThem().map((m) => messageIdOf(m.raw));
      expect(first).toBeDefined();
      expect(second).toBe(first);
      expect(await stateOf(server, id)).toBe('sent');
      // The sender's domain, as nodemailer's own ids had it.
      expect(first).toBe(`<${await messageIdOfRow(server, id)}@hallberg-frischdienst.example>`);
      const otherMail = smtp.received.find((m) => m.to.includes(other.to));
      expect(messageIdOf(otherMail!.raw)).not.toBe(first);
    });
  });
});
