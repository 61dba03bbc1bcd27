import type { Generated } from 'kysely';

/** Pflichtlektüre (decision 053): a wiki article or a document mandatory for roles. */
export interface ReadingsTable {
  id: Generated<number>;
  kind: 'wiki' | 'document';
  article_id: number | null;
  media_id: number | null;
  /** Role names, a JSON array. */
  roles: string;
  /** The last day to confirm (Hamburg), `YYYY-MM-DD`. */
  due_on: string;
  round: Generated<number>;
  /** The version this round asks for: the article's version, or the document's state. */
  round_version: string;
  round_started_at: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** „Gelesen und verstanden“: one per person and round, written once, never changed. */
export interface ReadingConfirmationsTable {
  reading_id: number;
  user_id: number;
  round: number;
  version: string;
  at: string;
}

/** The reminders sent: `soon` before the due date, `overdue` after it; each once per round. */
export interface ReadingRemindersTable {
  reading_id: number;
  user_id: number;
  round: number;
  kind: 'soon' | 'overdue';
  at: string;
}
