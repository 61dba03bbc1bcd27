// Access rules as the admin panel shows them: who, what level, and where a rule comes from.
import type { AccessInfo, AccessRule, RuleLevel, RuleSubject } from '../api/types';

export const LEVEL_LABELS: Record<RuleLevel, string> = {
  read: 'lesen',
  write: 'schreiben',
  admin: 'verwalten',
};

export const SUBJECT_LABELS: Record<RuleSubject, string> = {
  role: 'Rolle',
  user: 'Benutzer',
  public: 'Öffentlich',
};

export interface EffectiveRule extends AccessRule {
  /** The path whose own rule this is. */
  from: string;
  inherited: boolean;
}

/**
 * The rules that apply to an item: its own, then (while `inherit` is on) its parent's, up the
 * tree. `chain` starts at the item and walks up to the top-level folder.
 */
export function effectiveRules(chain: readonly AccessInfo[]): EffectiveRule[] {
  const rules: EffectiveRule[] = [];
  for (const [depth, entry] of chain.entries()) {
    for (const rule of entry.rules) rules.push({ ...rule, from: entry.path, inherited: depth > 0 });
    if (!entry.inherit) break;
  }
  return rules;
}

/** `domain/angebote/x` → `['domain/angebote/x', 'domain/angebote', 'domain']` */
export function ancestry(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('/'));
}

/** A rule as a compact form value, e.g. `role:3:read` or `public::read`. */
export function encodeRule(rule: Pick<AccessRule, 'subject' | 'subject_id' | 'level'>): string {
  return `${rule.subject}:${rule.subject_id ?? ''}:${rule.level}`;
}

const SUBJECTS = new Set<string>(['role', 'user', 'public']);
const LEVELS = new Set<string>(['read', 'write', 'admin']);

export function decodeRule(value: string): Omit<AccessRule, 'id' | 'subject_name'> | null {
  const [subject = '', id = '', level = ''] = value.split(':');
  if (!SUBJECTS.has(subject) || !LEVELS.has(level)) return null;
  const subjectId = id === '' ? null : Number(id);
  if (subject !== 'public' && (!Number.isInteger(subjectId) || (subjectId ?? 0) <= 0)) return null;
  return {
    subject: subject as RuleSubject,
    subject_id: subject === 'public' ? null : subjectId,
    level: level as RuleLevel,
  };
}

/** Describes a rule in words, e.g. „Rolle kunde: lesen“. */
export function describeRule(rule: AccessRule): string {
  const who =
    rule.subject === 'public'
      ? 'Öffentlich (alle, auch ohne Anmeldung)'
      : `${SUBJECT_LABELS[rule.subject]} ${rule.subject_name ?? `#${rule.subject_id}`}`;
  return `${who}: ${LEVEL_LABELS[rule.level]}`;
}
