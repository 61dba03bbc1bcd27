// Shapes both apps agree on (docs/backend-contract.md#shapes). Helium sends more; we read these.
import type { MediaDetails } from './catalogue.ts';

export interface Role {
  id: number | string;
  name: string;
}

export interface User {
  id: number | string;
  email: string;
  name: string;
  firstname?: string | null;
  lastname?: string | null;
  avatar?: string | null;
  email_verified_at: string | null;
  enabled_at: string | null;
  blocked_at: string | null;
  /** Set by our backend when an admin blocks an account; Helium may not send it. */
  blocked_reason?: string | null;
  /**
   * Our backend only: an admin asked for a new password at the next sign-in; until it is set the
   * account may do nothing else (decision 057). Helium does not send it.
   */
  password_change_required?: boolean;
  permissions: string[];
  roles: Role[];
}

export interface SessionFlags {
  authenticated: boolean;
  tfa_enabled: boolean;
  tfa_verified: boolean;
  /**
   * Our backend only: a role of the account requires a second factor (TOTP or a passkey), and
   * `tfa_verified` says whether this session's sign-in had one. Helium does not send it.
   */
  tfa_required?: boolean;
}

export interface SessionResponse {
  user: User | null;
  session: SessionFlags;
}

/** What the website knows about the visitor: `user` is null for a guest. */
export interface AuthState {
  user: User | null;
  session: SessionFlags;
}

export const GUEST: AuthState = Object.freeze({
  user: null,
  session: Object.freeze({ authenticated: false, tfa_enabled: false, tfa_verified: false }),
});

/** A flat object; every key may be missing. */
export interface DomainSettings {
  company_name?: string;
  company_legalname?: string;
  company_slogan?: string;
  company_logo?: string;
  legal_notice?: string;
  legal_privacy?: string;
  legal_terms?: string;
  policy_allow_registration?: boolean;
  registration_profiles?: unknown;
  [key: string]: unknown;
}

/** `GET` and `PUT /api/admin/settings` (our backend): every setting, stored or default. */
export type AdminSettings = Record<string, unknown>;

export interface MediaItem {
  id: number | string;
  parent_id: number | string | null;
  src_path: string;
  cdn_path: string | null;
  thumbnail: string | null;
  /** 'directory' for folders */
  mime_type: string;
  name: string;
  meta: { size?: number | null; extension?: string | null; [key: string]: unknown };
  /** Catalogue details (this backend; Helium sends none). */
  details?: MediaDetails;
  /** A file's words (PDF, CSV, text), only when a listing is asked for them (`text=1`). */
  text?: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaginationMeta {
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
  links: {
    first: string | null;
    last: string | null;
    prev: string | null;
    next: string | null;
  };
}

/** Laravel-style validation error body (422). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

export const PERMISSIONS = {
  superAdmin: 'system.super-admin',
  admin: 'system.admin',
  adminPanel: 'system.access.admin.panel',
  viewUsers: 'system.view.users',
  createUsers: 'system.create.users',
  editUsers: 'system.edit.users',
  deleteUsers: 'system.delete.users',
  enableUsers: 'system.enable.users',
  viewRoles: 'system.view.roles',
  createRoles: 'system.create.roles',
  editRoles: 'system.edit.roles',
  deleteRoles: 'system.delete.roles',
  assignRoles: 'system.assign.roles',
  media: 'system.access.media',
  /** Hand out the customer area (role `Kunde`); see AREA_ROLES. */
  grantKunde: 'app.grant.kunde',
  /** Hand out the staff area (role `Personal`); see AREA_ROLES. */
  grantPersonal: 'app.grant.personal',
  /** Write wiki articles and submit them for review (decision 022). */
  wikiWrite: 'app.wiki.write',
  /** Publish, archive and return wiki articles. */
  wikiPublish: 'app.wiki.publish',
  /** Every wiki article whatever its visibility; set visibility. */
  wikiAdmin: 'app.wiki.admin',
  /** Write blog posts (drafts) in the intranet (decision 033). */
  blogWrite: 'app.blog.write',
  /** Publish and withdraw blog posts on the public website. */
  blogPublish: 'app.blog.publish',
  /** Write job ads (drafts) in the intranet (issue 18, decision 036). */
  jobAdsWrite: 'app.jobs.write',
  /** Publish and withdraw job ads on the job board. */
  jobAdsPublish: 'app.jobs.publish',
  /** Write, publish and withdraw the intranet's news („Mitteilungen“; issue 32, decision 051). */
  newsWrite: 'app.news.write',
  /** Make wiki articles and documents mandatory reading; see who confirmed (issue 32, decision 053). */
  readingsManage: 'app.readings.manage',
  /** Told (mail and admin panel) of new registrations and confirmed addresses. */
  notifyAccounts: 'app.notify.accounts',
  /** See and handle applications (status, owner, notes, mails to applicants); issue 18. */
  careersApplications: 'app.careers.applications',
  /** The newsletter's subscribers: list, CSV export, delete an entry (issue 29, decision 043). */
  newsletterSubscribers: 'app.newsletter.subscribers',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/**
 * The role names as the company's Helium data spells them (decision 018). Compared exactly, as
 * Helium's `hasRole('Kunde')` does: `kunde` is another role. The website can be told other
 * names (ROLE_KUNDE, ROLE_PERSONAL); these are the defaults and what our backend seeds.
 */
export const ROLES = { kunde: 'Kunde', personal: 'Personal', admin: 'Admin' } as const;

/**
 * The roles that open intranet areas are grants themselves (decision 011): handing one out
 * needs its own permission, `admin` only a full admin. Every endpoint that assigns roles asks
 * this table, the assigner's own account included.
 */
export const AREA_ROLES: Readonly<Record<string, Permission | null>> = {
  [ROLES.kunde]: PERMISSIONS.grantKunde,
  [ROLES.personal]: PERMISSIONS.grantPersonal,
  /** Only full admins (`system.admin`) hand out `Admin`. */
  [ROLES.admin]: null,
};
