// `/api/admin/forms`: the submissions with their delivery state, for admins (personal data).
import type {
  QueuedMail,
  SubmissionDetail,
  SubmissionFile,
  SubmissionSummary,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import { nowIso } from '../../db';
import type { SubmissionRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { idParam, queryOf, searchText, validate } from '../../http/validation';
import { foldText, likePattern } from '../../text/fold';
import { sendStored, type Library, type Storage } from '../media';
import { storedApplicationFiles } from '../applications';

function summary(row: SubmissionRow, mails: Pick<QueuedMail, 'state'>[]): SubmissionSummary {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    topic: row.topic,
    delivery_state: row.delivery_state,
    has_cv: row.cv_media_id !== null,
    mails: {
      sent: mails.filter((m) => m.state === 'sent').length,
      pending: mails.filter((m) => m.state === 'pending' || m.state === 'sending').length,
      failed: mails.filter((m) => m.state === 'failed').length,
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** `/api/admin/forms`: submissions with their delivery state; admins only (personal data). */
export function formsAdminRouter(
  ctx: AppContext,
  storage: Storage,
  library: Library,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, guards, config, logger } = ctx;

  async function mailsOf(ids: number[]): Promise<QueuedMail[]> {
    if (!ids.length) return [];
    return db
      .selectFrom('mail_queue')
      .select([
        'id',
        'submission_id',
        'purpose',
        'recipient',
        'state',
        'attempts',
        'last_error',
        'next_attempt_at',
        'sent_at',
        'created_at',
      ])
      .where('submission_id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  router.get('/', async (req, res) => {
    await guards.requirePermission(req, res, 'system.admin');
    const query = queryOf(req);
    const filters = validate(
      z.object({
        type: z.enum(['contact', 'application']).optional(),
        state: z.enum(['pending', 'sent', 'failed']).optional(),
        search: searchText,
      }),
      {
        type: query.type || undefined,
        state: query.state || undefined,
        search: query.search || undefined,
      },
    );
    const page = pageRequest(query);
    let base = db.selectFrom('form_submissions');
    if (filters.type) base = base.where('type', '=', filters.type);
    if (filters.state) base = base.where('delivery_state', '=', filters.state);
    // Name and address in the German folding (`search_text`), as the user list searches.
    const search = foldText(filters.search ?? '');
    if (search)
      base = base.where(sql<boolean>`search_text like ${likePattern(search)} escape '\\'`);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    const mails = await mailsOf(rows.map((r) => r.id));
    res.json(
      paginate(
        rows.map((r) =>
          summary(
            r,
            mails.filter((m) => m.submission_id === r.id),
          ),
        ),
        total,
        page,
        pageLinker(apiUrl(config, '/admin/forms'), query, page.size),
      ),
    );
  });

  async function load(idText: unknown) {
    const id = idParam(idText);
    const row = id
      ? await db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return row;
  }

  const filesOf = (row: SubmissionRow) => storedApplicationFiles(library, row);

  async function detail(row: SubmissionRow): Promise<SubmissionDetail> {
    const mails = await mailsOf([row.id]);
    const {
      cv_media_ids: _ids,
      attachment_media_ids: _attachments,
      ...data
    } = JSON.parse(row.data) as Record<string, unknown>;
    const files = (await filesOf(row)).map((file, i): SubmissionFile => ({
      name: file.name,
      size: file.size,
      mime_type: file.mime_type,
      url: apiUrl(
        config,
        i === 0 ? `/admin/forms/${row.id}/cv` : `/admin/forms/${row.id}/files/${i + 1}`,
      ),
    }));
    return { ...summary(row, mails), data, mails, cv: files[0] ?? null, files };
  }

  router.get('/:id', async (req, res) => {
    await guards.requirePermission(req, res, 'system.admin');
    res.json({ data: await detail(await load(req.params.id)) });
  });

  async function sendFile(req: Request, res: Response, row: SubmissionRow, n: number) {
    const file = (await filesOf(row))[n - 1];
    if (!file) throw notFound();
    await sendStored(req, res, storage, file, false, () =>
      logger.warn({ submission: row.id }, 'Bewerbungsdatei fehlt im Speicher'),
    );
  }

  router.get('/:id/cv', async (req, res) => {
    await guards.requirePermission(req, res, 'system.admin');
    await sendFile(req, res, await load(req.params.id), 1);
  });

  router.get('/:id/files/:n', async (req, res) => {
    await guards.requirePermission(req, res, 'system.admin');
    const row = await load(req.params.id);
    await sendFile(req, res, row, idParam(req.params.n) ?? 0);
  });

  router.post('/:id/retry', async (req, res) => {
    const auth = await guards.requirePermission(req, res, 'system.admin');
    const row = await load(req.params.id);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('mail_queue')
        .set({ state: 'pending', attempts: 0, next_attempt_at: now, locked_until: null })
        .where('submission_id', '=', row.id)
        .where('state', '=', 'failed')
        .execute();
      await trx
        .updateTable('form_submissions')
        .set({ delivery_state: 'pending', updated_at: now })
        .where('id', '=', row.id)
        .where('delivery_state', '=', 'failed')
        .execute();
    });
    logger.info({ user: auth.user.id, submission: row.id }, 'Zustellung erneut angestoßen');
    nudgeMail();
    res.status(202).json({ data: await detail(await load(req.params.id)) });
  });

  return router;
}
