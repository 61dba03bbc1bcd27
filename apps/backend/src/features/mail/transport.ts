// Where mail goes: an SMTP server when SMTP_URL is set, otherwise the dev outbox table
// (shown in the admin panel), so registration works end to end on one machine.
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  /** The bytes, read from the media store (disk or S3) when the mail goes out. */
  content: Buffer;
}

export interface OutgoingMail {
  queueId: number | null;
  /** The queue row's stable id: the same on every attempt, so a repeated send can be told apart. */
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: OutgoingAttachment[];
  /** Extra headers (`List-Unsubscribe`, …); the transport sets them as they are. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** The domain of the sender's address, where nodemailer's own Message-IDs put theirs. */
export function senderDomain(from: string): string {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf('@');
  return (at >= 0 ? address.slice(at + 1).trim() : '') || 'localhost';
}

export function createTransport(options: {
  smtpUrl: string | null;
  from: string;
  db: Kysely<DB>;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(smtpOptions(options.smtpUrl));
    const domain = senderDomain(options.from);
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail({
          from: options.from,
          messageId: `<${mail.messageId}@${domain}>`,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
          headers: mail.headers,
        });
      },
      close: () => transporter.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await options.db
        .insertInto('mail_outbox')
        .values({
          queue_id: mail.queueId,
          message_id: mail.messageId,
          sender: options.from,
          recipient: mail.to,
          reply_to: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: JSON.stringify(
            mail.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
          ),
          created_at: nowIso(),
          headers: JSON.stringify(mail.headers ?? {}),
        })
        // Delivered before a crash kept the row from being marked sent: that mail is the one.
        .onConflict((oc) => oc.column('message_id').doNothing())
        .execute();
    },
    close() {},
  };
}
