// How an audit entry's details read, in the admin panel and its CSV export: German names, lists
// joined, changes as „vorher → nachher“.
import { UNSOLICITED_APPLICATION } from './application-files.ts';
import { AUDIT_GROUPS, AUDIT_SORT_LABELS, auditActionLabel } from './audit.ts';
import { formatStamp } from './dates.ts';
import { STAFF_FIELD_LABELS } from './staff.ts';

const KEY_LABELS: Record<string, string> = {
  fields: 'Felder',
  email: 'E-Mail-Adresse',
  reason: 'Grund',
  roles: 'Rollen',
  added: 'Hinzugefügt',
  removed: 'Entfernt',
  keys: 'Einstellungen',
  permissions: 'Rechte',
  permissions_added: 'Rechte hinzugefügt',
  permissions_removed: 'Rechte entfernt',
  name: 'Name',
  from: 'Vorher',
  to: 'Nachher',
  ended: 'Beendete Sitzungen',
  device: 'Gerät',
  ip: 'Adresse',
  remember: 'Angemeldet bleiben',
  kind: 'Art',
  items: 'Einträge',
  folder: 'Ordner',
  inherit: 'Regeln des Ordners darüber',
  before: 'Regeln vorher',
  after: 'Regeln nachher',
  verified: 'E-Mail bestätigt',
  enabled: 'Freigeschaltet',
  count: 'Anzahl',
  deleted_at: 'Gelöscht am',
  profile: 'Registrierungsprofil',
  approved: 'Sofort freigeschaltet',
  passkey: 'Passkey',
  synced: 'Zwischen Geräten synchronisiert',
  requires_two_factor: 'Zwei-Faktor-Anmeldung verlangt',
  template: 'Vorlage',
  mail: 'E-Mail Nr.',
  status: 'Status',
  ended_at: 'Verfahren abgeschlossen am',
  talent_pool: 'Talentpool',
  mode: 'Zeitplan',
  time: 'Uhrzeit',
  hours: 'Abstand in Stunden',
  keep: 'Aufbewahren (Anzahl)',
  retention: 'Aufbewahren (Anzahl)',
  target: 'Ziel',
  bucket: 'Bucket',
  prefix: 'Präfix',
  trigger: 'Anlass',
  // An export: the filters it was made with.
  state: 'Zustand',
  role: 'Rolle',
  owner: 'Zuständig',
  action: 'Aktion',
  user: 'Konto Nr.',
  search: 'Suche',
  from_day: 'Ab (Tag)',
  to_day: 'Bis (Tag)',
  sort: 'Sortierung',
};

const FIELD_LABELS: Record<string, string> = {
  firstname: 'Vorname',
  lastname: 'Nachname',
  email: 'E-Mail-Adresse',
  company: 'Firma',
  customer_number: 'Kundennummer',
  phone: 'Telefon',
  admin_note: 'Interne Notiz',
  ...STAFF_FIELD_LABELS,
};

const LEVELS: Record<string, string> = { read: 'lesen', write: 'schreiben', admin: 'verwalten' };
const SUBJECTS: Record<string, string> = { role: 'Rolle', user: 'Person', public: 'Öffentlich' };

function valueText(value: unknown, key: string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueText(v, key)).join(', ') : 'keine';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('from' in record && 'to' in record)
      return `${valueText(record.from, key)} → ${valueText(record.to, key)}`;
    if ('subject' in record && 'level' in record)
      return `${SUBJECTS[String(record.subject)] ?? String(record.subject)}${record.subject_id ? ` ${String(record.subject_id)}` : ''}: ${LEVELS[String(record.level)] ?? String(record.level)}`;
    return Object.entries(record)
      .map(([k, v]) => `${KEY_LABELS[k] ?? k}: ${valueText(v, k)}`)
      .join('; ');
  }
  const text = String(value);
  if (key === 'action')
    return (AUDIT_GROUPS as Record<string, string>)[text] ?? auditActionLabel(text);
  if (key === 'sort') return (AUDIT_SORT_LABELS as Record<string, string>)[text] ?? text;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatStamp(text);
  return key === 'fields' ? (FIELD_LABELS[text] ?? text) : text;
}

/** `[label, text]` pairs for a definition list. */
export function detailLines(details: Record<string, unknown>): [string, string][] {
  return Object.entries(details).map(([key, value]) =>
    // An application's job, or „Initiativbewerbung“ (never „Stelle: …“ for one without a job).
    key === 'job'
      ? value === UNSOLICITED_APPLICATION.slug
        ? ['Art', UNSOLICITED_APPLICATION.title]
        : ['Stelle', valueText(value, key)]
      : [KEY_LABELS[key] ?? key, valueText(value, key)],
  );
}
