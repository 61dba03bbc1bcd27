// The news' weekly digest (issue 32, item 1; decision 055): on Monday from 7 o'clock (Hamburg),
// or later in the week if no process ran then, everyone who asked for it gets one mail with the
// items of the last seven days addressed to them that they have not read. Run hourly in one
// process of all (a lease); the week is noted per person before the mail is queued, in one
// transaction, so a digest goes once a week.
import { addDays, hamburgDay } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { loadAccount } from '../../accounts/account';
import type { ContentStore } from '../content';
import { enqueueMail, newsDigestMail } from '../mail';
import type { Settings } from '../settings';
import { inFeed, mayReadNews, readerOfUser } from './collection';
import { createNewsReads } from './store';

const DIGEST_HOUR = 7;

const HOUR = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour in Hamburg, 0–23 (the formatted text is „6 Uhr“: its number part). */
const hamburgHour = (now: Date) =>
  Number(HOUR.formatToParts(now).find((part) => part.type === 'hour')?.value ?? 0);

/** The ISO week of a day, `2026-W48`. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000);
  const week = Math.floor(dayOfYear / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The week whose digest is due now; null on Monday before 7 o'clock. */
export function digestWeek(now: Date): string | null {
  const day = hamburgDay(now);
  const monday = new Date(`${day}T12:00:00Z`).getUTCDay() === 1;
  return monday && hamburgHour(now) < DIGEST_HOUR ? null : isoWeek(day);
}

/** Sends the digests due now; answers how many were queued. */
export async function sendNewsDigests(
  ctx: Pick<AppContext, 'db' | 'config'>,
  settings: Settings,
  news: ContentStore,
  now = new Date(),
): Promise<number> {
  const week = digestWeek(now);
  if (!week) return 0;
  const people = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname'])
    .where('news_digest', '=', 1)
    .where((eb) => eb.or([eb('news_digest_week', 'is', null), eb('news_digest_week', '!=', week)]))
    .where('deleted_at', 'is', null)
    .where('blocked_at', 'is', null)
    .orderBy('id')
    .execute();
  if (!people.length) return 0;
  const since = addDays(hamburgDay(now), -7);
  const recent = (await news.list()).filter(
    (row) => row.status === 'published' && (row.date ?? row.created_at.slice(0, 10)) >= since,
  );
  const reads = createNewsReads(ctx.db);
  const company = String((await settings.get('company_name')) ?? '');
  const { websiteUrl } = ctx.config;
  let sent = 0;
  for (const person of people) {
    const user = await loadAccount(ctx.db, person.id);
    const reader = user && mayReadNews(user) ? readerOfUser(user) : null;
    const mine = reader ? recent.filter((row) => inFeed(reader, row, now)) : [];
    const read = await reads.readOf(
      person.id,
      mine.map((r) => r.id),
    );
    const unread = mine
      .filter((r) => !read.has(r.id))
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ news_digest_week: week })
        .where('id', '=', person.id)
        .execute();
      // Nothing new for the person: the week is done, no mail.
      if (!unread.length) return;
      const content = newsDigestMail({
        name: `${person.firstname} ${person.lastname}`.trim(),
        items: unread.map((r) => ({
          title: r.title,
          date: r.date,
          url: `${websiteUrl}/intern/neuigkeiten/${r.slug}`,
        })),
        listUrl: `${websiteUrl}/intern/neuigkeiten`,
        settingsUrl: `${websiteUrl}/intern/benachrichtigungen`,
        company,
      });
      await enqueueMail(trx, { purpose: 'news.digest', to: person.email, content });
      sent += 1;
    });
  }
  return sent;
}
