// The workflow's news (issues 17 and 28): the author hears of a publisher's decision (whoever
// last sent the article to review gets a notification and a mail when it is published, returned
// to draft or archived); the publishers who may read the article hear of a submission (through
// the engine's `tellReviewers`, features/content/notify.ts).
import { PERMISSIONS, type WikiStatus } from '@frischkontor/contract';
import { loadAccount } from '../../accounts/account';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import type { WikiArticleRow } from '../../db/schema';
import { canRead, guarded, tellReviewers, type PersonToTell } from '../content';
import { enqueueMail, wikiReviewMail } from '../mail';
import type { Settings } from '../settings';
import { createWatches, tell } from '../watching';
import { readerOf, type CategoryLimits } from './access';
import { categoryLimits } from './categories';

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

/** The wiki reader the person would be if signed in now; null when they may not open the wiki. */
async function readerFor(ctx: AppContext, userId: number, limits: CategoryLimits) {
  const user = await loadAccount(ctx.db, userId);
  if (!user) return null;
  const auth = {
    sessionId: '',
    user,
    tfaEnabled: false,
    tfaVerified: true,
    tfaRequired: false,
    remember: false,
  };
  return { user, reader: readerOf(auth, limits) };
}

/** A person the wiki can tell: a usable account that writes (or publishes) and reads the article. */
async function looksAfter(
  ctx: AppContext,
  userId: number,
  article: WikiArticleRow,
  limits: CategoryLimits,
  publish: boolean,
): Promise<PersonToTell | null> {
  const found = await readerFor(ctx, userId, limits);
  if (!found) return null;
  const { user, reader } = found;
  const row = await ctx.db
    .selectFrom('users')
    .select(['deleted_at', 'review_mail'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.deleted_at) return null;
  if (!reader || !(publish ? reader.publish : reader.write)) return null;
  if (!canRead(reader, guarded(article))) return null;
  return {
    id: Number(user.id),
    email: user.email,
    name: user.name,
    reviewMail: row.review_mail === 1,
  };
}

/**
 * A published article was saved (decision 055): those watching it or its category who may read
 * it get a notification, one per article until they read it, and a mail unless they turned
 * those off.
 */
export async function tellWatchers(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  p: { article: WikiArticleRow; actorId: number; first: boolean; by: string },
) {
  const { article, actorId, first, by } = p;
  const watching = await createWatches(ctx.db).watchers([
    ['article', String(article.id)],
    ['category', article.category],
  ]);
  if (!watching.some((w) => w.id !== actorId)) return;
  const limits = await categoryLimits(ctx.db);
  const readers = [];
  for (const person of watching) {
    const reader = (await readerFor(ctx, person.id, limits))?.reader;
    if (reader && canRead(reader, guarded(article))) readers.push(person);
  }
  await tell(ctx, settings, nudgeMail, readers, actorId, {
    type: first ? 'wiki.new' : 'wiki.changed',
    topic: `article:${article.id}`,
    title: first ? `Neu im Wiki: „${article.title}“` : `Geändert: „${article.title}“`,
    body: first
      ? `${by} hat den Artikel in „${article.category}“ veröffentlicht.`
      : `${by} hat den Artikel geändert.`,
    link: `/intern/wiki/${article.slug}`,
  });
}

export type WikiPersonToTell = PersonToTell;

/** The author of an article if they still write in the wiki and may read it. */
export function authorWhoLooksAfter(
  ctx: AppContext,
  article: WikiArticleRow,
  limits: CategoryLimits,
) {
  return article.created_by ? looksAfter(ctx, article.created_by, article, limits, false) : null;
}

/** Someone who writes in the wiki and may read this article, or null (an article's owner). */
export function writerWhoLooksAfter(
  ctx: AppContext,
  userId: number,
  article: WikiArticleRow,
  limits: CategoryLimits,
) {
  return looksAfter(ctx, userId, article, limits, false);
}

/** Ids of usable accounts holding the permission (admins hold every one), by id. */
async function holdersOfWiki(ctx: AppContext, permission: string): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select('u.id')
    .distinct()
    .where('rp.permission', 'in', [permission, PERMISSIONS.admin, PERMISSIONS.superAdmin])
    .where('u.deleted_at', 'is', null)
    .where('u.blocked_at', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Everyone who may publish in the wiki and read this article (blocked and deleted accounts not). */
export async function publishersOf(
  ctx: AppContext,
  article: WikiArticleRow,
  limits: CategoryLimits,
): Promise<WikiPersonToTell[]> {
  const people: WikiPersonToTell[] = [];
  for (const id of await holdersOfWiki(ctx, PERMISSIONS.wikiPublish)) {
    const person = await looksAfter(ctx, id, article, limits, true);
    if (person) people.push(person);
  }
  return people;
}

/** Everyone who may write in the wiki, by name: who may own an article (decision 054). */
export async function wikiWriters(ctx: AppContext): Promise<{ id: number; name: string }[]> {
  const ids = await holdersOfWiki(ctx, PERMISSIONS.wikiWrite);
  if (!ids.length) return [];
  const rows = await ctx.db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname'])
    .where('id', 'in', ids)
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}`.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** A wiki article was submitted: its publishers who may read it hear of it. */
export async function tellPublishers(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  p: { article: WikiArticleRow; actorId: number; comment: string | null; limits: CategoryLimits },
) {
  await tellReviewers(ctx, settings, nudgeMail, {
    people: await publishersOf(ctx, p.article, p.limits),
    what: 'Wiki-Artikel',
    title: p.article.title,
    actorId: p.actorId,
    comment: p.comment,
    url: `${ctx.config.websiteUrl}/intern/wiki/${p.article.slug}/bearbeiten`,
    queueUrl: `${ctx.config.websiteUrl}/intern/wiki/pruefung`,
  });
}
