// Reminder mails for Pflichtlektüre (decision 053): to each person concerned who has not yet
// confirmed the current round, once when the due date is READING_REMIND_DAYS_BEFORE days away
// (or nearer) and once the day after it has passed. Run hourly in one process of all (a lease,
// decision 048); what was sent is noted, so a mail goes once per person, round and kind.
import {
  addDays,
  formatDate,
  hamburgDay,
  READING_REMIND_DAYS_BEFORE,
  type ReadingKind,
} from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { enqueueMail, readingReminderMail } from '../mail';
import type { Settings } from '../settings';
import { createReadingStore, rolesOf } from './store';

const WHAT: Record<ReadingKind, string> = { wiki: 'den Wiki-Artikel', document: 'das Dokument' };

/** Sends the reminders that are due now; answers how many were queued. */
export async function remindReadings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  settings: Settings,
  now = new Date(),
): Promise<number> {
  const store = createReadingStore(ctx.db);
  const today = hamburgDay(now);
  const rows = (await store.all()).filter(
    (row) => addDays(today, READING_REMIND_DAYS_BEFORE) >= row.due_on,
  );
  if (!rows.length) return 0;
  const targets = await store.targets(rows);
  const company = String((await settings.get('company_name')) ?? '');
  const listUrl = `${ctx.config.websiteUrl}/intern/pflichtlektuere`;
  let sent = 0;
  for (const row of rows) {
    const target = targets.get(row.id);
    if (!target?.readable) continue;
    const kind = today > row.due_on ? 'overdue' : 'soon';
    const done = new Set(
      (await store.confirmations([row.id]))
        .filter((c) => c.round === row.round)
        .map((c) => c.user_id),
    );
    for (const person of await store.concerned(rolesOf(row))) {
      if (done.has(person.id) || !(await store.remember(row, person.id, kind))) continue;
      const content = readingReminderMail({
        name: `${person.firstname} ${person.lastname}`.trim(),
        what: WHAT[row.kind],
        title: target.title,
        due: formatDate(`${row.due_on}T12:00:00Z`),
        overdue: kind === 'overdue',
        url: row.kind === 'wiki' ? `${ctx.config.websiteUrl}/intern/wiki/${target.key}` : listUrl,
        listUrl,
        company,
      });
      await enqueueMail(ctx.db, { purpose: `reading.${kind}`, to: person.email, content });
      sent++;
    }
  }
  return sent;
}
