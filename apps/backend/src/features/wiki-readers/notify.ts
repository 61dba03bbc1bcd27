// A reader's answer or error report reaches whoever looks after the article (decision 035): its
// author, as the editor workflow tells authors (features/wiki/notify.ts), by a notification and
// a mail; when the author is gone (account deleted, blocked or no longer writing in the wiki,
// or no longer allowed to read the article, or an imported article without one), the wiki's
// publishers who may read it. The reader is never told of their own answer.
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { WikiArticleRow } from '../../db/schema';
import { enqueueMail, wikiReaderMail } from '../mail';
import type { Settings } from '../settings';
import {
  authorWhoLooksAfter,
  publishersOf,
  type CategoryLimits,
  type WikiPersonToTell,
} from '../wiki';

export type ReaderNoticeKind = 'helpful' | 'not_helpful' | 'report';

/** The author if they still look after the article, otherwise the publishers who may read it. */
export async function recipientsFor(
  ctx: AppContext,
  article: WikiArticleRow,
  limits: CategoryLimits,
): Promise<{ author: boolean; people: WikiPersonToTell[] }> {
  const author = await authorWhoLooksAfter(ctx, article, limits);
  if (author) return { author: true, people: [author] };
  return { author: false, people: await publishersOf(ctx, article, limits) };
}

export async function tellAboutReader(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  p: {
    article: WikiArticleRow;
    limits: CategoryLimits;
    kind: ReaderNoticeKind;
    text: string;
    readerId: number;
  },
) {
  const { author, people } = await recipientsFor(ctx, p.article, p.limits);
  const recipients = people.filter((person) => person.id !== p.readerId);
  if (!recipients.length) return;
  const reader = await ctx.db
    .selectFrom('users')
    .select(['firstname', 'lastname', 'email'])
    .where('id', '=', p.readerId)
    .executeTakeFirst();
  const by = reader ? `${reader.firstname} ${reader.lastname}`.trim() : 'Jemand';
  const company = String((await settings.get('company_name')) ?? '');
  const url = `${ctx.config.websiteUrl}/intern/wiki/${p.article.slug}/versionen#rueckmeldungen`;
  const now = nowIso();
  for (const person of recipients) {
    const mail = wikiReaderMail({
      name: person.name,
      title: p.article.title,
      by,
      kind: p.kind,
      text: p.text,
      author,
      url,
      company,
    });
    await ctx.db
      .insertInto('notifications')
      .values({
        recipient_id: person.id,
        type: p.kind === 'report' ? 'wiki.report' : `wiki.feedback`,
        subject_user_id: null,
        title: mail.subject.slice(0, 300),
        body: (p.text || `${by} fand den Artikel nicht hilfreich.`).slice(0, 1000),
        created_at: now,
      })
      .execute();
    await enqueueMail(ctx.db, {
      purpose: p.kind === 'report' ? 'wiki.report' : 'wiki.feedback',
      to: person.email,
      replyTo: reader?.email ?? null,
      content: mail,
    });
  }
  nudgeMail();
}
