// Pflichtlektüre's use cases (decision 053): the person's list, the managers' list, making an
// item mandatory, a new round after a material change, confirming, and the report per role.
import {
  isReadingOverdue,
  type ReadingConfirmation,
  type ReadingFeed,
  type ReadingItem,
  type ReadingReport,
  type ReadingSummary,
} from '@frischkontor/contract';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { READING_MESSAGES } from './schema';
import {
  documentTarget,
  rolesOf,
  type ReadingRow,
  type ReadingStore,
  type ReadingTarget,
} from './store';

const confirmationOf = (row: { round: number; version: string; at: string }) => ({
  round: row.round,
  version: row.version,
  at: row.at,
});

const nameOf = (p: { firstname: string; lastname: string }) =>
  `${p.firstname} ${p.lastname}`.trim();

/** Who asks: their roles by name, and whether they manage the items. */
export interface ReadingPerson {
  userId: number;
  roles: string[];
  manage: boolean;
}

export function createReadings(
  store: ReadingStore,
  /** A document's download address (the media API's, as the documents page links it). */
  documentUrl: (path: string) => string,
) {
  /** Where to read the item: the article's page on the website, the document's download. */
  const hrefOf = (row: ReadingRow, target: ReadingTarget) =>
    row.kind === 'wiki' ? `/intern/wiki/${target.key}` : documentUrl(target.key);

  const itemOf = (row: ReadingRow, target: ReadingTarget) => ({
    id: row.id,
    kind: row.kind,
    title: target.title,
    href: hrefOf(row, target),
    slug: row.kind === 'wiki' ? target.key : null,
    due_on: row.due_on,
    round: row.round,
    version: target.version,
    version_label: target.versionLabel,
  });

  /** The person's open items: those of their roles, unconfirmed first, then by due date. */
  async function feed(person: ReadingPerson): Promise<ReadingFeed> {
    const rows = (await store.all()).filter((row) =>
      rolesOf(row).some((role) => person.roles.includes(role)),
    );
    const targets = await store.targets(rows);
    const mine = await store.confirmations(
      rows.map((r) => r.id),
      person.userId,
    );
    const data: ReadingItem[] = [];
    for (const row of rows) {
      const target = targets.get(row.id);
      if (!target?.readable) continue;
      const own = mine.find((c) => c.reading_id === row.id && c.round === row.round);
      data.push({
        ...itemOf(row, target),
        confirmed: own ? confirmationOf(own) : null,
        overdue: !own && isReadingOverdue(row.due_on),
      });
    }
    data.sort(
      (a, b) => Number(!!a.confirmed) - Number(!!b.confirmed) || a.due_on.localeCompare(b.due_on),
    );
    return {
      data,
      meta: { open: data.filter((i) => !i.confirmed).length, manage: person.manage },
    };
  }

  async function summaries(rows: ReadingRow[]): Promise<ReadingSummary[]> {
    const targets = await store.targets(rows);
    const confirmations = await store.confirmations(rows.map((r) => r.id));
    const result: ReadingSummary[] = [];
    for (const row of rows) {
      const target = targets.get(row.id);
      if (!target) continue;
      const people = await store.concerned(rolesOf(row));
      const done = new Set(
        confirmations
          .filter((c) => c.reading_id === row.id && c.round === row.round)
          .map((c) => c.user_id),
      );
      const confirmedCount = people.filter((p) => done.has(p.id)).length;
      result.push({
        ...itemOf(row, target),
        roles: rolesOf(row),
        concerned: people.length,
        confirmed_count: confirmedCount,
        overdue: confirmedCount < people.length && isReadingOverdue(row.due_on),
        created_at: row.created_at,
        created_by: null,
        closed_at: row.closed_at,
      });
    }
    return result;
  }

  /** What the item asks to read now, or 404 when its article or document is gone. */
  async function targetOf(row: ReadingRow): Promise<ReadingTarget> {
    const target = (await store.targets([row])).get(row.id);
    if (!target) throw notFound();
    return target;
  }

  /** Makes an article or a document mandatory; one open item per article or document. */
  async function create(
    input: {
      kind: 'wiki' | 'document';
      article?: string;
      document?: string;
      roles: string[];
      due_on: string;
    },
    knownRoles: readonly string[],
    by: number,
  ): Promise<number> {
    checkRoles(input.roles, knownRoles);
    let articleId: number | null = null;
    let mediaId: number | null = null;
    let version: string;
    if (input.kind === 'wiki') {
      const article = await store.findArticle(input.article ?? '');
      if (!article || article.status !== 'published')
        throw new ValidationError({ article: [READING_MESSAGES.article] });
      articleId = article.id;
      version = String(article.version);
    } else {
      const file = await store.findDocument(input.document ?? '');
      if (!file) throw new ValidationError({ document: [READING_MESSAGES.document] });
      mediaId = file.id;
      version = documentTarget(file).version;
    }
    const open = await store.all();
    if (
      open.some(
        (r) => (articleId && r.article_id === articleId) || (mediaId && r.media_id === mediaId),
      )
    )
      throw new ValidationError({
        [input.kind === 'wiki' ? 'article' : 'document']: [READING_MESSAGES.taken],
      });
    return store.create({
      kind: input.kind,
      articleId,
      mediaId,
      roles: [...new Set(input.roles)],
      dueOn: input.due_on,
      version,
      by,
    });
  }

  /** „Gelesen und verstanden“ for the version the person read; stored once per round. */
  async function confirm(
    person: ReadingPerson,
    row: ReadingRow,
    version: string,
  ): Promise<ReadingConfirmation> {
    if (row.closed_at) throw new HttpError(409, READING_MESSAGES.closed);
    if (!rolesOf(row).some((role) => person.roles.includes(role)))
      throw new HttpError(403, READING_MESSAGES.notConcerned);
    const target = await targetOf(row);
    if (!target.readable) throw notFound();
    if (target.version !== version) throw new HttpError(409, READING_MESSAGES.changed);
    return store.confirm(row, person.userId, version);
  }

  /** A new round on what the item holds now: everyone concerned confirms again. */
  async function renew(row: ReadingRow, dueOn: string) {
    if (row.closed_at) throw new HttpError(409, READING_MESSAGES.closed);
    const target = await targetOf(row);
    await store.update(row.id, {
      round: row.round + 1,
      round_version: target.version,
      due_on: dueOn,
    });
  }

  /** Per role, everyone concerned with their confirmation of this round (or the last earlier). */
  async function report(row: ReadingRow): Promise<ReadingReport['data']> {
    const [reading] = await summaries([row]);
    if (!reading) throw notFound();
    const people = await store.concerned(rolesOf(row));
    const confirmations = await store.confirmations([row.id]);
    return {
      reading,
      roles: rolesOf(row).map((role) => ({
        role,
        people: people
          .filter((p) => p.roles.includes(role))
          .map((p) => {
            const own = confirmations.filter((c) => c.user_id === p.id);
            const current = own.find((c) => c.round === row.round);
            const earlier = own.find((c) => c.round < row.round);
            return {
              id: p.id,
              name: nameOf(p),
              email: p.email,
              department: p.department,
              confirmed: current ? confirmationOf(current) : null,
              earlier: !current && earlier ? confirmationOf(earlier) : null,
            };
          }),
      })),
    };
  }

  return { feed, summaries, create, confirm, renew, report, targetOf };
}

export type Readings = ReturnType<typeof createReadings>;

/** Every role named must exist (422 naming the first that does not). */
export function checkRoles(roles: readonly string[], known: readonly string[]) {
  const unknown = roles.find((role) => !known.includes(role));
  if (unknown) throw new ValidationError({ roles: [READING_MESSAGES.unknownRole(unknown)] });
}
