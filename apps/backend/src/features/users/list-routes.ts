// The list of accounts (search, filters, order, pages) and its CSV export.
import {
  ACCOUNT_STATUS_LABELS,
  DELETED_LABEL,
  accountStatus,
  isAdmin,
  PERMISSIONS,
  STAFF_FIELD_LABELS,
  type User,
} from '@frischkontor/contract';
import type { Router } from 'express';
import { apiUrl } from '../../context';
import { audit, auditActor } from '../audit';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv';
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
  function filtersOf(query: Record<string, string | undefined>) {
    return validate(listFiltersSchema, {
      state: query.state || undefined,
      role: query.role || undefined,
      sort: query.sort || undefined,
    });
  }
  function listed(
    actor: User,
    query: Record<string, string | undefined>,
    filters = filtersOf(query),
  ) {
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

  // The list as a CSV file for Excel (http/csv): the same filters and order.
  router.get('/export', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const query = queryOf(req);
    const filters = filtersOf(query);
    const users = await withRoles(
      actor,
      await listed(actor, query, filters).rows().limit(EXPORT_LIMIT).execute(),
    );
    type Row = (typeof users)[number];
    const day = (value: string | null) => (value ? value.slice(0, 10) : '');
    const columns: CsvColumn<Row>[] = [
      { header: 'Nachname', value: (u) => u.lastname },
      { header: 'Vorname', value: (u) => u.firstname },
      ...(isAdmin(actor) ? [{ header: 'E-Mail-Adresse', value: (u: Row) => u.email }] : []),
      { header: 'Firma', value: (u) => u.company },
      { header: 'Kundennummer', value: (u) => u.customer_number },
      { header: 'Telefon', value: (u) => u.phone },
      { header: STAFF_FIELD_LABELS.salutation, value: (u) => u.salutation },
      { header: STAFF_FIELD_LABELS.department, value: (u) => u.department },
      { header: STAFF_FIELD_LABELS.job_title, value: (u) => u.job_title },
      { header: STAFF_FIELD_LABELS.employee_number, value: (u) => u.employee_number },
      { header: STAFF_FIELD_LABELS.location, value: (u) => u.location },
      { header: STAFF_FIELD_LABELS.phone_extension, value: (u) => u.phone_extension },
      { header: STAFF_FIELD_LABELS.mobile, value: (u) => u.mobile },
      {
        header: 'Mobilnummer im Verzeichnis',
        value: (u) => (u.directory_mobile ? 'ja' : 'nein'),
      },
      { header: 'Rollen', value: (u) => u.roles.map((r) => r.name).join(', ') },
      {
        header: 'Zustand',
        value: (u) => (u.deleted_at ? DELETED_LABEL : ACCOUNT_STATUS_LABELS[accountStatus(u)]),
      },
      { header: 'Registriert', value: (u) => day(u.created_at) },
      { header: 'E-Mail bestätigt', value: (u) => day(u.email_verified_at) },
      { header: 'Freigeschaltet', value: (u) => day(u.enabled_at) },
    ];
    // Personal data leaving the system: who took which part of the list, as people read it.
    const { state, role } = filters;
    const roleName = role
      ? (await db.selectFrom('roles').select('name').where('id', '=', role).executeTakeFirst())
          ?.name
      : undefined;
    await audit(db, auditActor(req, actor), 'user.exported', null, {
      count: users.length,
      ...(state && {
        state: state === 'deleted' ? DELETED_LABEL : ACCOUNT_STATUS_LABELS[state],
      }),
      ...(role && { role: roleName ?? role }),
      ...(query.search?.trim() && { search: query.search.trim().slice(0, 100) }),
    });
    await sendCsv(res, csvFilename('benutzer'), columns, users);
  });
}
