// Accounts: people, roles and their rights, sessions, the links mailed to them, second factors.
import type { Generated } from 'kysely';

/** A personal API token (decision 058): only the SHA-256 of its secret is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  /** JSON array of the permissions it carries. */
  scopes: Generated<string>;
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

/** A person of an OpenID provider linked to an account (decision 060). */
export interface OidcIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  email: string;
  created_at: string;
  last_used_at: string | null;
}

/** A role an account holds because a group at the provider gave it (decision 060). */
export interface OidcGroupRolesTable {
  user_id: number;
  role_id: number;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** Always lower case. */
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  company: string | null;
  customer_number: string | null;
  /** Folded names, company and customer number, for the admin search. */
  search_text: string;
  email_verified_at: string | null;
  enabled_at: string | null;
  blocked_at: string | null;
  blocked_reason: string | null;
  /** AES-256-GCM, see security/keys.ts */
  tfa_secret: string | null;
  tfa_pending_secret: string | null;
  tfa_enabled_at: string | null;
  /** An admin asked for a new password at the next sign-in (1); until then only that (034). */
  password_change_required: Generated<number>;
  /** The last TOTP time step accepted; a code is never accepted twice. */
  tfa_last_step: number | null;
  /** The registration profile's key (decision 019); null for accounts an admin created. */
  registration_profile: Generated<string | null>;
  phone: Generated<string | null>;
  /** The admins' internal note; never shown to the person. */
  admin_note: Generated<string | null>;
  /** Deleted (by the person or an admin); restorable until the purge, 30 days later. */
  deleted_at: Generated<string | null>;
  last_login_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** 1: a mail when something is submitted for review (publishers); 0: none. */
  review_mail: Generated<number>;
  /** 1: a mail for each notification about what the person watches (decision 055); 0: none. */
  watch_mail: Generated<number>;
  /** 1: the news' weekly digest by mail (decision 055); the ISO week it last went out. */
  news_digest: Generated<number>;
  news_digest_week: Generated<string | null>;
  /** USt-IdNr. as registered, normalized (`DE123456789`); decision 041. */
  vat_id: Generated<string | null>;
  /** Gewerbenachweis as registered: register entry or trade registration, as typed. */
  trade_licence: Generated<string | null>;
  /** Staff fields (decision 052): `Frau`, `Herr`, `divers` or null. */
  salutation: Generated<string | null>;
  department: Generated<string | null>;
  job_title: Generated<string | null>;
  employee_number: Generated<string | null>;
  location: Generated<string | null>;
  phone_extension: Generated<string | null>;
  mobile: Generated<string | null>;
  /** 1: the person agrees to show the mobile number in the staff directory; 0: not. */
  directory_mobile: Generated<number>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  /** 1: members must sign in with a second factor (TOTP or a passkey). */
  requires_two_factor: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  id: string;
  user_id: number;
  tfa_verified: number;
  remember: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_activity: string;
}

export interface VerificationsTable {
  id: Generated<number>;
  type: string;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** The address the link was sent to: it works only while the account has that address. */
  email: string | null;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface BackupCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A WebAuthn credential (passkey) of an account (decision 032). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** Base64URL, as the browser sends it. */
  credential_id: string;
  /** Base64URL of the COSE public key. */
  public_key: string;
  counter: number;
  /** JSON array of transports ("internal", "hybrid", …). */
  transports: string;
  /** `singleDevice` | `multiDevice` */
  device_type: string;
  backed_up: number;
  name: string;
  aaguid: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A running WebAuthn ceremony's challenge: single use, minutes long. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  challenge: string;
  /** `registration` | `authentication` | `second-factor` */
  purpose: string;
  user_id: number | null;
  /** The session that asked (registration, second factor). */
  session_id: string | null;
  expires_at: string;
  created_at: string;
}
