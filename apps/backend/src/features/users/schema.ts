// What the user administration accepts: a new account, changes, the list's filters, a block's
// reason and the roles.
import {
  STAFF_ADMIN_FIELDS,
  USER_LIST_STATES,
  USER_SORTS,
  type AccountBlock,
  type AccountRoles,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@frischkontor/contract';
import { optionalPhone } from '@frischkontor/contract/forms/schemas';
import { staffAdminSchema } from '@frischkontor/contract/staff';
import { z } from 'zod';
import {
  email,
  flag,
  optionalText,
  passwordInput,
  positiveId,
  requestSchema,
  text,
} from '../../http/validation';
import { tradeLicenceInput, vatIdInput } from '../registration';

const NOTE = 'Interne Notiz';

export const createSchema = requestSchema<AdminUserCreate>()(
  z.object({
    firstname: text('Vorname', 100),
    lastname: text('Nachname', 100),
    company: optionalText('Firma', 200),
    customer_number: optionalText('Kundennummer', 50),
    vat_id: vatIdInput(),
    trade_licence: tradeLicenceInput(),
    phone: optionalPhone,
    admin_note: optionalText(NOTE, 2000, { lines: true }),
    email: email(),
    password: passwordInput().optional(),
    password_confirmation: z.unknown().optional(),
    roles: z.array(positiveId('Rollen-ID')).max(20).default([]),
    verified: flag().default(false),
    enabled: flag().default(false),
  }),
);

export type CreateInput = z.output<typeof createSchema>;

export const updateSchema = requestSchema<AdminUserUpdate>()(
  z
    .object({
      firstname: text('Vorname', 100).optional(),
      lastname: text('Nachname', 100).optional(),
      company: optionalText('Firma', 200),
      customer_number: optionalText('Kundennummer', 50),
      vat_id: vatIdInput(),
      trade_licence: tradeLicenceInput(),
      phone: optionalPhone.optional(),
      admin_note: optionalText(NOTE, 2000, { lines: true }),
      email: email().optional(),
    })
    .extend(staffAdminSchema.shape),
);

/** Fields that may be cleared: left out they stay, blank or null they become empty. */
export const CLEARABLE = [
  'company',
  'customer_number',
  'vat_id',
  'trade_licence',
  'phone',
  'admin_note',
  ...STAFF_ADMIN_FIELDS,
] as const;

/** The list's filters and order (`state`, `role`, `sort`). */
export const listFiltersSchema = z.object({
  state: z
    .enum(USER_LIST_STATES, {
      error: 'Bitte wählen Sie active, unverified, pending, blocked oder deleted.',
    })
    .optional(),
  role: z.coerce.number().int().positive().optional(),
  sort: z
    .enum(USER_SORTS, {
      error: `Sortieren geht nach ${USER_SORTS.filter((s) => !s.startsWith('-')).join(', ')} (mit - absteigend).`,
    })
    .optional(),
});

export type ListFilters = z.output<typeof listFiltersSchema>;

export const blockSchema = requestSchema<AccountBlock>()(
  z.object({ reason: optionalText('Grund', 500) }),
);

export const rolesSchema = requestSchema<AccountRoles>()(
  z.object({ roles: z.array(positiveId('Rollen-ID')).max(20) }),
);
