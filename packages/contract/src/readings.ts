// Pflichtlektüre: read confirmations for audits (issue 32, item 2; decision 053), as both apps
// see them. An editor marks a wiki article or a document of the intranet as mandatory for
// roles, with a due date; each person concerned confirms „Gelesen und verstanden“ once per round
// (stored with the version and the time, never changed); a material change starts a new round
// that asks everyone again. The report says per role who confirmed which version when, and who
// is missing.
import { hamburgDay, type DateLike } from './dates.ts';

export const READING_KINDS = ['wiki', 'document'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

export const READING_KIND_LABELS: Record<ReadingKind, string> = {
  wiki: 'Wiki-Artikel',
  document: 'Dokument',
};

/** The words of the button and of a stored confirmation. */
export const READING_CONFIRM_LABEL = 'Gelesen und verstanden';

/** Reminder mails: this many days before the due date, and once the day after it. */
export const READING_REMIND_DAYS_BEFORE = 3;

/** A person's confirmation of one round. */
export interface ReadingConfirmation {
  round: number;
  /** The version confirmed: the article's version number, or the document's state. */
  version: string;
  at: string;
}

/** A mandatory item as the person concerned sees it. */
export interface ReadingItem {
  id: number;
  kind: ReadingKind;
  title: string;
  /** Where to read it: the website's path of the article, the document's download path. */
  href: string;
  /** The wiki article's slug, for the article page's box. */
  slug: string | null;
  /** The last day to confirm (Hamburg), `YYYY-MM-DD`. */
  due_on: string;
  /** Raised by „Neu bestätigen lassen“ after a material change. */
  round: number;
  /** The version this round asks for: the article's version number or the document's state. */
  version: string;
  /** The version in words: „Version 4“, „Stand vom 14. März 2026“. */
  version_label: string;
  /** This person's confirmation of the current round, or null. */
  confirmed: ReadingConfirmation | null;
  overdue: boolean;
}

/** `GET /api/readings`: the person's items (open first, by due date), and what they may do. */
export interface ReadingFeed {
  data: ReadingItem[];
  meta: { open: number; manage: boolean };
}

/** A mandatory item as those who manage them see it (`GET /api/readings?all=1`). */
export interface ReadingSummary extends Omit<ReadingItem, 'confirmed' | 'overdue'> {
  roles: string[];
  /** People concerned now, and how many of them confirmed the current round. */
  concerned: number;
  confirmed_count: number;
  overdue: boolean;
  created_at: string;
  created_by: string | null;
  closed_at: string | null;
}

export interface ReadingSummaries {
  data: ReadingSummary[];
  /** What may be made mandatory: published wiki articles and the intranet's documents. */
  meta: {
    roles: string[];
    articles: { slug: string; title: string }[];
    documents: { path: string; title: string }[];
  };
}

export interface ReadingReportPerson {
  id: number;
  name: string;
  email: string;
  department: string | null;
  /** The confirmation of the current round, or null (missing). */
  confirmed: ReadingConfirmation | null;
  /** The latest confirmation of an earlier round, for those who still have to confirm again. */
  earlier: ReadingConfirmation | null;
}

/** `GET /api/readings/{id}/report`: per role who confirmed what when, and who is missing. */
export interface ReadingReport {
  data: {
    reading: ReadingSummary;
    roles: { role: string; people: ReadingReportPerson[] }[];
  };
}

/** Whether the due date has passed (in Hamburg). */
export function isReadingOverdue(dueOn: string, now: DateLike = new Date()): boolean {
  return dueOn < hamburgDay(now);
}
