// People in the administration (`/api/admin/users`, `/api/admin/roles`,
// `/api/admin/notifications`): what the API answers and what the panel sends. The backend builds
// each answer with these types; the panel reads them (docs/backend-contract.md).
import type { AccountUser } from './account-api.ts';
import type { StaffFields } from './staff.ts';
import type { Paginated, PaginationMeta } from './types.ts';

/** How an account registered, as the admin answers show it (decision 041). */
export interface AccountRegistration {
  /** The profile's key. */
  profile: string;
  /** null when the profile has since been removed. */
  label: string | null;
  /** What the profile asks (`company`, `customer_number`, `business_proof`, …). */
  fields: string[];
  /** The roles an approval gives. */
  roles: string[];
}

/** An account as `GET /api/admin/users` lists it. */
export interface AdminUser extends Omit<AccountUser, 'email'> {
  /** null for viewers who are not admins. */
  email: string | null;
  /** null for accounts an admin created. */
  registration: AccountRegistration | null;
  /** The admins' internal note; the person sees it only in their data download. */
  admin_note: string | null;
  last_login_at: string | null;
  /** Deleted (decision 027): restorable until `restorable_until`, then purged. */
  deleted_at: string | null;
  restorable_until: string | null;
}

/** One account (`GET /api/admin/users/{id}` and every change of it). */
export interface AdminUserDetail extends AdminUser {
  /** How many passkeys the person has. */
  passkeys: number;
}

/** `POST /api/admin/users`: without a password, an invitation. */
export interface AdminUserCreate {
  firstname: string;
  lastname: string;
  email: string;
  company?: string | null;
  customer_number?: string | null;
  vat_id?: string | null;
  trade_licence?: string | null;
  phone?: string | null;
  admin_note?: string | null;
  /** Role ids. */
  roles?: number[];
  verified?: boolean;
  enabled?: boolean;
  password?: string;
  password_confirmation?: string;
}

/** `PATCH /api/admin/users/{id}`: fields left out stay, blank or null clears the optional ones. */
export type AdminUserUpdate = AdminStaffUpdate &
  Partial<
    Pick<
      AdminUserCreate,
      | 'firstname'
      | 'lastname'
      | 'email'
      | 'company'
      | 'customer_number'
      | 'vat_id'
      | 'trade_licence'
      | 'phone'
      | 'admin_note'
    >
  >;

/** The staff fields admins set (decision 052); a person sets mobile and consent alone. */
export type AdminStaffUpdate = Partial<{
  salutation: StaffFields['salutation'] | 'none';
  department: string | null;
  job_title: string | null;
  employee_number: string | null;
  location: string | null;
  phone_extension: string | null;
}>;

/** `POST /api/admin/users/{id}/block`. */
export interface AccountBlock {
  reason: string;
}

/** `PUT /api/admin/users/{id}/roles`: every role the account shall hold, by id. */
export interface AccountRoles {
  roles: number[];
}

/** A role with its permissions (`/api/admin/roles`). */
export interface AdminRole {
  id: number;
  name: string;
  permissions: string[];
  users_count: number;
  /** Named by the website's guards: cannot be renamed or deleted. */
  protected: boolean;
  /** Members must sign in with a second factor (TOTP or a passkey). */
  requires_two_factor: boolean;
  created_at: string;
  updated_at: string;
}

/** `GET /api/admin/roles/permissions`: every permission with its German label. */
export interface PermissionInfo {
  name: string;
  label: string;
}

/** `POST /api/admin/roles`. */
export interface RoleCreate {
  name: string;
  permissions?: string[];
  requires_two_factor?: boolean;
}

/** `PUT /api/admin/roles/{id}`: what is left out stays. */
export type RoleUpdate = Partial<RoleCreate>;

/** `POST /api/admin/roles/{id}/users`: gives the role to one account. */
export interface RoleMember {
  user_id: number;
}

/** What admins are told of (decision 019). */
export type AccountEvent = 'account.registered' | 'account.verified' | 'account.deleted';

/** What someone did to the account that makes its notifications done (decision 041). */
export type NoticeOutcome =
  'approved' | 'blocked' | 'unblocked' | 'deleted' | 'restored' | 'purged';

/** One of the own notifications (`GET /api/admin/notifications`). */
export interface AdminNotification {
  id: number;
  type: AccountEvent;
  /** The account it is about; null once the account is purged. */
  subject_user_id: number | null;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
  /** Someone acted on the account: no longer news for anyone. */
  done_at: string | null;
  done_action: NoticeOutcome | null;
  done_by: { id: number; name: string } | null;
}

/** `GET /api/admin/notifications`: a page, and how many are neither read nor done. */
export interface AdminNotificationPage extends Paginated<AdminNotification> {
  meta: PaginationMeta & { unread: number };
}

/** `GET /api/admin/notifications/unread` and every marking as read. */
export interface UnreadNotifications {
  unread: number;
}
