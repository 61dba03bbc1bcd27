// How dates and sizes read in the panel: the formats of `@frischkontor/contract` (dates.ts),
// with „–“ where there is nothing to show.
import { formatClockSeconds, formatDate, formatStamp as stamp } from '@frischkontor/contract';

type Moment = string | null | undefined;
const orDash = (text: string) => text || '–';

/** „14.03.2026, 09:30“ */
export const formatStamp = (value: Moment) => orDash(value ? stamp(value) : '');

/** „1. Februar 2027“ for a calendar day (`2027-02-01`) or a timestamp. */
export const formatDay = (value: Moment) => orDash(value ? formatDate(value) : '');

/** „14:03:30“: when a held mail goes, to the second. */
export const formatClock = (value: string) => orDash(formatClockSeconds(value));

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '–';
  if (bytes < 1024) return `${bytes} Byte`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
