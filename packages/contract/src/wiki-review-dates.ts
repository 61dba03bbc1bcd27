// Review dates of wiki articles (issue 32, item 3; decision 054): every published article has an
// owner and a „prüfen bis“ day (a Hamburg calendar day, `JJJJ-MM-TT`). Without one set, the day
// is the category's interval after the day the article was written or last reviewed. The same
// rules serve the backend (lists, reminders) and the website (notice, dashboard).
import { formatDate, hamburgDay } from './dates.ts';
import type { WikiCategory, WikiPerson } from './wiki.ts';

/** Months between two reviews when a category names none. */
export const DEFAULT_REVIEW_MONTHS = 12;

/** Categories whose articles audits (HACCP, IFS, QS) read closely are reviewed twice a year. */
export const WIKI_REVIEW_MONTHS: Readonly<Partial<Record<WikiCategory, number>>> = {
  Fleisch: 6,
  Lager: 6,
  Logistik: 6,
  Werkstatt: 6,
};

/** An article is due this many days before its day; the owner is reminded then. */
export const REVIEW_SOON_DAYS = 14;

export type ReviewState = 'overdue' | 'due' | 'ok';

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  overdue: 'Überfällig',
  due: 'Bald fällig',
  ok: 'Aktuell',
};

/** Review details of an article in the API (the wiki only). */
export interface WikiReviewDate {
  /** Who looks after it; by default who created it. */
  owner: WikiPerson | null;
  /** `JJJJ-MM-TT`: the Hamburg day by which it should be reviewed. */
  review_by: string;
  /** Whether the day was set by someone rather than following the category. */
  review_by_set: boolean;
  /** The last „Geprüft, unverändert“ (or review date set by hand). */
  reviewed_at: string | null;
  reviewed_by: WikiPerson | null;
}

/** One article of `GET /api/wiki/review-dates`. */
export interface WikiDueArticle extends WikiReviewDate {
  slug: string;
  title: string;
  category: string;
  state: ReviewState;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `JJJJ-MM-TT`. */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later; the 31st of a shorter month is its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export function reviewMonthsOf(category: string): number {
  return WIKI_REVIEW_MONTHS[category as WikiCategory] ?? DEFAULT_REVIEW_MONTHS;
}

/** The category's interval after the Hamburg day of `from` (a moment or a day). */
export function reviewDateOf(category: string, from: string | Date): string {
  return addMonths(hamburgDay(from), reviewMonthsOf(category));
}

export function reviewStateOf(reviewBy: string, today: string = hamburgDay()): ReviewState {
  if (reviewBy < today) return 'overdue';
  if (reviewBy <= addDays(today, REVIEW_SOON_DAYS)) return 'due';
  return 'ok';
}

/** The readers' quiet notice on an overdue article. */
export function reviewNotice(reviewBy: string): string {
  return `Dieser Artikel sollte bis zum ${formatDate(reviewBy)} geprüft werden.`;
}
