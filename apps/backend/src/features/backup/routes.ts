// The backups in the administration (`/api/admin/backups`, admins only): the schedule and the
// archives of its target, a run now, an archive's download and deletion (decision 050).
import { pipeline } from 'node:stream';
import { PERMISSIONS, type BackupSchedule } from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { audit, auditActor } from '../audit';
import { contentDisposition } from '../media';
import { checkFolder, normalPrefix, S3_MISSING } from './policy';
import { scheduleSchema } from './schema';
import type { Backups } from './service';
import { readSchedule, saveSchedule } from './store';
import { ARCHIVE_NAME } from './targets';

export function backupsAdminRouter(ctx: AppContext, backups: Backups): Router {
  const router = Router();
  const { db, config } = ctx;
  const admin = (req: Request, res: Response) =>
    ctx.guards.requirePermission(req, res, PERMISSIONS.admin);

  router.get('/', async (req, res) => {
    await admin(req, res);
    res.json({ data: await backups.overview() });
  });

  router.put('/schedule', async (req, res) => {
    const auth = await admin(req, res);
    const input = validate(scheduleSchema, bodyOf(req));
    const before = await readSchedule(db, config);
    const schedule: Omit<BackupSchedule, 'updated_at'> = {
      mode: input.mode,
      time: input.time,
      hours: input.hours,
      keep: input.keep,
      target: input.target,
      folder: before.folder,
      bucket: input.bucket ?? config.s3?.bucket ?? '',
      prefix: normalPrefix(input.prefix),
    };
    if (input.target === 'folder') {
      const checked = checkFolder(config, input.folder ?? config.backupDir);
      if ('error' in checked) throw new ValidationError({ folder: [checked.error] });
      schedule.folder = checked.folder;
    } else if (!config.s3) {
      throw new ValidationError({ target: [S3_MISSING] });
    } else if (!schedule.bucket) {
      throw new ValidationError({ bucket: ['Bitte den Namen des Buckets angeben.'] });
    }
    const changed = (Object.keys(schedule) as (keyof typeof schedule)[]).filter(
      (key) => schedule[key] !== before[key],
    );
    await db.transaction().execute(async (trx) => {
      await saveSchedule(trx, schedule, Number(auth.user.id));
      await audit(
        trx,
        auditActor(req, auth.user),
        'backup.schedule_changed',
        { type: 'backup' },
        {
          keys: changed,
          ...schedule,
        },
      );
    });
    res.json({ data: await backups.overview() });
  });

  router.post('/runs', async (req, res) => {
    const auth = await admin(req, res);
    const run = await backups.runNow(auditActor(req, auth.user));
    if (!run)
      throw new HttpError(
        409,
        'Es läuft bereits eine Sicherung. Bitte warten Sie, bis sie fertig ist.',
      );
    res.status(202).json({ data: run });
  });

  router.get('/archives/:name', async (req, res) => {
    const auth = await admin(req, res);
    const name = String(req.params.name);
    const target = await backups.target().catch(() => null);
    const found = target && ARCHIVE_NAME.test(name) ? await target.read(name) : null;
    if (!target || !found) {
      target?.close();
      throw notFound();
    }
    await audit(db, auditActor(req, auth.user), 'backup.downloaded', {
      type: 'backup',
      id: name,
      label: target.location,
    });
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Length', String(found.bytes));
    res.setHeader('Content-Disposition', contentDisposition(name, 'attachment'));
    res.setHeader('Cache-Control', 'private, no-store');
    // pipeline ends both sides on an error or when the browser goes away (a plain pipe left the
    // archive's stream open after an aborted download).
    pipeline(found.body, res, (error) => {
      target.close();
      if (error) ctx.logger.warn({ err: error }, 'Download einer Sicherung abgebrochen');
    });
  });

  router.delete('/archives/:name', async (req, res) => {
    const auth = await admin(req, res);
    const name = String(req.params.name);
    const target = ARCHIVE_NAME.test(name) ? await backups.target().catch(() => null) : null;
    if (!target) throw notFound();
    try {
      if (!(await target.list()).some((a) => a.name === name)) throw notFound();
      await target.remove(name);
      await audit(db, auditActor(req, auth.user), 'backup.deleted', {
        type: 'backup',
        id: name,
        label: target.location,
      });
    } finally {
      target.close();
    }
    res.status(204).end();
  });

  return router;
}
