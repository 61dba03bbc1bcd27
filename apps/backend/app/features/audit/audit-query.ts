// The audit log's address (German parameters) and what it asks of the API: the page and its CSV
// export read the same filters and order. A value that is not one is dropped and said in German.
import {
  AUDIT_ACTION_CODES,
  AUDIT_GROUPS,
  AUDIT_SORTS,
  DEFAULT_AUDIT_SORT,
  type AuditSort,
} from '@frischkontor/contract';
import { viewSearch } from '../../components/ui/view-search';

export interface AuditQuery {
  aktion?: string;
  benutzer?: number;
  suche?: string;
  von?: string;
  bis?: string;
  sortierung?: AuditSort;
  seite: number;
}

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const isAction = (value: string) =>
  (AUDIT_ACTION_CODES as string[]).includes(value) || Object.hasOwn(AUDIT_GROUPS, value);

/** Each parameter: whether a value is one, and what is said when not. */
const CHECKS = {
  aktion: [isAction, '„Aktion“: diese Aktion gibt es nicht.'],
  benutzer: [(v: string) => /^[1-9]\d{0,9}$/.test(v), '„Konto Nr.“ ist keine gültige Nummer.'],
  suche: [(v: string) => v.length <= 100, '„Person oder Adresse“: höchstens 100 Zeichen.'],
  von: [isDay, '„Von“ ist kein gültiges Datum (TT.MM.JJJJ).'],
  bis: [isDay, '„Bis“ ist kein gültiges Datum (TT.MM.JJJJ).'],
  sortierung: [
    (v: string) => (AUDIT_SORTS as string[]).includes(v),
    'Diese Sortierung gibt es nicht.',
  ],
} as const satisfies Record<string, readonly [(value: string) => boolean, string]>;

/** The log's view from its address, and a German sentence for each value that is not one. */
export function readAuditQuery(url: URL): { query: AuditQuery; problems: string[] } {
  const params = url.searchParams;
  const problems: string[] = [];
  const valid = (key: keyof typeof CHECKS) => {
    const value = params.get(key)?.trim();
    if (!value) return undefined;
    const [ok, message] = CHECKS[key];
    if (ok(value)) return value;
    problems.push(message);
    return undefined;
  };
  const benutzer = valid('benutzer');
  const seite = Number(params.get('seite'));
  const query: AuditQuery = {
    aktion: valid('aktion'),
    benutzer: benutzer ? Number(benutzer) : undefined,
    suche: valid('suche'),
    von: valid('von'),
    bis: valid('bis'),
    sortierung: valid('sortierung') as AuditSort | undefined,
    seite: Number.isInteger(seite) && seite >= 1 && seite <= 100_000 ? seite : 1,
  };
  return { query, problems };
}

/** The filters and order as the API's query. */
export function apiAuditQuery(query: AuditQuery) {
  return {
    action: query.aktion,
    user: query.benutzer,
    search: query.suche,
    from: query.von,
    to: query.bis,
    sort: query.sortierung,
  };
}

/** The order shown: the one asked for, or the newest first. */
export const sortOf = (query: AuditQuery): AuditSort => query.sortierung ?? DEFAULT_AUDIT_SORT;

/** The log's address with some parameters changed (another view starts at page 1). */
export const auditSearch = (query: AuditQuery, change: Partial<AuditQuery> = {}) =>
  viewSearch(query, change);
