// Telling people of something (decision 055): one unread notification per person and topic (an
// article saved ten times while someone is away is one notification, brought up to date), and a
// mail that waits a while and is taken back when the notification is read first.
import { WATCH_MAIL_DELAY_MS } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import { cancelQueuedMail, enqueueMail, watchMail } from '../mail';
import type { Settings } from '../settings';

/** A person to tell, and whether they want a mail for it. */
export interface Recipient {
  id: number;
  email: string;
  name: string;
  mail: boolean;
}

/** What happened: the notification's kind, topic, title, text and the website path it leads to. */
export interface Happening {
  type: string;
  /** One unread notification per person and topic: `article:12`, `news:3`, `reading:4:2`. */
  topic: string;
  title: string;
  body: string;
  link: string;
}

/** Tells each of `people` but the one who acted; returns how many were told. */
export async function tell(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  people: Recipient[],
  actorId: number | null,
  what: Happening,
): Promise<number> {
  const seen = new Set<number>();
  const told = people.filter((p) => p.id !== actorId && !seen.has(p.id) && seen.add(p.id));
  if (!told.length) return 0;
  const company = String((await settings.get('company_name')) ?? '');
  const { websiteUrl } = ctx.config;
  let mailed = false;
  for (const person of told) {
    const now = nowIso();
    const values = {
      type: what.type,
      title: what.title.slice(0, 300),
      body: what.body.slice(0, 1000),
      link: what.link,
      created_at: now,
    };
    const open = await ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', person.id)
      .where('topic', '=', what.topic)
      .where('read_at', 'is', null)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    if (open) {
      await ctx.db.updateTable('notifications').set(values).where('id', '=', open.id).execute();
      continue;
    }
    const mailId = person.mail
      ? await enqueueMail(ctx.db, {
          purpose: what.type,
          to: person.email,
          notBefore: new Date(Date.now() + WATCH_MAIL_DELAY_MS),
          content: watchMail({
            name: person.name,
            subject: what.title,
            text: what.body,
            url: `${websiteUrl}${what.link}`,
            listUrl: `${websiteUrl}/intern/benachrichtigungen`,
            company,
          }),
        })
      : null;
    mailed ||= mailId !== null;
    await ctx.db
      .insertInto('notifications')
      .values({
        ...values,
        recipient_id: person.id,
        subject_user_id: null,
        topic: what.topic,
        mail_id: mailId,
      })
      .execute();
  }
  if (mailed) nudgeMail();
  return told.length;
}

/**
 * Takes back what was told about `topic` and not yet read: the notifications go, and their mails
 * that still wait are not sent. Answers how many notifications went.
 */
export async function withdraw(ctx: Pick<AppContext, 'db'>, topic: string): Promise<number> {
  const open = await ctx.db
    .selectFrom('notifications')
    .select(['id', 'mail_id'])
    .where('topic', '=', topic)
    .where('read_at', 'is', null)
    .execute();
  if (!open.length) return 0;
  for (const row of open) if (row.mail_id) await cancelQueuedMail(ctx.db, row.mail_id);
  await ctx.db
    .deleteFrom('notifications')
    .where(
      'id',
      'in',
      open.map((r) => r.id),
    )
    .execute();
  return open.length;
}
