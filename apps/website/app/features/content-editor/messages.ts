// What the editors say in more than one place (wiki, blog, job ads).
export const EDITOR_MESSAGES = {
  /** A save that changed nothing writes no version (issue 28, item 1). */
  noChanges: 'Keine Änderungen – es gibt nichts Neues zu speichern.',
} as const;
