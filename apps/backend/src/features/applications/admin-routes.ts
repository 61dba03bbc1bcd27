// `/api/admin/applications`: the HR tool (issue 18) for holders of `app.careers.applications`.
import {
  APPLICANT_MAIL_UNDO_SECONDS,
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_STATUSES,
  PERMISSIONS,
  type ApplicantMailSent,
  type ApplicationDetail,
  type ApplicationFile,
  type ApplicationList,
  type ApplicationMailTemplateKey,
  type ApplicationNote,
  type ApplicationOwner,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationTemplateUpdate,
  type ApplicationUpdate,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import { nowIso } from '../../db';
import type { ApplicationRow, SubmissionRow } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import {
  bodyOf,
  idParam,
  longText,
  queryOf,
  requestSchema,
  text,
  validate,
} from '../../http/validation';
import { audit, auditActor } from '../audit';
import { sendStored, type Library, type Storage } from '../media';
import type { Settings } from '../settings';
import { storedApplicationFiles } from './files';
import {
  applicantMails,
  cancelApplicantMail,
  draftQuerySchema,
  isUnsolicited,
  mailDraft,
  recordStatusChange,
  sendApplicantMail,
  sendSchema,
} from './mails';
import { deletionDue, mailTemplates, possibleOwners } from './store';

const CAREERS = PERMISSIONS.careersApplications;

export function applicationsAdminRouter(
  ctx: AppContext,
  settings: Settings,
  storage: Storage,
  library: Library,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, guards, config, logger } = ctx;
  const retention = config.applicationRetention;

  const base = () =>
    db
      .selectFrom('applications as a')
      .innerJoin('form_submissions as s', 's.id', 'a.submission_id')
      .leftJoin('users as o', 'o.id', 'a.owner_id');

  function summary(
    row: ApplicationRow & {
      name: string;
      email: string;
      owner_firstname: string | null;
      owner_lastname: string | null;
    },
  ): ApplicationSummary {
    return {
      id: row.submission_id,
      name: row.name,
      email: row.email,
      job_slug: row.job_slug,
      job_title: row.job_title,
      unsolicited: isUnsolicited(row),
      status: row.status as ApplicationStatus,
      owner:
        row.owner_id === null
          ? null
          : {
              id: row.owner_id,
              name: `${row.owner_firstname ?? ''} ${row.owner_lastname ?? ''}`.trim(),
            },
      talent_pool: row.talent_pool === 1,
      ended_at: row.ended_at,
      delete_after: deletionDue(row, retention),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  const columns = [
    'a.submission_id',
    'a.job_slug',
    'a.job_title',
    'a.status',
    'a.owner_id',
    'a.talent_pool',
    'a.ended_at',
    'a.created_at',
    'a.updated_at',
    's.name',
    's.email',
    'o.firstname as owner_firstname',
    'o.lastname as owner_lastname',
  ] as const;

  router.get('/', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    const query = queryOf(req);
    const filters = validate(
      z.object({
        job: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Diese Stelle gibt es nicht.')
          .optional(),
        status: z.enum(APPLICATION_STATUSES, { error: 'Diesen Status gibt es nicht.' }).optional(),
      }),
      { job: query.job || undefined, status: query.status || undefined },
    );
    const page = pageRequest(query);
    let list = base();
    if (filters.job) list = list.where('a.job_slug', '=', filters.job);
    if (filters.status) list = list.where('a.status', '=', filters.status);
    const total = Number(
      (await list.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = await list
      .select(columns)
      .orderBy('a.submission_id', 'desc')
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
    const input = validate(
      requestSchema<ApplicationTemplateUpdate>()(
        z.object({ subject: text('Betreff', 200), body: longText('Text', 5000) }),
      ),
      bodyOf(req),
    );
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

  async function load(idText: unknown) {
    const id = idParam(idText);
    const row = id
      ? await base()
          .select(columns)
          .selectAll('s')
          .where('a.submission_id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return row;
  }

  const filesOf = (row: SubmissionRow) => storedApplicationFiles(library, row);

  async function detail(idText: unknown): Promise<ApplicationDetail> {
    const row = await load(idText);
    const {
      cv_media_ids: _ids,
      privacy: _privacy,
      talent_pool: _pool,
      job_slug: _slug,
      ...data
    } = JSON.parse(row.data) as Record<string, unknown>;
    const files = (await filesOf(row)).map((file, i): ApplicationFile => ({
      name: file.name,
      size: file.size,
      mime_type: file.mime_type,
      role: file.role,
      url: apiUrl(config, `/admin/applications/${row.submission_id}/files/${i + 1}`),
    }));
    const events = await db
      .selectFrom('application_events as e')
      .leftJoin('users as u', 'u.id', 'e.author_id')
      .select(['e.id', 'e.type', 'e.status', 'e.text', 'e.created_at', 'u.firstname', 'u.lastname'])
      .where('e.application_id', '=', row.submission_id)
      .orderBy('e.id')
      .execute();
    return {
      ...summary(row),
      phone: typeof data.phone === 'string' ? data.phone : null,
      start_date: typeof data.start_date === 'string' ? data.start_date : null,
      message: typeof data.message === 'string' ? data.message : null,
      retention_months: row.talent_pool === 1 ? retention.talentPoolMonths : retention.months,
      files,
      mails: await applicantMails(db, row.submission_id),
      timeline: events.map((e) => ({
        id: e.id,
        type: e.type,
        status: e.status,
        text: e.text,
        author: e.firstname === null ? null : `${e.firstname} ${e.lastname ?? ''}`.trim(),
        created_at: e.created_at,
      })),
    };
  }

  router.get('/:id', async (req, res) => {
    await guards.requirePermission(req, res, CAREERS);
    res.json({ data: await detail(req.params.id) });
  });

  router.patch('/:id', async (req, res) => {
    const auth = await guards.requirePermission(req, res, CAREERS);
    const row = await load(req.params.id);
    const input = validate(
      requestSchema<ApplicationUpdate>()(
        z.object({
          status: z
            .enum(APPLICATION_STATUSES, { error: 'Bitte wählen Sie einen Status aus der Liste.' })
            .optional(),
          owner_id: z
            .union([z.number().int().positive(), z.null()], {
              error: 'Bitte wählen Sie eine zuständige Person aus der Liste.',
            })
            .optional(),
        }),
      ),
      bodyOf(req),
    );
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
    const input = validate(
      requestSchema<ApplicationNote>()(z.object({ text: longText('Notiz', 5000) })),
      bodyOf(req),
    );
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
