// Dates as people here read them: German words by Hamburg's clock (Europe/Berlin), the same on
// the server, in the browser and in mails. Every format the apps and the mails show is here, so a
// date reads alike wherever it stands. An invalid value reads as '' (callers say what stands in).

const ZONE = 'Europe/Berlin';

const formats = {
  day: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: ZONE }),
  shortDay: new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: ZONE,
  }),
  dayAndTime: new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ZONE,
  }),
  stamp: new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ZONE,
  }),
  clock: new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: ZONE }),
  clockSeconds: new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: ZONE,
  }),
  // A calendar day has no time zone: it is read as the day it names.
  weekdayDay: new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  // Swedish writes the ISO form: „2026-11-28“.
  isoDay: new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }),
};

export type DateLike = Date | string | number;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment, or null for what is not one; a calendar day (`2027-02-01`) is read at noon UTC. */
function moment(value: DateLike): Date | null {
  const date =
    value instanceof Date
      ? value
      : new Date(
          typeof value === 'string' && CALENDAR_DAY.test(value) ? `${value}T12:00:00Z` : value,
        );
  return Number.isNaN(date.getTime()) ? null : date;
}

const using = (format: Intl.DateTimeFormat) => (value: DateLike) => {
  const date = moment(value);
  return date ? format.format(date) : '';
};

/** „14. März 2026“ */
export const formatDate = using(formats.day);

/** „14.03.2026“ */
export const formatShortDate = using(formats.shortDay);

/** „14.03.2026, 09:30“: a moment in a table. */
export const formatStamp = using(formats.stamp);

/** „12. Januar 2027 um 10:30“: a moment in a mail. */
export const formatDayAndTime = using(formats.dayAndTime);

/** „14. März 2026 um 09:30 Uhr“: a moment in running text. */
export function formatDateTime(value: DateLike): string {
  const date = moment(value);
  return date ? `${formats.day.format(date)} um ${formats.clock.format(date)} Uhr` : '';
}

/** „09:30“ */
export const formatClock = using(formats.clock);

/** „14:03:30“: when a held mail goes, to the second. */
export const formatClockSeconds = using(formats.clockSeconds);

/** „Montag, 1. Februar 2027“ for a calendar day (`2027-02-01`); '' for a day that is none. */
export function formatWeekdayDate(day: string): string {
  const date = CALENDAR_DAY.test(day) ? new Date(`${day}T12:00:00Z`) : null;
  const real = date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  return real ? formats.weekdayDay.format(date) : '';
}

/** The calendar day in Hamburg as an ISO date, `JJJJ-MM-TT`: „2026-11-28“. */
export function hamburgDay(now: DateLike = new Date()): string {
  return using(formats.isoDay)(now);
}
