// The log's filters and order, as the list and its CSV export read them from the query.
import { AUDIT_ACTION_CODES, AUDIT_GROUPS, AUDIT_SORTS } from '@frischkontor/contract';
import { z } from 'zod';

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: bitte als JJJJ-MM-TT angeben.`)
    .refine(
      (v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v),
      `${label}: dieses Datum gibt es nicht.`,
    )
    .optional();

export const auditFiltersSchema = z.object({
  action: z
    .string()
    .max(60)
    .refine(
      (v) => (AUDIT_ACTION_CODES as string[]).includes(v) || Object.hasOwn(AUDIT_GROUPS, v),
      'Diese Aktion gibt es nicht.',
    )
    .optional(),
  user: z.coerce
    .number({ error: 'Bitte eine Benutzer-ID angeben.' })
    .int('Bitte eine Benutzer-ID angeben.')
    .positive('Bitte eine Benutzer-ID angeben.')
    .max(2_147_483_647, 'Bitte eine Benutzer-ID angeben.')
    .optional(),
  search: z.string().max(100, 'Die Suche darf höchstens 100 Zeichen lang sein.').optional(),
  from: day('Von'),
  to: day('Bis'),
  sort: z
    .enum(AUDIT_SORTS, {
      error: `Sortieren geht nach ${AUDIT_SORTS.filter((s) => !s.startsWith('-')).join(', ')} (mit - absteigend).`,
    })
    .optional(),
});

export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** The query's keys the filters are read from. */
export const AUDIT_FILTER_KEYS = ['action', 'user', 'search', 'from', 'to', 'sort'] as const;
