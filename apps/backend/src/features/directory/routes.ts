// `/api/directory`: the staff directory for staff only (decision 052). Who may read it is checked
// before anything is read: a guest gets 401, an account that is not complete (unverified, waiting,
// blocked, second factor missing) its refusal, anyone else without the staff role (customers,
// accounts without a role) 403. The search folds German as the admin search does: every word of
// the query must occur in the folded name, department or job title.
import type { DirectoryAnswer, DirectoryPerson } from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, MESSAGES, notFound } from '../../http/errors';
import { positiveId, queryOf, validate } from '../../http/validation';
import { foldText, searchForms } from '../../text/fold';
import { categoryLimits, readerOf } from '../wiki';
import { directoryPeople, directoryPerson } from './store';

export const DIRECTORY_MESSAGES = {
  query: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
  department: 'Die Abteilung darf höchstens 100 Zeichen lang sein.',
} as const;

const querySchema = z.object({
  q: z.string().max(100, DIRECTORY_MESSAGES.query).default(''),
  abteilung: z.string().max(100, DIRECTORY_MESSAGES.department).default(''),
});

const idSchema = z.object({ id: positiveId('Person') });

/** Whether every word of the folded query occurs in the person's folded name, department or title. */
function matches(person: DirectoryPerson, words: readonly string[]): boolean {
  if (!words.length) return true;
  const text = searchForms(
    [person.firstname, person.lastname, person.department ?? '', person.job_title ?? ''].join(' '),
  );
  return words.every((word) => text.includes(word));
}

export function directoryRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, guards } = ctx;

  /** The staff reader of this request, or the refusal; before anything is read. */
  async function staffReader(req: Request, res: Response) {
    const auth = await guards.requireFullAccount(req, res);
    if (!readerOf(auth)) throw new HttpError(403, MESSAGES.forbidden);
    res.setHeader('Cache-Control', 'private, no-store');
    return readerOf(auth, await categoryLimits(db))!;
  }

  router.get('/directory', async (req, res) => {
    const reader = await staffReader(req, res);
    const query = queryOf(req);
    const input = validate(
      querySchema,
      { q: query.q ?? '', abteilung: query.abteilung ?? '' },
      400,
    );
    const everyone = await directoryPeople(db, reader);
    const departments = [
      ...new Set(everyone.flatMap((p) => (p.department ? [p.department] : []))),
    ].sort((a, b) => a.localeCompare(b, 'de'));
    const words = foldText(input.q).split(' ').filter(Boolean);
    const department = input.abteilung.trim();
    const data = everyone.filter(
      (p) => (!department || p.department === department) && matches(p, words),
    );
    res.json({ data, meta: { departments, total: everyone.length } } satisfies DirectoryAnswer);
  });

  router.get('/directory/:id', async (req, res) => {
    const reader = await staffReader(req, res);
    const { id } = validate(idSchema, { id: req.params.id });
    const person = await directoryPerson(db, reader, id);
    if (!person) throw notFound();
    res.json({ data: person });
  });

  return router;
}
