// German formats, the same on server and in the browser: dates and sizes come from the contract
// (one format for both apps and the mails); what only the website shows is here.
export {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatShortDate,
  hamburgDay,
} from '@frischkontor/contract';

const hourFormat = new Intl.DateTimeFormat('de-DE', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Europe/Berlin',
});

/** „Guten Morgen“ until 11, „Guten Tag“ until 18, „Guten Abend“ after, by Hamburg's clock. */
export function greeting(now: Date): string {
  // The hour's own part: the whole reads „15 Uhr“.
  const hour = Number(hourFormat.formatToParts(now).find((p) => p.type === 'hour')?.value);
  if (hour >= 4 && hour < 11) return 'Guten Morgen';
  if (hour >= 11 && hour < 18) return 'Guten Tag';
  return 'Guten Abend';
}

/** „28.11.2026“ from an ISO date, without a time zone shifting the day. */
function calendarDay(iso: string, withYear = true): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${withYear ? year : ''}`;
}

/** A validity: „23.–28.11.2026“, „30.11.–05.12.2026“, „ab 30.11.2026“, „bis 28.11.2026“. */
export function formatValidity(from: string | null, until: string | null): string {
  if (from && until) {
    if (from === until) return calendarDay(from);
    const sameYear = from.slice(0, 4) === until.slice(0, 4);
    const sameMonth = sameYear && from.slice(5, 7) === until.slice(5, 7);
    const start = sameMonth ? `${from.slice(8, 10)}.` : calendarDay(from, !sameYear);
    return `${start}–${calendarDay(until)}`;
  }
  if (from) return `ab ${calendarDay(from)}`;
  if (until) return `bis ${calendarDay(until)}`;
  return '';
}
