// The audit log's action codes and how the admin panel names them (issue 16). The backend
// writes these codes; a code not listed here is refused at compile time.

export const AUDIT_ACTIONS = {
  'auth.login': 'Angemeldet',
  'auth.login_failed': 'Anmeldung fehlgeschlagen',
  'auth.two_factor_failed': 'Falscher Zwei-Faktor-Code',
  'auth.passkey_login': 'Mit Passkey angemeldet',
  'auth.passkey_verified': 'Anmeldung mit Passkey bestätigt',
  'auth.passkey_failed': 'Passkey abgelehnt',
  'auth.oidc_login': 'Mit dem Firmenkonto angemeldet (OpenID Connect)',
  'auth.oidc_failed': 'Anmeldung mit dem Firmenkonto abgelehnt (OpenID Connect)',
  'account.oidc_linked': 'Firmenkonto verknüpft (OpenID Connect)',
  'account.oidc_created': 'Konto bei der ersten Anmeldung mit dem Firmenkonto angelegt',
  'auth.password_reset': 'Passwort über Link neu gesetzt',
  'account.registered': 'Registriert',
  'account.email_verified': 'E-Mail-Adresse bestätigt',
  'account.password_changed': 'Passwort geändert',
  'account.profile_updated': 'Eigene Profildaten geändert',
  'account.email_changed': 'E-Mail-Adresse geändert',
  'account.exported': 'Eigene Daten heruntergeladen',
  'account.session_ended': 'Sitzung beendet',
  'account.sessions_ended': 'Alle anderen Sitzungen beendet',
  'account.deleted': 'Eigenes Konto gelöscht',
  'account.token_created': 'API-Token erstellt',
  'account.token_revoked': 'API-Token widerrufen',
  'two_factor.enabled': 'Zwei-Faktor-Anmeldung eingeschaltet',
  'two_factor.disabled': 'Zwei-Faktor-Anmeldung ausgeschaltet',
  'two_factor.backup_codes': 'Neue Backup-Codes erzeugt',
  'two_factor.reset': 'Zwei-Faktor-Anmeldung zurückgesetzt',
  'passkey.added': 'Passkey hinzugefügt',
  'passkey.renamed': 'Passkey umbenannt',
  'passkey.removed': 'Passkey entfernt',
  'user.created': 'Benutzer angelegt',
  'user.invited': 'Person eingeladen',
  'user.updated': 'Benutzerdaten geändert',
  'user.approved': 'Konto freigeschaltet',
  'user.blocked': 'Konto gesperrt',
  'user.unblocked': 'Sperre aufgehoben',
  'user.verified': 'E-Mail-Adresse als bestätigt markiert',
  'user.reset_link_sent': 'Link zum Zurücksetzen verschickt',
  'user.password_change_required': 'Neues Passwort bei der nächsten Anmeldung verlangt',
  'user.password_change_waived': 'Verlangtes neues Passwort erlassen',
  'user.verification_sent': 'Bestätigungslink verschickt',
  'user.roles_changed': 'Rollen geändert',
  'user.roles_from_groups': 'Rollen aus den Gruppen des Firmenkontos übernommen',
  'user.sessions_ended': 'Sitzungen beendet (Admin)',
  'user.deleted': 'Konto gelöscht (Admin)',
  'user.restored': 'Konto wiederhergestellt',
  'user.purged': 'Konto endgültig entfernt',
  'user.exported': 'Benutzerliste als CSV heruntergeladen',
  'user.imported': 'Benutzer aus einer CSV-Datei importiert',
  'role.created': 'Rolle angelegt',
  'role.updated': 'Rolle geändert',
  'role.deleted': 'Rolle gelöscht',
  'media.access_changed': 'Zugriffsregeln geändert',
  'media.deleted': 'Datei oder Ordner gelöscht',
  'media.copied': 'Datei oder Ordner kopiert',
  'media.details_changed': 'Angaben zu einer Datei geändert',
  'settings.changed': 'Einstellungen geändert',
  'submission.deleted': 'Anfrage oder Bewerbung gelöscht',
  'application.deleted': 'Bewerbung nach Ablauf der Aufbewahrungsfrist gelöscht',
  'application.status_changed': 'Status einer Bewerbung geändert',
  'application.mail_written':
    'E-Mail an Bewerberin oder Bewerber abgeschickt (30 Sekunden rücknehmbar)',
  'application.mail_cancelled': 'E-Mail an Bewerberin oder Bewerber zurückgenommen',
  'application.mail_delivered': 'E-Mail an Bewerberin oder Bewerber versandt',
  'application.template_changed': 'E-Mail-Vorlage für Bewerbungen geändert',
  'application.exported': 'Bewerbungen als CSV heruntergeladen',
  'newsletter.exported': 'Newsletter-Empfänger als CSV heruntergeladen',
  'newsletter.deleted': 'Newsletter-Empfänger gelöscht',
  'backup.schedule_changed': 'Zeitplan der Sicherung geändert',
  'backup.started': 'Sicherung von Hand gestartet',
  'backup.failed': 'Sicherung fehlgeschlagen',
  'backup.downloaded': 'Sicherung heruntergeladen',
  'backup.deleted': 'Sicherung gelöscht',
  'audit.exported': 'Protokoll als CSV heruntergeladen',
  'reading.created': 'Pflichtlektüre festgelegt',
  'reading.changed': 'Pflichtlektüre geändert (Rollen oder Frist)',
  'reading.renewed': 'Pflichtlektüre neu zu bestätigen',
  'reading.closed': 'Pflichtlektüre beendet',
  'reading.exported': 'Bestätigungen einer Pflichtlektüre als CSV heruntergeladen',
  'wiki.reviewed': 'Wiki-Artikel geprüft, unverändert',
  'wiki.review_date_set': 'Verantwortliche Person oder „prüfen bis“ eines Wiki-Artikels geändert',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The groups the admin panel filters by: the part before the dot. */
export const AUDIT_GROUPS = {
  auth: 'Anmeldung',
  account: 'Eigenes Konto',
  two_factor: 'Zwei-Faktor-Anmeldung',
  passkey: 'Passkeys',
  user: 'Benutzerverwaltung',
  role: 'Rollen',
  media: 'Dateien',
  settings: 'Einstellungen',
  submission: 'Anfragen und Bewerbungen',
  application: 'Bewerbungen',
  newsletter: 'Newsletter',
  backup: 'Sicherung',
  audit: 'Protokoll',
  wiki: 'Wiki',
  reading: 'Pflichtlektüre',
} as const;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** The log's orders (`sort` of the API, `sortierung` of the panel); `-` for descending. */
export const AUDIT_SORT_LABELS = {
  '-created_at': 'Zeit, neueste zuerst',
  created_at: 'Zeit, älteste zuerst',
  action: 'Aktion A–Z',
  '-action': 'Aktion Z–A',
  actor: 'Wer A–Z',
  '-actor': 'Wer Z–A',
} as const;

export type AuditSort = keyof typeof AUDIT_SORT_LABELS;

export const AUDIT_SORTS = Object.keys(AUDIT_SORT_LABELS) as AuditSort[];

/** The log's order when none is asked for. */
export const DEFAULT_AUDIT_SORT: AuditSort = '-created_at';

/** What an entry is about. */
export type AuditTargetType =
  | 'user'
  | 'role'
  | 'media'
  | 'settings'
  | 'submission'
  | 'newsletter'
  | 'backup'
  | 'reading'
  | 'wiki';

/** What kind of thing an entry is about, in German. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'Konto',
  role: 'Rolle',
  media: 'Datei',
  settings: 'Einstellungen',
  submission: 'Eingang',
  newsletter: 'Newsletter-Empfänger',
  backup: 'Sicherung',
  reading: 'Pflichtlektüre',
  wiki: 'Wiki-Artikel',
};

/** One entry as `GET /api/admin/audit` answers it. */
export interface AuditEntry {
  id: number;
  action: string;
  actor_id: number | null;
  /** Name and address at the time, so the entry reads well after the account is gone. */
  actor_label: string | null;
  target_type: AuditTargetType | null;
  target_id: string | null;
  target_label: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
  /** The user agent for people: „Firefox 133 auf Windows 10“. */
  device: string | null;
  /** Actor, target and address folded (German folding), as the log's search matches them. */
  search_text: string;
  created_at: string;
}
