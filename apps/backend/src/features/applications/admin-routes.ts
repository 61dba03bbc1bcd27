// `/api/admin/applications`: the HR tool (issue 18) for holders of `app.careers.applications`.
import {
  APPLICANT_MAIL_UNDO_SECONDS,
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_STATUS_LABELS,
  NO_OWNER,
  PERMISSIONS,
  UNSOLICITED_APPLICATION,
  type ApplicantMailSent,
  type ApplicationList,
  type ApplicationMailTemplateKey,
  type ApplicationOwner,
  type ApplicationSummary,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import { nowIso } from '../../db';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv';
import { fieldError, notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { bodyOf, idParam, queryOf, validate } from '../../http/validation';
import { audit, auditActor } from '../audit';
import { sendStored, type Library, type Storage } from '../media';
import type { Settings } from '../settings';
import { cancelApplicantMail, mailDraft, recordStatusChange, sendApplicantMail } from './mails';
import { applicationViews } from './admin-view';
import {
  draftQuerySchema,
  listFiltersSchema,
  noteSchema,
  sendSchema,
  templateUpdateSchema,
  updateSchema,
} from './schema';
import { mailTemplates, possibleOwners } from './store';

const CAREERS = PERMISSIONS.careersApplications;

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 10_000;

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

const EXPORT_COLUMNS: CsvColumn<ApplicationSummary>[] = [
  { header: 'Eingang', value: (a) => day(a.created_at) },
  { header: 'Name', value: (a) => a.name },
  { header: 'E-Mail-Adresse', value: (a) => a.email },
  {
    header: 'Stelle',
    value: (a) => (a.unsolicited ? UNSOLICITED_APPLICATION.title : a.job_title),
  },
  { header: 'Status', value: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { header: 'Zuständig', value: (a) => a.owner?.name ?? '' },
  { header: 'Talentpool', value: (a) => (a.talent_pool ? 'ja' : 'nein') },
  { header: 'Abgeschlossen am', value: (a) => day(a.ended_at) },
  { header: 'Löschung ab', value: (a) => day(a.delete_after) },
];

export function applicationsAdminRouter(
  ctx: AppContext,
  settings: Settings,
  storage: Storage,
  library: Library,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, guards, config, logger } = ctx;
  const { filtered, rowsOf, summary, load, filesOf, detail } = applicationViews(ctx, library);

  /** The list's filters from the query; bad ones are refused (422) before anything is read. */
  const filtersOf = (query: Record<string, string | undefined>) =>
    validate(listFiltersSchema, {
      job: query.job || undefined,
      status: query.status || undefined,
      owner: query.owner || undefined,
      search: query.search || undefined,
      sort: query.sort || undefined,
    });

  router.get('/', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    const query = queryOf(req);
    const filters = filtersOf(query);
    const page = pageRequest(query);
    const list = filtered(filters);
    const total = Number(
      (await list.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = await rowsOf(filters)
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    // Every job that has applications, for the filter.
    const jobs = await db
      .selectFrom('applications')
      .select(['job_slug', 'job_title'])
      .select((eb) => eb.fn.countAll().as('count'))
      .groupBy(['job_slug', 'job_title'])
      .orderBy('job_title')
      .execute();
    res.json({
      ...paginate(
        rows.map(summary),
        total,
        page,
        pageLinker(apiUrl(config, '/admin/applications'), query, page.size),
      ),
      jobs: jobs.map((j) => ({ slug: j.job_slug, title: j.job_title, count: Number(j.count) })),
    } satisfies ApplicationList);
  });

  // The list as a CSV file for HR (http/csv): the same filters and order. Applicants' data
  // leaving the system: the download is in the audit log with its count and filters.
  router.get('/export', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const filters = filtersOf(queryOf(req));
    const rows = (await rowsOf(filters).limit(EXPORT_LIMIT).execute()).map(summary);
    const owner =
      typeof filters.owner === 'number'
        ? await db
            .selectFrom('users')
            .select(['firstname', 'lastname'])
            .where('id', '=', filters.owner)
            .executeTakeFirst()
        : undefined;
    const job = filters.job
      ? await db
          .selectFrom('applications')
          .select('job_title')
          .where('job_slug', '=', filters.job)
          .executeTakeFirst()
      : undefined;
    await audit(db, auditActor(req, auth.user), 'application.exported', null, {
      count: rows.length,
      ...(filters.job && {
        job:
          filters.job === UNSOLICITED_APPLICATION.slug
            ? filters.job
            : (job?.job_title ?? filters.job),
      }),
      ...(filters.status && { status: APPLICATION_STATUS_LABELS[filters.status] }),
      ...(filters.owner && {
        owner:
          filters.owner === NO_OWNER
            ? 'niemand'
            : owner
              ? `${owner.firstname} ${owner.lastname}`
              : filters.owner,
      }),
      ...(filters.search && { search: filters.search }),
    });
    await sendCsv(res, csvFilename('bewerbungen'), EXPORT_COLUMNS, rows);
  });

  router.get('/owners', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    const owners = await possibleOwners(db);
    const data: ApplicationOwner[] = owners.map((o) => ({
      id: o.id,
      name: `${o.firstname} ${o.lastname}`,
    }));
    res.json({ data });
  });

  router.get('/templates', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    res.json({ data: await mailTemplates(db) });
  });

  router.put('/templates/:key', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const key = req.params.key as ApplicationMailTemplateKey;
    if (!APPLICATION_MAIL_TEMPLATES.includes(key)) throw notFound();
    const input = validate(templateUpdateSchema, bodyOf(req));
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('application_mail_templates')
        .values({ key, ...input, updated_by: Number(auth.user.id), updated_at: now })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ ...input, updated_by: Number(auth.user.id), updated_at: now }),
        )
        .execute();
      await audit(trx, auditActor(req, auth.user), 'application.template_changed', null, {
        template: APPLICATION_MAIL_TEMPLATE_TITLES[key],
      });
    });
    logger.info({ user: Number(auth.user.id), template: key }, 'Bewerbungsvorlage geändert');
    res.json({ data: await mailTemplates(db) });
  });

  router.get('/:id', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    res.json({ data: await detail(req.params.id) });
  });

  router.patch('/:id', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const input = validate(updateSchema, bodyOf(req));
    if (input.owner_id) {
      const owners = await possibleOwners(db);
      if (!owners.some((o) => o.id === input.owner_id))
        throw fieldError('owner_id', 'Diese Person kann keine Bewerbungen bearbeiten.');
    }
    // A status mails nothing by itself: Zusage and Absage mails go through `/:id/mails`.
    await db.transaction().execute(async (trx) => {
      if (input.owner_id !== undefined && input.owner_id !== row.owner_id) {
        const now = nowIso();
        await trx
          .updateTable('applications')
          .set({ owner_id: input.owner_id, updated_at: now })
          .where('submission_id', '=', row.submission_id)
          .execute();
        const owner = input.owner_id
          ? await trx
              .selectFrom('users')
              .select(['firstname', 'lastname'])
              .where('id', '=', input.owner_id)
              .executeTakeFirst()
          : undefined;
        await trx
          .insertInto('application_events')
          .values({
            application_id: row.submission_id,
            type: 'owner',
            text: owner ? `${owner.firstname} ${owner.lastname}` : null,
            author_id: Number(auth.user.id),
            created_at: now,
          })
          .execute();
      }
      if (input.status && input.status !== row.status)
        await recordStatusChange(trx, row, input.status, auditActor(req, auth.user));
    });
    logger.info(
      { user: Number(auth.user.id), application: row.submission_id, status: input.status },
      'Bewerbung bearbeitet',
    );
    res.json({ data: await detail(req.params.id) });
  });

  async function mailSettings() {
    return {
      company: String(await settings.get('company_name')),
      hrEmail: String(await settings.get('hr_email')),
    };
  }

  router.get('/:id/mails/draft', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const query = validate(draftQuerySchema, queryOf(req));
    res.json({ data: await mailDraft(db, row, query, await mailSettings()) });
  });

  router.post('/:id/mails', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const input = validate(sendSchema, bodyOf(req));
    const mail = await sendApplicantMail(
      db,
      row,
      input,
      auditActor(req, auth.user),
      await mailSettings(),
    );
    // Looks again once the mail may go, rather than at the worker's next round.
    setTimeout(nudgeMail, APPLICANT_MAIL_UNDO_SECONDS * 1000 + 100).unref();
    logger.info(
      { user: Number(auth.user.id), application: row.submission_id, mail: mail.id },
      'E-Mail an Bewerbung abgeschickt',
    );
    res.status(201).json({ data: await detail(req.params.id), mail } satisfies ApplicantMailSent);
  });

  router.post('/:id/mails/:mail/cancel', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const mailId = idParam(req.params.mail);
    if (!mailId) throw notFound();
    await cancelApplicantMail(db, row.submission_id, mailId, auditActor(req, auth.user));
    logger.info(
      { user: Number(auth.user.id), application: row.submission_id, mail: mailId },
      'E-Mail an Bewerbung zurückgenommen',
    );
    res.json({ data: await detail(req.params.id) });
  });

  router.post('/:id/notes', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const input = validate(noteSchema, bodyOf(req));
    await db
      .insertInto('application_events')
      .values({
        application_id: row.submission_id,
        type: 'note',
        text: input.text,
        author_id: Number(auth.user.id),
        created_at: nowIso(),
      })
      .execute();
    res.status(201).json({ data: await detail(req.params.id) });
  });

  router.get('/:id/files/:n', async (req: Request, res: Response) => {
    await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const file = (await filesOf(row))[(idParam(req.params.n) ?? 0) - 1];
    if (!file) throw notFound();
    await sendStored(req, res, storage, file, false, () =>
      logger.warn({ submission: row.submission_id }, 'Bewerbungsdatei fehlt im Speicher'),
    );
  });

  return router;
}
