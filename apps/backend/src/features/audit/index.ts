// The audit log (issue 16): every admin action and security event, written by the same
// transaction as the change it records. Features call `audit(trx, actor, action, target, details)`;
// admins read the log at `GET /api/admin/audit`; entries older than the retention setting go.
import {
  AUDIT_ACTION_CODES,
  AUDIT_GROUPS,
  PERMISSIONS,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
} from '@frischkontor/contract';
import type { Request } from 'express';
import { Router } from 'express';
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import { deviceOf } from '../../accounts/device';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { queryOf, validate } from '../../http/validation';
import { foldText, likePattern, searchForms } from '../../text/fold';

/** Who acted, and from where. `id` null: nobody signed in (a failed sign-in, a link). */
export interface AuditActor {
  id: number | null;
  label: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditTarget {
  type: AuditTargetType;
  id?: string | number | null;
  label?: string | null;
}

interface Person {
  id: number | string | null;
  email: string;
  name?: string;
  firstname?: string;
  lastname?: string;
}

function personLabel(person: Person): string {
  const name = person.name ?? [person.firstname, person.lastname].filter(Boolean).join(' ');
  return name ? `${name} <${person.email}>` : person.email;
}

/** The request's address and browser, and the person acting (if any). */
export function auditActor(req: Request, person?: Person | null): AuditActor {
  return {
    id: person?.id == null ? null : Number(person.id),
    label: person ? personLabel(person) : null,
    ip: req.ip?.slice(0, 64) ?? null,
    userAgent: req.get('user-agent')?.slice(0, 300) ?? null,
  };
}

/** An account as the target of an entry. */
export function userTarget(person: Person): AuditTarget {
  return { type: 'user', id: person.id, label: personLabel(person) };
}

/** Keys whose values never enter the log, at any depth. */
const SECRET_KEY = /pass|code|token|secret|hash|otp|signature|credential|cookie/i;

/** Details without secrets, strings cut to 500 characters, at most 4 levels deep. */
export function cleanDetails(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.slice(0, 500);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return null;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => cleanDetails(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, cleanDetails(v, depth + 1)]),
  );
}

/**
 * Records one entry. Pass the transaction that makes the change, so both are stored or neither;
 * `details` names what changed (field names, role names), never passwords, codes or tokens.
 */
export async function audit(
  trx: Kysely<DB>,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      action,
      actor_id: actor.id,
      actor_label: actor.label?.slice(0, 400) ?? null,
      target_type: target?.type ?? null,
      target_id: target?.id == null ? null : String(target.id).slice(0, 64),
      target_label: target?.label?.slice(0, 400) ?? null,
      details: JSON.stringify(cleanDetails(details) ?? {}),
      ip: actor.ip,
      user_agent: actor.userAgent,
      search_text: searchForms([actor.label, target?.label, actor.ip].filter(Boolean).join(' ')),
      created_at: nowIso(),
    })
    .execute();
}

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** Deletes entries older than `days`; answers how many went. */
export async function purgeAuditLog(db: Kysely<DB>, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom('audit_log')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: bitte als JJJJ-MM-TT angeben.`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}: dieses Datum gibt es nicht.`)
    .optional();

const filterSchema = z.object({
  action: z
    .string()
    .max(60)
    .refine(
      (v) => (AUDIT_ACTION_CODES as string[]).includes(v) || Object.hasOwn(AUDIT_GROUPS, v),
      'Diese Aktion gibt es nicht.',
    )
    .optional(),
  user: z.coerce.number({ error: 'Bitte eine Benutzer-ID angeben.' }).int().positive().optional(),
  search: z.string().max(100).optional(),
  from: day('Von'),
  to: day('Bis'),
});

/** An entry as the log's reader gets it: details parsed, the user agent for people. */
function auditEntryOf(row: Selectable<DB['audit_log']>): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor_id: row.actor_id,
    actor_label: row.actor_label,
    target_type: row.target_type as AuditTargetType | null,
    target_id: row.target_id,
    target_label: row.target_label,
    details: JSON.parse(row.details) as Record<string, unknown>,
    ip: row.ip,
    user_agent: row.user_agent,
    device: row.user_agent ? deviceOf(row.user_agent).label : null,
    search_text: row.search_text,
    created_at: row.created_at,
  };
}

export function auditAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, guards, config } = ctx;

  router.get('/', async (req, res) => {
    await guards.requirePermission(req, res, PERMISSIONS.adminPanel, PERMISSIONS.admin);
    const query = queryOf(req);
    const filters = validate(
      filterSchema,
      Object.fromEntries(
        ['action', 'user', 'search', 'from', 'to'].map((k) => [k, query[k] || undefined]),
      ),
    );
    let base = db.selectFrom('audit_log');
    if (filters.action)
      base = filters.action.includes('.')
        ? base.where('action', '=', filters.action)
        : base.where('action', 'like', `${filters.action}.%`);
    if (filters.user) {
      const id = filters.user;
      base = base.where((eb) =>
        eb.or([
          eb('actor_id', '=', id),
          eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', String(id))]),
        ]),
      );
    }
    const search = foldText(filters.search ?? '');
    if (search) {
      const pattern = likePattern(search);
      base = base.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
    }
    // Days are taken as UTC days, as the stored times are.
    if (filters.from) base = base.where('created_at', '>=', `${filters.from}T00:00:00.000Z`);
    if (filters.to) base = base.where('created_at', '<', `${filters.to}T99`);
    const page = pageRequest(query);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    res.json(
      paginate(
        rows.map(auditEntryOf),
        total,
        page,
        pageLinker(apiUrl(config, '/admin/audit'), query, page.size),
      ),
    );
  });

  return router;
}
