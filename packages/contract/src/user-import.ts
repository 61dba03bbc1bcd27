// Moving people in (issue 33, item 2; decision 059): a CSV list of accounts, previewed row by row,
// then imported; `POST /api/admin/users/import`.

/** What the import does with a row. */
export type UserImportVerdict = 'new' | 'update' | 'unchanged' | 'error';

export const USER_IMPORT_VERDICT_LABELS: Record<UserImportVerdict, string> = {
  new: 'neu',
  update: 'wird geändert',
  unchanged: 'unverändert',
  error: 'Fehler',
};

export interface UserImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  email: string;
  name: string;
  verdict: UserImportVerdict;
  /** Why a row cannot be imported, or what the import leaves alone. */
  reasons: string[];
  /** The columns an update changes, by their German names. */
  changes: string[];
}

/** `POST /api/admin/users/import` `{csv, apply, invite}`. */
export interface UserImportRequest {
  csv: string;
  /** false: only the preview (a dry run); true: import the rows without errors. */
  apply: boolean;
  /** Mail new accounts an invitation to set their password. */
  invite: boolean;
}

export interface UserImportAnswer {
  rows: UserImportRow[];
  counts: Record<UserImportVerdict, number>;
  /** Columns of the file the import does not read. */
  ignored: string[];
  applied: boolean;
}

/** The most rows one import reads. */
export const USER_IMPORT_MAX_ROWS = 2000;
