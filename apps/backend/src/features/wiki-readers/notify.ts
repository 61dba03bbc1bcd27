// A reader's answer or error report reaches whoever looks after the article (decision 035): its
// author, as the editor workflow tells authors (features/wiki/notify.ts), by a notification and
// a mail; when the author is gone (account deleted, blocked or no longer writing in the wiki,
// or no longer allowed to read the article, or an imported article without one), the wiki's
// publishers who may read it. The reader is never told of their own answer.
import { PERMISSIONS } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { loadAccount } from '../../accounts/account';
import { nowIso } from '../../db';
import type { WikiArticleRow } from '../../db/schema';
import { enqueueMail, wikiReaderMail } from '../mail';
import type { Settings } from '../settings';
import { canRead, guarded, readerOf, type CategoryLimits } from '../wiki';

export type ReaderNoticeKind = 'helpful' | 'not_helpful' | 'report';

/** A person the backend could tell: a usable account that writes in the wiki and reads the article. */
async function looksAfter(
  ctx: AppContext,
  userId: number,
  article: WikiArticleRow,
  limits: CategoryLimits,
  publish: boolean,
) {
  const user = await loadAccount(ctx.db, userId);
  if (!user) return null;
  const deleted = await ctx.db
    .selectFrom('users')
    .select('deleted_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (deleted?.deleted_at) return null;
  const reader = readerOf(
    {
      sessionId: '',
      user,
      tfaEnabled: false,
      tfaVerified: true,
      tfaRequired: false,
      remember: false,
    },
    limits,
  );
  if (!reader || !(publish ? reader.publish : reader.write)) return null;
  return canRead(reader, guarded(article)) ? user : null;
}

/** The author if they still look after the article, otherwise the publishers who may read it. */
export async function recipientsFor(
  ctx: AppContext,
  article: WikiArticleRow,
  limits: CategoryLimits,
): Promise<{ author: boolean; people: { id: number; email: string; name: string }[] }> {
  const author = article.created_by
    ? await looksAfter(ctx, article.created_by, article, limits, false)
    : null;
  if (author)
    return {
      author: true,
      people: [{ id: Number(author.id), email: author.email, name: author.name }],
    };
  const candidates = await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select('u.id')
    .distinct()
    .where('rp.permission', 'in', [
      PERMISSIONS.wikiPublish,
      PERMISSIONS.admin,
      PERMISSIONS.superAdmin,
    ])
    .where('u.deleted_at', 'is', null)
    .where('u.blocked_at', 'is', null)
    .orderBy('u.id')
    .execute();
  const people = [];
  for (const { id } of candidates) {
    const user = await looksAfter(ctx, id, article, limits, true);
    if (user) people.push({ id: Number(user.id), email: user.email, name: user.name });
  }
  return { author: false, people };
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
