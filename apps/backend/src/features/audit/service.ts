// What an entry is made of: who acted and from where, what it is about, the details without
// secrets; `audit()` writes one in the caller's transaction.
import type { AuditAction, AuditTargetType } from '@frischkontor/contract';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { searchForms } from '../../text/fold';
import { insertEntry } from './store';

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
  await insertEntry(trx, {
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
  });
}
