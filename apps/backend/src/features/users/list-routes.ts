// The list of accounts (search, filters, order, pages) and its CSV export.
import {
  ACCOUNT_STATUS_LABELS,
  DELETED_LABEL,
  accountStatus,
  isAdmin,
  PERMISSIONS,
  type User,
} from '@frischkontor/contract';
import { stringify } from 'csv-stringify/sync';
import type { Router } from 'express';
import { apiUrl } from '../../context';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { queryOf, validate } from '../../http/validation';
import { foldText } from '../../text/fold';
import { listFiltersSchema } from './schema';
import type { UserAdmin } from './service';
import { listQuery } from './store';

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 10_000;

export function listRoutes(router: Router, admin: UserAdmin): void {
  const { db, config } = admin.ctx;
  const { guarded, withRoles } = admin;

  /** The list's filters and order from the query (`search`, `state`, `role`, `sort`). */
  function listed(actor: User, query: Record<string, string | undefined>) {
    const filters = validate(listFiltersSchema, {
      state: query.state || undefined,
      role: query.role || undefined,
      sort: query.sort || undefined,
    });
    const search = foldText(query.search ?? '').slice(0, 100);
    return listQuery(db, actor, filters, search);
  }

  router.get('/', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const query = queryOf(req);
    const { base, rows } = listed(actor, query);
    const page = pageRequest(query);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const users = await withRoles(
      actor,
      await rows()
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute(),
    );
    res.json(
      paginate(users, total, page, pageLinker(apiUrl(config, '/admin/users'), query, page.size)),
    );
  });

  // The list as a CSV file for Excel: the same filters and order, German headers, `;` and a
  // byte order mark (Excel reads UTF-8 only with it), formulas defused.
  router.get('/export', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const users = await withRoles(
      actor,
      await listed(actor, queryOf(req)).rows().limit(EXPORT_LIMIT).execute(),
    );
    const day = (value: string | null) => (value ? value.slice(0, 10) : '');
    const columns = [
      ['lastname', 'Nachname'],
      ['firstname', 'Vorname'],
      ...(isAdmin(actor) ? [['email', 'E-Mail-Adresse']] : []),
      ['company', 'Firma'],
      ['customer_number', 'Kundennummer'],
      ['phone', 'Telefon'],
      ['roles', 'Rollen'],
      ['state', 'Zustand'],
      ['created_at', 'Registriert'],
      ['email_verified_at', 'E-Mail bestätigt'],
      ['enabled_at', 'Freigeschaltet'],
    ].map(([key, header]) => ({ key: key!, header: header! }));
    const csv = stringify(
      users.map((u) => ({
        ...u,
        roles: u.roles.map((r) => r.name).join(', '),
        state: u.deleted_at ? DELETED_LABEL : ACCOUNT_STATUS_LABELS[accountStatus(u)],
        created_at: day(u.created_at),
        email_verified_at: day(u.email_verified_at),
        enabled_at: day(u.enabled_at),
      })),
      {
        bom: true,
        delimiter: ';',
        record_delimiter: 'windows',
        header: true,
        columns,
        escape_formulas: true,
      },
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="benutzer-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  });
}
