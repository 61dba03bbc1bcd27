// Access rules as the admin panel shows them: who, what level, and where a rule comes from.
import type {
  MediaAccess,
  MediaAccessRule,
  MediaRuleLevel,
  MediaRuleSubject,
  NamedMediaAccessRule,
} from '@frischkontor/contract';

export const LEVEL_LABELS: Record<MediaRuleLevel, string> = {
  read: 'lesen',
  write: 'schreiben',
  admin: 'verwalten',
};

export const SUBJECT_LABELS: Record<MediaRuleSubject, string> = {
  role: 'Rolle',
  user: 'Benutzer',
  public: 'Öffentlich',
};

export interface EffectiveRule extends NamedMediaAccessRule {
  /** The path whose own rule this is. */
  from: string;
  inherited: boolean;
}

/**
 * The rules that apply to an item: its own, then (while `inherit` is on) its parent's, up the
 * tree. `chain` starts at the item and walks up to the top-level folder.
 */
export function effectiveRules(chain: readonly MediaAccess[]): EffectiveRule[] {
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
export function encodeRule(rule: MediaAccessRule): string {
  return `${rule.subject}:${rule.subject_id ?? ''}:${rule.level}`;
}

const SUBJECTS = new Set<string>(['role', 'user', 'public']);
const LEVELS = new Set<string>(['read', 'write', 'admin']);

export function decodeRule(value: string): MediaAccessRule | null {
  const [subject = '', id = '', level = ''] = value.split(':');
  if (!SUBJECTS.has(subject) || !LEVELS.has(level)) return null;
  const subjectId = id === '' ? null : Number(id);
  if (subject !== 'public' && (!Number.isInteger(subjectId) || (subjectId ?? 0) <= 0)) return null;
  return {
    subject: subject as MediaRuleSubject,
    subject_id: subject === 'public' ? null : subjectId,
    level: level as MediaRuleLevel,
  };
}

/** Describes a rule in words, e.g. „Rolle kunde: lesen“. */
export function describeRule(rule: NamedMediaAccessRule): string {
  const who =
    rule.subject === 'public'
      ? 'Öffentlich (alle, auch ohne Anmeldung)'
      : `${SUBJECT_LABELS[rule.subject]} ${rule.subject_name ?? `#${rule.subject_id}`}`;
  return `${who}: ${LEVEL_LABELS[rule.level]}`;
}
