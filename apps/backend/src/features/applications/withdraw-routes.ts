// `/api/applications/withdraw`: the applicant's link from the confirmation mail.
import { type ApplicationWithdrawal } from '@frischkontor/contract';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ApplicationRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { bodyOf, queryOf } from '../../http/validation';
import { isUnsolicited } from './mail-template';
import { changeStatus } from './store';

/** The applicant's withdrawal: the signed link from the confirmation mail, no account needed. */
export function applicationWithdrawRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, keys, limits, logger } = ctx;

  const link = z.object({
    id: z.coerce.number().int().positive().max(2_147_483_647),
    signature: z.string().min(10).max(100),
  });

  async function applicationOf(req: Request, input: unknown) {
    await limits.hit('applicationWithdraw', req.ip ?? 'unknown');
    const parsed = link.safeParse(input);
    const row = parsed.success
      ? await db
          .selectFrom('applications')
          .selectAll()
          .where('submission_id', '=', parsed.data.id)
          .executeTakeFirst()
      : undefined;
    // One answer for a wrong signature and a deleted application: the link no longer works.
    if (
      !parsed.success ||
      !row ||
      !keys.verifyHmac(
        'signed-url',
        `application-withdraw:${parsed.data.id}`,
        parsed.data.signature,
      )
    )
      throw new HttpError(
        404,
        'Dieser Link ist ungültig oder die Bewerbung wurde bereits gelöscht.',
      );
    return row;
  }

  const view = (row: ApplicationRow): ApplicationWithdrawal => ({
    job_title: row.job_title,
    unsolicited: isUnsolicited(row),
    withdrawn: row.status === 'zurueckgezogen',
  });

  router.get('/applications/withdraw', async (req, res) => {
    res.json({ data: view(await applicationOf(req, queryOf(req))) });
  });

  router.post('/applications/withdraw', async (req, res) => {
    const row = await applicationOf(req, bodyOf(req));
    if (row.status !== 'zurueckgezogen') {
      await db
        .transaction()
        .execute((trx) => changeStatus(trx, row, 'zurueckgezogen', null, 'withdrawn'));
      logger.info({ application: row.submission_id }, 'Bewerbung vom Bewerber zurückgezogen');
    }
    res.json({ data: { ...view(row), withdrawn: true } });
  });

  return router;
}
