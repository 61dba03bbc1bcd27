/** A piece of a result's snippet; `match` pieces are highlighted. */
export type SnippetPart = { text: string; match: boolean };

/** A document's text split into words, with each word's folded form, prepared once. */
export interface Words {
  words: string[];
  folded: string[];
  /** Each folded word once, so that a snippet weighs it once however often it occurs. */
  distinct: string[];
}

/** A document as the index takes it: its searchable fields by name, and what a hit shows. */
export interface SearchDocument {
  id: string;
  /** Searchable text by field name; every field named in `boost` must be present. */
  fields: Record<string, string>;
  /**
   * The text a snippet is cut from; as `toWords(text)` where the caller keeps it across indexes
   * (the wiki builds one index per access group from the same articles).
   */
  text: string | Words;
  /** Phrases (such as keywords) that lead the snippet when the text does not show the match. */
  lead?: string[];
  /** Text whose long words are also indexed by their tail parts ("meldung" → Krankmeldung). */
  compounds?: string;
  /** Stored for filtering results. */
  tags?: Record<string, string | boolean | null>;
  /**
   * How much the document counts before any query (1 when left out): the current flyer above
   * last month's. Multiplies its rank, so it decides between documents that answer alike.
   */
  prior?: number;
}

export interface SearchHit {
  id: string;
  score: number;
  /** A passage around the best match; `match` parts are highlighted. */
  snippet: SnippetPart[];
}

export interface SearchResults {
  hits: SearchHit[];
  /** When no document answers the query: the ones that come closest, as suggestions. */
  similar: SearchHit[];
}

export interface GermanIndexOptions {
  /** Field name → weight; title and keywords usually above the body. */
  boost: Record<string, number>;
  /** Words people type for the same thing; a query term also finds its synonyms. */
  synonyms: string[][];
  /**
   * Field name → how much a match there says about the document (1 when left out): the
   * attribute rule, a match in the title counting more than one in the body.
   */
  attributes?: Record<string, number>;
}

export interface GermanIndex {
  search(
    query: string,
    options?: {
      filter?: (tags: Record<string, unknown>) => boolean;
      limit?: number;
      /** A factor on a document's rank for this query, from its tags (a kind the query asks for). */
      boost?: (tags: Record<string, unknown>) => number;
    },
  ): SearchResults;
  /** Number of documents. */
  size: number;
}
