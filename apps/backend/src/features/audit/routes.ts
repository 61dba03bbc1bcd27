// `/api/admin/audit`: the log for admins, a page at a time, and the same view as a CSV file.
import {
  AUDIT_TARGET_LABELS,
  auditActionLabel,
  detailLines,
  type AuditEntry,
} from '@frischkontor/contract';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { queryOf, validate } from '../../http/validation';
import { requireAuditReader } from './policy';
import { AUDIT_FILTER_KEYS, auditFiltersSchema } from './schema';
import { audit, auditActor } from './service';
import { entriesInOrder, entryPage, filteredEntries, lastEntryId } from './store';

/** The filters and order of the query; another value is 400 with German field errors. */
function filtersOf(query: Record<string, string | undefined>) {
  return validate(
    auditFiltersSchema,
    Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, query[k] || undefined])),
    400,
  );
}

/** `2026-03-14 09:30:05`: a time Excel reads as one, in UTC as stored. */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Zeit (UTC)', value: (e) => utcTime(e.created_at) },
  { header: 'Aktion', value: (e) => auditActionLabel(e.action) },
  { header: 'Wer', value: (e) => e.actor_label ?? 'Nicht angemeldet' },
  { header: 'Wer (Konto-Nr.)', value: (e) => e.actor_id },
  {
    header: 'Betroffen (Art)',
    value: (e) => (e.target_type ? AUDIT_TARGET_LABELS[e.target_type] : ''),
  },
  { header: 'Betroffen', value: (e) => e.target_label },
  { header: 'Betroffen (Nr.)', value: (e) => e.target_id },
  {
    header: 'Einzelheiten',
    value: (e) =>
      detailLines(e.details)
        .map(([label, text]) => `${label}: ${text}`)
        .join('; '),
  },
  { header: 'IP-Adresse', value: (e) => e.ip },
  { header: 'Gerät', value: (e) => e.device },
  { header: 'Browser-Kennung', value: (e) => e.user_agent },
];

export function auditAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, guards, config } = ctx;

  router.get('/', async (req, res) => {
    await requireAuditReader(guards, req, res);
    const query = queryOf(req);
    const filters = filtersOf(query);
    const base = filteredEntries(db, filters);
    const page = pageRequest(query);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    res.json(
      paginate(
        await entryPage(base, filters.sort, page),
        total,
        page,
        pageLinker(apiUrl(config, '/admin/audit'), query, page.size),
      ),
    );
  });

  // The page's view as a file: its filters and order, every entry up to the moment it was asked
  // for, written out in batches. The download itself goes into the log first, with its filters.
  router.get('/export', async (req, res) => {
    const auth = await requireAuditReader(guards, req, res);
    const filters = filtersOf(queryOf(req));
    const lastId = await lastEntryId(db);
    const base = filteredEntries(db, filters);
    const count = Number(
      (
        await base
          .where('id', '<=', lastId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
    const { action, user, search, from, to, sort } = filters;
    await audit(db, auditActor(req, auth.user), 'audit.exported', null, {
      count,
      ...Object.fromEntries(
        Object.entries({ action, user, search, from_day: from, to_day: to, sort }).filter(
          ([, v]) => v !== undefined && v !== '',
        ),
      ),
    });
    await sendCsv(res, csvFilename('protokoll'), COLUMNS, entriesInOrder(base, sort, lastId));
  });

  return router;
}
