// The media library's administration (`/api/admin/media/…`): what the panel sends, and who may
// open what. A rule grants reading, writing or administering a file or folder to a role, a user
// or the public; an item follows its parent's rules too while `inherit` is on. Items themselves
// are answered as `MediaItem` (types.ts).
import type { MediaDetails } from './catalogue.ts';
import type { MediaItem } from './types.ts';

/** `POST /api/admin/media/folders` (a new folder in `path`), `PATCH …/rename` (the item at `path`). */
export interface MediaNaming {
  path: string;
  name: string;
}

/** `POST /api/admin/media/move`: the item at `path` into the folder `target` ('' is the top). */
export interface MediaMove {
  path: string;
  target: string;
}

/** `PUT /api/admin/media/details`: a file's details; blank text clears one. */
export interface MediaDetailsUpdate extends Partial<Omit<MediaDetails, 'allergens'>> {
  path: string;
  /** Names of `EU_ALLERGENS`; any other is refused (422). */
  allergens?: string[];
}

export type MediaRuleSubject = 'role' | 'user' | 'public';
export type MediaRuleLevel = 'read' | 'write' | 'admin';

/** A rule as the panel sends it and `PUT` answers it. */
export interface MediaAccessRule {
  subject: MediaRuleSubject;
  /** The role's or user's id; null for the public. */
  subject_id: number | null;
  level: MediaRuleLevel;
}

/** A rule as `GET` answers it: with its id and whom it names. */
export interface NamedMediaAccessRule extends MediaAccessRule {
  id: number;
  /** „Öffentlich“, the role's name, the person's name; null for a person since deleted. */
  subject_name: string | null;
}

/** An item's own rules: `GET` answers them named, `PUT` as sent. */
export interface MediaAccess<Rule extends MediaAccessRule = NamedMediaAccessRule> {
  path: string;
  inherit: boolean;
  rules: Rule[];
}

/** `PUT /api/admin/media/access`: replaces the item's own rules. */
export type MediaAccessUpdate = MediaAccess<MediaAccessRule>;

/** A folder as the administration names it: its path, technical name and German title. */
export interface MediaFolderName {
  path: string;
  name: string;
  /** „Website-Dateien“ for `domain`; null where the name says it already. */
  title: string | null;
}

/** The longest query `GET /api/admin/media/search` takes (longer: 422). */
export const MEDIA_SEARCH_MAX_LENGTH = 100;
/** The most hits it answers; `more` says there were others. */
export const MEDIA_SEARCH_LIMIT = 100;

/** A hit of the search across folders: the item and the folders above it, top first. */
export interface MediaSearchHit {
  item: MediaItem;
  trail: MediaFolderName[];
}

/** `GET /api/admin/media/search?q=`: files and folders by name and title, in every folder the caller may see. */
export interface MediaSearchAnswer {
  data: MediaSearchHit[];
  more: boolean;
}

/** A folder one may move into, with the folders above it, top first. */
export interface MediaFolderChoice {
  folder: MediaFolderName;
  trail: MediaFolderName[];
}

/** `GET /api/admin/media/folders`: the folders the caller may write into (move, upload), by path. */
export interface MediaFolderChoices {
  data: MediaFolderChoice[];
  /** Whether the caller may put things at the top level too. */
  root: boolean;
}
