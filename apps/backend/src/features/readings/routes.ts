// `/api/readings`: Pflichtlektüre (issue 32, item 2; decision 053). Who asks is checked before
// anything is read: guests 401, accounts not yet complete their refusal, anyone neither staff
// nor a manager 403. Staff read and confirm the items of their roles; managers
// (`app.readings.manage`) make items mandatory, start a new round, end one, and read the report.
import {
  can,
  formatDate,
  formatStamp,
  hasRole,
  PERMISSIONS,
  READING_KIND_LABELS,
  ROLES,
  type ReadingReportPerson,
  type ReadingSummaries,
  type ReadingSummary,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { apiUrl, type AppContext } from '../../context';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv';
import { HttpError, MESSAGES, notFound } from '../../http/errors';
import { bodyOf, idParam, queryOf, validate } from '../../http/validation';
import { audit, auditActor } from '../audit';
import { encodeMediaPath } from '../media';
import type { Settings } from '../settings';
import { tell } from '../watching';
import { confirmSchema, createSchema, renewSchema, updateSchema } from './schema';
import { checkRoles, createReadings, type ReadingPerson } from './service';
import { createReadingStore, rolesOf } from './store';

type ReportRow = ReadingReportPerson & { role: string };

const COLUMNS: CsvColumn<ReportRow>[] = [
  { header: 'Rolle', value: (r) => r.role },
  { header: 'Name', value: (r) => r.name },
  { header: 'E-Mail', value: (r) => r.email },
  { header: 'Abteilung', value: (r) => r.department },
  { header: 'Bestätigt', value: (r) => (r.confirmed ? 'ja' : 'nein') },
  { header: 'Fassung', value: (r) => r.confirmed?.version },
  { header: 'Bestätigt am', value: (r) => (r.confirmed ? formatStamp(r.confirmed.at) : '') },
  {
    header: 'Frühere Bestätigung',
    value: (r) => (r.earlier ? `${formatStamp(r.earlier.at)} (Fassung ${r.earlier.version})` : ''),
  },
];

export function readingsRouter(ctx: AppContext, settings: Settings, nudgeMail: () => void): Router {
  const router = Router();
  const { db, guards } = ctx;
  const store = createReadingStore(db);
  const readings = createReadings(store, (path) =>
    apiUrl(ctx.config, `/media/${encodeMediaPath(path)}`),
  );

  /** Everyone concerned by a new round hears of it in their notifications (decision 055). */
  async function askToConfirm(reading: ReadingSummary, actorId: number) {
    const people = await store.concerned(reading.roles);
    await tell(
      ctx,
      settings,
      nudgeMail,
      people.map((p) => ({
        id: p.id,
        email: p.email,
        name: `${p.firstname} ${p.lastname}`.trim(),
        mail: p.watch_mail === 1,
      })),
      actorId,
      {
        type: 'reading.requested',
        topic: `reading:${reading.id}:${reading.round}`,
        title: `Bitte bestätigen: „${reading.title}“`,
        body: `Pflichtlektüre: bitte bis ${formatDate(reading.due_on)} lesen und mit „Gelesen und verstanden“ bestätigen.`,
        link: '/intern/pflichtlektuere',
      },
    );
  }

  /** The person behind the request, before anything is read. */
  async function personOf(req: Request, res: Response) {
    const auth = await guards.requireFullAccount(req, res);
    const { user } = auth;
    const manage = can(user, PERMISSIONS.readingsManage);
    if (!manage && !hasRole(user, ROLES.personal)) throw new HttpError(403, MESSAGES.forbidden);
    res.setHeader('Cache-Control', 'private, no-store');
    const person: ReadingPerson = {
      userId: Number(user.id),
      roles: user.roles.map((r) => r.name),
      manage,
    };
    return { person, user };
  }

  async function managerOf(req: Request, res: Response) {
    const who = await personOf(req, res);
    if (!who.person.manage) throw new HttpError(403, MESSAGES.forbidden);
    return who;
  }

  async function readingOf(req: Request) {
    const id = idParam(req.params.id);
    const row = id ? await store.byId(id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  const roleNames = async () =>
    (await db.selectFrom('roles').select('name').execute())
      .map((r) => r.name)
      .filter((name) => name !== ROLES.kunde && name !== ROLES.admin)
      .sort((a, b) => a.localeCompare(b, 'de'));

  const target = (summary: { id: number; title: string; kind: 'wiki' | 'document' }) => ({
    type: 'reading' as const,
    id: summary.id,
    label: `${READING_KIND_LABELS[summary.kind]} „${summary.title}“`,
  });

  router.get('/readings', async (req, res) => {
    const { person } = await personOf(req, res);
    if (queryOf(req).all !== '1') return void res.json(await readings.feed(person));
    if (!person.manage) throw new HttpError(403, MESSAGES.forbidden);
    const rows = await store.all(queryOf(req).closed !== '1');
    const { articles, documents } = await store.choices();
    res.json({
      data: await readings.summaries(rows),
      meta: { roles: await roleNames(), articles, documents },
    } satisfies ReadingSummaries);
  });

  router.post('/readings', async (req, res) => {
    const { person, user } = await managerOf(req, res);
    const input = validate(createSchema, bodyOf(req));
    const id = await readings.create(input, await roleNames(), person.userId);
    const [summary] = await readings.summaries([(await store.byId(id))!]);
    await audit(db, auditActor(req, user), 'reading.created', target(summary!), {
      roles: summary!.roles,
      due_on: summary!.due_on,
    });
    await askToConfirm(summary!, person.userId);
    res.status(201).json({ data: summary });
  });

  router.patch('/readings/:id', async (req, res) => {
    const { user } = await managerOf(req, res);
    const row = await readingOf(req);
    const input = validate(updateSchema, bodyOf(req));
    if (input.roles) checkRoles(input.roles, await roleNames());
    await store.update(row.id, input);
    const [summary] = await readings.summaries([(await store.byId(row.id))!]);
    await audit(db, auditActor(req, user), 'reading.changed', target(summary!), input);
    res.json({ data: summary });
  });

  router.post('/readings/:id/renew', async (req, res) => {
    const { user, person } = await managerOf(req, res);
    const row = await readingOf(req);
    const { due_on } = validate(renewSchema, bodyOf(req));
    await readings.renew(row, due_on);
    const [summary] = await readings.summaries([(await store.byId(row.id))!]);
    await audit(db, auditActor(req, user), 'reading.renewed', target(summary!), {
      round: summary!.round,
      due_on,
    });
    await askToConfirm(summary!, person.userId);
    res.json({ data: summary });
  });

  router.post('/readings/:id/close', async (req, res) => {
    const { user } = await managerOf(req, res);
    const row = await readingOf(req);
    if (!row.closed_at) await store.close(row.id);
    const [summary] = await readings.summaries([(await store.byId(row.id))!]);
    if (!row.closed_at) await audit(db, auditActor(req, user), 'reading.closed', target(summary!));
    res.json({ data: summary });
  });

  router.post('/readings/:id/confirm', async (req, res) => {
    const { person } = await personOf(req, res);
    const row = await readingOf(req);
    // Someone the item does not concern learns nothing of it.
    if (!person.manage && !rolesOf(row).some((role) => person.roles.includes(role)))
      throw notFound();
    const { version } = validate(confirmSchema, bodyOf(req));
    res.json({ data: await readings.confirm(person, row, version) });
  });

  router.get('/readings/:id/report', async (req, res) => {
    await managerOf(req, res);
    res.json({ data: await readings.report(await readingOf(req)) });
  });

  router.get('/readings/:id/report.csv', async (req, res) => {
    const { user } = await managerOf(req, res);
    const report = await readings.report(await readingOf(req));
    const rows = report.roles.flatMap((r) => r.people.map((p) => ({ ...p, role: r.role })));
    await audit(db, auditActor(req, user), 'reading.exported', target(report.reading), {
      count: rows.length,
    });
    await sendCsv(res, csvFilename(`pflichtlektuere-${report.reading.id}`), COLUMNS, rows);
  });

  return router;
}
