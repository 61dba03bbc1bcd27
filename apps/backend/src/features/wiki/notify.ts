// The author hears of a publisher's decision (issue 17): whoever last sent the article to
// review gets a notification and a mail when it is published, returned to draft or archived.
import type { WikiStatus } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { WikiArticleRow } from '../../db/schema';
import { enqueueMail, wikiReviewMail } from '../mail';
import type { Settings } from '../settings';

function outcomeOf(from: string, to: WikiStatus) {
  if (from !== 'review' && to !== 'archived') return null;
  if (to === 'published') return 'published' as const;
  if (to === 'draft') return 'returned' as const;
  if (to === 'archived') return 'archived' as const;
  return null;
}

/** The person who sent the article to review most recently (the one who waits for an answer). */
async function submitterOf(ctx: AppContext, article: WikiArticleRow) {
  const rows = await ctx.db
    .selectFrom('wiki_revisions')
    .select(['version', 'status', 'author_id'])
    .where('article_id', '=', article.id)
    .orderBy('version', 'desc')
    .execute();
  // Newest first: the revision that moved it into review is the oldest of the latest run.
  let submitter: number | null = null;
  for (const [i, row] of rows.entries()) {
    if (i === 0) continue; // the decision itself
    if (row.status !== 'review') break;
    submitter = row.author_id;
  }
  return submitter ?? article.created_by;
}

export async function tellAuthor(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  p: { from: string; to: WikiStatus; article: WikiArticleRow; actorId: number; comment: string },
) {
  const outcome = outcomeOf(p.from, p.to);
  if (!outcome) return;
  const authorId = await submitterOf(ctx, p.article);
  if (!authorId || authorId === p.actorId) return;
  const people = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'blocked_at'])
    .where('id', 'in', [authorId, p.actorId])
    .execute();
  const author = people.find((u) => u.id === authorId);
  const actor = people.find((u) => u.id === p.actorId);
  if (!author || author.blocked_at) return;
  const by = actor ? `${actor.firstname} ${actor.lastname}`.trim() : 'Die Redaktion';
  const mail = wikiReviewMail({
    name: `${author.firstname} ${author.lastname}`,
    title: p.article.title,
    by,
    outcome,
    comment: p.comment,
    url: `${ctx.config.websiteUrl}/intern/wiki/${p.article.slug}${outcome === 'returned' ? '/bearbeiten' : ''}`,
    company: String((await settings.get('company_name')) ?? ''),
  });
  await ctx.db
    .insertInto('notifications')
    .values({
      recipient_id: author.id,
      type: `wiki.${outcome}`,
      subject_user_id: null,
      title: mail.subject.slice(0, 300),
      body: (p.comment || `${by} hat entschieden.`).slice(0, 1000),
      created_at: nowIso(),
    })
    .execute();
  await enqueueMail(ctx.db, { purpose: `wiki.${outcome}`, to: author.email, content: mail });
  nudgeMail();
}
