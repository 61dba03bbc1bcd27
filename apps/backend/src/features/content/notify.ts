// Who hears of a submission for review in any collection (issue 28, item 4): the people who
// publish get a notification, and a mail unless they turned those off.
import { PERMISSIONS } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import { enqueueMail, reviewSubmittedMail } from '../mail';
import type { Settings } from '../settings';

/** A person the engine can tell of something: a usable account. */
export interface PersonToTell {
  id: number;
  email: string;
  name: string;
  reviewMail: boolean;
}

/** Usable accounts holding one of `permissions` (admins hold every one). */
export async function holdersOf(ctx: AppContext, permissions: string[]): Promise<PersonToTell[]> {
  const rows = await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select(['u.id', 'u.email', 'u.firstname', 'u.lastname', 'u.review_mail'])
    .distinct()
    .where('rp.permission', 'in', [...permissions, PERMISSIONS.admin, PERMISSIONS.superAdmin])
    .where('u.deleted_at', 'is', null)
    .where('u.blocked_at', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: `${r.firstname} ${r.lastname}`.trim(),
    reviewMail: r.review_mail === 1,
  }));
}

/** Who hears of a submission: the people, what it is, and where they decide and find the queue. */
export interface Submission {
  people: PersonToTell[];
  /** „Wiki-Artikel“, „Blogbeitrag“. */
  what: string;
  title: string;
  actorId: number;
  comment: string | null;
  url: string;
  queueUrl: string;
}

/**
 * Something was submitted for review (issue 28, item 4): each of `people` but the one who
 * submitted gets a notification, and a mail unless they turned those off.
 */
export async function tellReviewers(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
  p: Submission,
) {
  const people = p.people.filter((person) => person.id !== p.actorId);
  if (!people.length) return;
  const actor = await ctx.db
    .selectFrom('users')
    .select(['firstname', 'lastname'])
    .where('id', '=', p.actorId)
    .executeTakeFirst();
  const by = actor ? `${actor.firstname} ${actor.lastname}`.trim() : 'Jemand';
  const company = String((await settings.get('company_name')) ?? '');
  const now = nowIso();
  for (const person of people) {
    const mail = reviewSubmittedMail({
      name: person.name,
      what: p.what,
      title: p.title,
      by,
      comment: p.comment,
      url: p.url,
      queueUrl: p.queueUrl,
      company,
    });
    await ctx.db
      .insertInto('notifications')
      .values({
        recipient_id: person.id,
        type: 'review.submitted',
        subject_user_id: null,
        title: mail.subject.slice(0, 300),
        body: (p.comment || `${by} bittet um Prüfung.`).slice(0, 1000),
        created_at: now,
      })
      .execute();
    if (person.reviewMail)
      await enqueueMail(ctx.db, { purpose: 'review.submitted', to: person.email, content: mail });
  }
  nudgeMail();
}
