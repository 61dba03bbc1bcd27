// The signed-in person's own account as our backend answers it (`/api/session`, `/api/user*`):
// Helium's User and SessionFlags plus what our backend adds. The sign-in app reads these; the
// website reads only User and SessionFlags, because Helium sends no more (types.ts).
import type { StaffFields } from './staff.ts';
import type { AuthState, SessionFlags, User } from './types.ts';

/** An account as `/api/session` and `/api/user` send it; the admin answers add more (AdminUser). */
export interface AccountUser extends User, StaffFields {
  id: number;
  firstname: string;
  lastname: string;
  /** Our backend keeps no pictures: always null. */
  avatar: null;
  company: string | null;
  customer_number: string | null;
  /** USt-IdNr. and Gewerbenachweis as registered (decision 041). */
  vat_id: string | null;
  trade_licence: string | null;
  phone: string | null;
  blocked_reason: string | null;
  tfa_enabled: boolean;
  /** A role of the account requires two-factor sign-in (TOTP or a passkey). */
  tfa_required: boolean;
  password_change_required: boolean;
  /** The registration profile's key (decision 019); null for accounts an admin created. */
  registration_profile: string | null;
  created_at: string;
}

export interface AccountSessionFlags extends SessionFlags {
  tfa_required: boolean;
}

/** `GET /api/session` as our backend answers it; a guest gets 401. */
export interface AccountSessionResponse {
  user: AccountUser;
  session: AccountSessionFlags;
}

/** What the sign-in app and the administration know of the visitor: `user` is null for a guest. */
export interface AccountAuthState extends AuthState {
  user: AccountUser | null;
}

/** `GET /api/user`, `PATCH /api/user/profile`. */
export interface OwnAccount {
  user: AccountUser;
}

/** `PUT /api/user/email`: the account with its new, unconfirmed address, and what happens next. */
export interface EmailChangeAnswer extends OwnAccount {
  message: string;
}

/** An answer that only tells the person something, already in German. */
export interface MessageAnswer {
  message: string;
}

/** Whether a password reset link still works (`POST /api/reset-password/status`). */
export type ResetLinkStatus = 'valid' | 'used' | 'expired' | 'invalid';

export interface ResetLinkCheck {
  status: ResetLinkStatus;
}

/** `PATCH /api/user/profile`. */
export interface ProfileUpdate {
  firstname: string;
  lastname: string;
  /** Left out or blank, the company stays. */
  company?: string | null;
  /** The own staff fields (decision 052): left out they stay, blank clears them. */
  salutation?: StaffFields['salutation'] | 'none';
  phone?: string | null;
  location?: string | null;
  phone_extension?: string | null;
  mobile?: string | null;
  directory_mobile?: boolean;
}

/** `PATCH /api/user/password`. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `PUT /api/user/email`; `code` (TOTP or backup code) when 2FA is on. */
export interface EmailChange {
  email: string;
  password: string;
  code?: string;
}

/** `DELETE /api/user`; `code` (TOTP or backup code) when 2FA is on. */
export interface AccountDeletion {
  password: string;
  code?: string;
}

/** The password again, for a change that needs it (2FA off, new backup codes, a passkey removed). */
export interface PasswordConfirmation {
  password: string;
}

/** A code from the authenticator app (`POST /api/user/two-factor/confirm`). */
export interface TwoFactorCode {
  code: string;
}

/** `PATCH /api/user/passkeys/{id}`. */
export interface PasskeyRename {
  name: string;
}

/** The device a session came from, read from its user agent: „Firefox 133 auf Windows 10“. */
export interface SessionDevice {
  label: string;
  browser: string | null;
  os: string | null;
  /** „Computer“, „Smartphone“, „Tablet“ … */
  type: string | null;
}

/** A session of an account (`GET /api/admin/users/{id}/sessions`). */
export interface DeviceSession {
  /** A hash of the session's row id, never the cookie's token. */
  id: string;
  device: SessionDevice;
  ip: string | null;
  created_at: string;
  last_activity: string;
}

/** One of the own sessions (`GET /api/user/sessions`). */
export interface OwnDeviceSession extends DeviceSession {
  /** The session this request came with. */
  current: boolean;
  user_agent: string | null;
}

/** `DELETE /api/user/sessions`, `DELETE /api/admin/users/{id}/sessions`: how many ended. */
export interface SessionsEnded {
  ended: number;
}

/** One of the own passkeys (`/api/user/passkeys`). */
export interface OwnPasskey {
  id: number;
  name: string;
  /** Synchronised between devices (a password manager's passkey). */
  synced: boolean;
  backed_up: boolean;
  created_at: string;
  last_used_at: string | null;
}

/** `POST /api/user/two-factor`: the secret for the authenticator app, also as a QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** `POST /api/user/two-factor/confirm` and `…/backup-codes`: shown once, stored only hashed. */
export interface BackupCodes {
  backup_codes: string[];
}
