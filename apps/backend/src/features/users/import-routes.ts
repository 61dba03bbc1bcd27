// Moving people in (issue 33, item 2; decision 059): a CSV list of accounts, with the columns of
// the administration's own export („Nachname“, „Vorname“, „E-Mail-Adresse“ …) or the API's field
// names; each row's verdict first (new, changed, unchanged, error with the reason), then the
// rows without errors imported, with invitations if wished. Idempotent by e-mail address: a
// second run changes nothing. New accounts are confirmed and approved (the company's own list);
// an existing account's roles and address stay as they are.
import {
  can,
  PERMISSIONS,
  STAFF_ADMIN_FIELDS,
  STAFF_FIELD_LABELS,
  USER_IMPORT_MAX_ROWS,
  type AdminRole,
  type UserImportAnswer,
  type UserImportRow,
  type UserImportVerdict,
} from '@frischkontor/contract';
import { staffAdminSchema } from '@frischkontor/contract/staff';
import { parse } from 'csv-parse/sync';
import type { Router } from 'express';
import { z } from 'zod';
import { searchTextOf } from '../../accounts/account';
import { hashPassword } from '../../accounts/passwords';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { randomToken } from '../../security/keys';
import { foldText } from '../../text/fold';
import { audit, auditActor, userTarget } from '../audit';
import { canAssign, listRoles } from '../roles';
import { assertMayChange } from './policy';
import { createSchema, updateSchema } from './schema';
import type { UserAdmin } from './service';

/** The columns the import reads, each under the names it answers to (folded). */
const COLUMNS = {
  lastname: ['Nachname', 'lastname', 'last_name', 'Name'],
  firstname: ['Vorname', 'firstname', 'first_name'],
  email: ['E-Mail-Adresse', 'E-Mail', 'Email', 'Mail'],
  company: ['Firma', 'company', 'Unternehmen'],
  customer_number: ['Kundennummer', 'customer_number'],
  phone: ['Telefon', 'phone'],
  salutation: [STAFF_FIELD_LABELS.salutation, 'salutation'],
  department: [STAFF_FIELD_LABELS.department, 'department'],
  job_title: [STAFF_FIELD_LABELS.job_title, 'job_title', 'Position', 'Stellenbezeichnung'],
  employee_number: [STAFF_FIELD_LABELS.employee_number, 'employee_number'],
  location: [STAFF_FIELD_LABELS.location, 'location'],
  phone_extension: [STAFF_FIELD_LABELS.phone_extension, 'phone_extension'],
  roles: ['Rollen', 'roles', 'Rolle'],
} as const;
type Column = keyof typeof COLUMNS;

/** Each column's German name, for reasons and changes. */
const LABELS: Record<Column, string> = Object.fromEntries(
  Object.entries(COLUMNS).map(([key, names]) => [key, names[0]]),
) as Record<Column, string>;

const headerKey = (name: string) => foldText(name).replace(/[^a-z0-9]/g, '');
const BY_HEADER = new Map<string, Column>(
  Object.entries(COLUMNS).flatMap(([key, names]) =>
    names.map((name) => [headerKey(name), key as Column] as const),
  ),
);

export const USER_IMPORT_MESSAGES = {
  empty: 'Die Datei enthält keine Zeilen.',
  unreadable:
    'Die Datei lässt sich nicht als CSV lesen. Bitte speichern Sie sie als „CSV (Trennzeichen-getrennt)“.',
  noEmail: 'Die Datei braucht eine Spalte „E-Mail-Adresse“.',
  tooMany: `Höchstens ${USER_IMPORT_MAX_ROWS} Zeilen auf einmal; bitte teilen Sie die Datei.`,
  twice: 'Diese E-Mail-Adresse steht weiter oben schon in der Datei.',
  deleted: 'Dieses Konto ist gelöscht; stellen Sie es zuerst in der Verwaltung wieder her.',
  mayNotChange: 'Dieses Konto dürfen Sie nicht ändern.',
  mayNotEdit: 'Zum Ändern bestehender Konten fehlt Ihnen das Recht „Benutzer bearbeiten“.',
  unknownRole: (name: string) => `Die Rolle „${name}“ gibt es nicht.`,
  mayNotAssign: 'Diese Rollen dürfen Sie nicht vergeben.',
  rolesKept: 'Die Rollen bestehender Konten ändert der Import nicht.',
} as const;

const requestSchema = z.object({
  csv: z
    .string({ error: USER_IMPORT_MESSAGES.unreadable })
    .min(1, USER_IMPORT_MESSAGES.empty)
    .max(100_000, 'Die Datei ist größer als 100 KB; bitte teilen Sie sie.'),
  apply: z.boolean().default(false),
  invite: z.boolean().default(false),
});

/** Excel in Germany writes `;`, others `,` or a tab: the one the header line holds most of. */
function delimiterOf(csv: string): string {
  const header = csv.split(/\r?\n/, 1)[0] ?? '';
  return [';', ',', '\t'].sort((a, b) => header.split(b).length - header.split(a).length)[0]!;
}

type Cells = Partial<Record<Column, string>>;

function readRows(csv: string): { rows: Cells[]; ignored: string[] } {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw new ValidationError({ csv: [USER_IMPORT_MESSAGES.unreadable] });
  }
  const [header, ...body] = records;
  if (!header || !body.length) throw new ValidationError({ csv: [USER_IMPORT_MESSAGES.empty] });
  if (body.length > USER_IMPORT_MAX_ROWS)
    throw new ValidationError({ csv: [USER_IMPORT_MESSAGES.tooMany] });
  const columns = header.map((name) => BY_HEADER.get(headerKey(name)) ?? null);
  if (!columns.includes('email'))
    throw new ValidationError({ csv: [USER_IMPORT_MESSAGES.noEmail] });
  const ignored = header.filter((name, i) => !columns[i] && name);
  const rows = body.map((record) => {
    const cells: Cells = {};
    columns.forEach((column, i) => {
      if (column && record[i] !== undefined) cells[column] = record[i];
    });
    return cells;
  });
  return { rows, ignored };
}

/** A validation's German messages, each with its column. */
function reasonsOf(error: unknown): string[] {
  if (!(error instanceof ValidationError)) throw error;
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    messages.map((m) => (field in LABELS ? `${LABELS[field as Column]}: ${m}` : m)),
  );
}

const filled = (cells: Cells, keys: readonly Column[]) =>
  Object.fromEntries(keys.flatMap((k) => (cells[k] ? [[k, cells[k]]] : [])));

const UPDATABLE = [
  'firstname',
  'lastname',
  'company',
  'customer_number',
  'phone',
  ...STAFF_ADMIN_FIELDS,
] as const satisfies readonly Column[];

interface Planned extends UserImportRow {
  /** What to write: a new account's input and roles, or an existing one's changed fields. */
  create?: {
    input: z.output<typeof createSchema>;
    staff: Record<string, unknown>;
    roles: AdminRole[];
  };
  update?: { existing: UserRow; fields: Record<string, unknown> };
}

export function importRoutes(router: Router, admin: UserAdmin): void {
  const { ctx, nudgeMail, guarded, mailInvitation } = admin;
  const { db, logger } = ctx;

  router.post('/import', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.createUsers);
    const { csv, apply, invite } = validate(requestSchema, bodyOf(req));
    const { rows, ignored } = readRows(csv);
    const roles = await listRoles(db);
    const roleByName = new Map(roles.map((r) => [foldText(r.name), r]));
    const seen = new Set<string>();
    // The accounts the file names, in one query per 500 addresses.
    const emails = [...new Set(rows.map((r) => (r.email ?? '').toLowerCase()).filter(Boolean))];
    const existingByEmail = new Map<string, UserRow>();
    for (let i = 0; i < emails.length; i += 500) {
      const found = await db
        .selectFrom('users')
        .selectAll()
        .where('email', 'in', emails.slice(i, i + 500))
        .execute();
      for (const user of found) existingByEmail.set(user.email, user);
    }

    const plan: Planned[] = [];
    for (const [index, cells] of rows.entries()) {
      const email = (cells.email ?? '').toLowerCase();
      const row: Planned = {
        line: index + 2,
        email,
        name: `${cells.firstname ?? ''} ${cells.lastname ?? ''}`.trim(),
        verdict: 'error',
        reasons: [],
        changes: [],
      };
      plan.push(row);
      if (email && seen.has(email)) {
        row.reasons.push(USER_IMPORT_MESSAGES.twice);
        continue;
      }
      seen.add(email);
      const existing = email
        ? await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
        : undefined;
      const roleNames = (cells.roles ?? '')
        .split(/[,;|]/)
        .map((r) => r.trim())
        .filter(Boolean);
      try {
        if (!existing) {
          const input = validate(createSchema, {
            ...filled(cells, ['firstname', 'lastname', 'company', 'customer_number', 'phone']),
            email: cells.email ?? '',
            firstname: cells.firstname ?? '',
            lastname: cells.lastname ?? '',
            verified: true,
            enabled: true,
          });
          const staff = validate(staffAdminSchema, filled(cells, [...STAFF_ADMIN_FIELDS]));
          const unknown = roleNames.filter((n) => !roleByName.has(foldText(n)));
          if (unknown.length) {
            row.reasons.push(...unknown.map(USER_IMPORT_MESSAGES.unknownRole));
            continue;
          }
          const given = roleNames.map((n) => roleByName.get(foldText(n))!);
          if (given.length && !canAssign(actor, given)) {
            row.reasons.push(USER_IMPORT_MESSAGES.mayNotAssign);
            continue;
          }
          row.verdict = 'new';
          row.name = `${input.firstname} ${input.lastname}`;
          row.create = { input, staff, roles: given };
          continue;
        }
        row.name = row.name || `${existing.firstname} ${existing.lastname}`;
        if (existing.deleted_at) {
          row.reasons.push(USER_IMPORT_MESSAGES.deleted);
          continue;
        }
        if (!can(actor, PERMISSIONS.editUsers)) {
          row.reasons.push(USER_IMPORT_MESSAGES.mayNotEdit);
          continue;
        }
        // An empty cell leaves the field as it is: only the columns the row fills are read.
        const given = filled(cells, UPDATABLE);
        const input = validate(updateSchema, given) as Record<string, unknown>;
        const current = existing as unknown as Record<string, unknown>;
        const fields = Object.fromEntries(
          Object.entries(input).filter(
            ([key, value]) => key in given && (current[key] ?? null) !== (value ?? null),
          ),
        );
        row.changes = Object.keys(fields).map((k) => LABELS[k as Column] ?? k);
        if (roleNames.length) row.reasons.push(USER_IMPORT_MESSAGES.rolesKept);
        if (!row.changes.length) {
          row.verdict = 'unchanged';
          continue;
        }
        // Changing it needs what changing it by hand needs (the identity rules).
        try {
          assertMayChange(actor, await admin.loadTarget(String(existing.id)));
        } catch {
          row.reasons.push(USER_IMPORT_MESSAGES.mayNotChange);
          continue;
        }
        row.verdict = 'update';
        row.update = { existing, fields };
      } catch (error) {
        row.verdict = 'error';
        row.reasons.push(...reasonsOf(error));
      }
    }

    const counts: Record<UserImportVerdict, number> = { new: 0, update: 0, unchanged: 0, error: 0 };
    for (const row of plan) counts[row.verdict] += 1;

    if (apply && (counts.new || counts.update)) {
      // One unknown password for every new account: nobody can sign in with it; they set theirs
      // by the invitation or „Passwort vergessen“ (hashing one per row would take minutes).
      const unusable = await hashPassword(randomToken(32));
      const now = nowIso();
      const actorOf = auditActor(req, actor);
      await db.transaction().execute(async (trx) => {
        for (const row of plan) {
          if (row.create) {
            const { input, staff, roles: given } = row.create;
            const created = await trx
              .insertInto('users')
              .values({
                email: input.email,
                password_hash: unusable,
                firstname: input.firstname,
                lastname: input.lastname,
                company: input.company,
                customer_number: input.customer_number,
                phone: input.phone,
                ...staff,
                search_text: searchTextOf(input),
                email_verified_at: now,
                enabled_at: now,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (given.length)
              await trx
                .insertInto('user_roles')
                .values(given.map((r) => ({ user_id: created.id, role_id: r.id })))
                .execute();
            const target = userTarget({ ...input, id: created.id });
            await audit(trx, actorOf, invite ? 'user.invited' : 'user.created', target, {
              roles: given.map((r) => r.name),
              import: true,
            });
            if (invite) await mailInvitation(trx, { ...input, id: created.id });
          } else if (row.update) {
            const { existing, fields } = row.update;
            await trx
              .updateTable('users')
              .set({
                ...fields,
                search_text: searchTextOf({ ...existing, ...fields }),
                updated_at: now,
              })
              .where('id', '=', existing.id)
              .execute();
            await audit(trx, actorOf, 'user.updated', userTarget(existing), {
              fields: Object.keys(fields),
              import: true,
            });
          }
        }
        await audit(trx, actorOf, 'user.imported', null, {
          created: counts.new,
          updated: counts.update,
          unchanged: counts.unchanged,
          errors: counts.error,
          invited: invite ? counts.new : 0,
        });
      });
      if (invite && counts.new) nudgeMail();
      logger.info({ user: actor.id, ...counts }, 'Benutzer importiert');
    } else if (apply) {
      throw new HttpError(422, 'Nichts zu importieren: Keine Zeile ist neu oder geändert.');
    }

    res.json({
      rows: plan.map(({ create: _c, update: _u, ...row }) => row),
      counts,
      ignored,
      applied: apply,
    } satisfies UserImportAnswer);
  });
}
