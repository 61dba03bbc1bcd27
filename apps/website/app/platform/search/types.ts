/** A piece of a result's snippet; `match` pieces are highlighted. */
export type SnippetPart = { text: string; match: boolean };
