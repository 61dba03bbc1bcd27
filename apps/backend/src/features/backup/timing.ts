// When the schedule runs next (decision 050): daily at a time by Hamburg's clock (summer time
// included), or every so many hours, counted from its last scheduled run or from when it was
// saved, so saving a schedule never starts a backup at once.
import { hamburgDay, type BackupSchedule } from '@frischkontor/contract';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Hamburg's clock is ahead of UTC at this moment, in ms. */
function berlinOffset(at: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(at).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The moment Hamburg's clock shows `time` on `day` („2027-01-12“, „03:00“). */
function inHamburg(day: string, time: string): number {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const first = guess - berlinOffset(guess);
  return guess - berlinOffset(first);
}

/** The next run after `since` (the last scheduled run, or when the schedule was saved). */
export function nextRunAfter(
  schedule: Pick<BackupSchedule, 'mode' | 'time' | 'hours'>,
  since: Date,
): Date | null {
  if (schedule.mode === 'off') return null;
  if (schedule.mode === 'hours') return new Date(since.getTime() + schedule.hours * HOUR);
  let day = hamburgDay(since);
  let at = inHamburg(day, schedule.time);
  while (at <= since.getTime()) {
    day = new Date(Date.parse(`${day}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
    at = inHamburg(day, schedule.time);
  }
  return new Date(at);
}
