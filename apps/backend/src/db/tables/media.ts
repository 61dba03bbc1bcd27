// The media library: folders and files, and who may read or change them.
import type { ColumnType, Generated } from 'kysely';

export interface MediaItemsTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** Full path from the root, e.g. `domain/angebote/aktuell/KW 48.pdf`. */
  path: string;
  /** Lower case, umlauts folded: for sorting and searching. */
  folded_name: string;
  is_dir: number;
  mime_type: string;
  size: number | null;
  extension: string | null;
  /** File name under MEDIA_ROOT/files; never derived from what a user typed. */
  storage_key: string | null;
  thumbnail_key: string | null;
  /** Whether the parent's rules apply too. */
  inherit_rules: number;
  /** Catalogue details (contract `MediaDetails`); lists as JSON arrays. */
  title: string | null;
  description: string | null;
  valid_from: string | null;
  valid_until: string | null;
  category: string | null;
  portions: string | null;
  article_no: string | null;
  tags: ColumnType<string, string | undefined, string>;
  allergens: ColumnType<string, string | undefined, string>;
  ingredients: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

/** A file's words, for the intranet's search (PDF, CSV and text files; migration 033). */
export interface MediaTextsTable {
  item_id: number;
  text: string;
}

export interface MediaRulesTable {
  id: Generated<number>;
  item_id: number;
  subject: 'role' | 'user' | 'public';
  subject_id: number | null;
  level: 'read' | 'write' | 'admin';
}
