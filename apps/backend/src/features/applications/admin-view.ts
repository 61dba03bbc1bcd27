// HR's view of applications: the list's query and rows, one application with its files, mails
// and timeline.
import {
  NO_OWNER,
  type ApplicationDetail,
  type ApplicationFile,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@frischkontor/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import type { ApplicationRow, SubmissionRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validation';
import { foldText, likePattern } from '../../text/fold';
import type { Library } from '../media';
import { storedApplicationFiles } from './files';
import { applicantMails } from './mails';
import { isUnsolicited } from './mail-template';
import type { ApplicationFilters } from './schema';
import { deletionDue } from './store';

/** What each order sorts by; names folded, as a German phone book orders them („Ö“ as „Oe“). */
const SORT_COLUMNS = {
  created_at: 'a.submission_id',
  name: 's.search_text',
  job_title: 'a.job_title',
  updated_at: 'a.updated_at',
} as const;

export function applicationViews(ctx: AppContext, library: Library) {
  const { db, config } = ctx;
  const retention = config.applicationRetention;

  const base = () =>
    db
      .selectFrom('applications as a')
      .innerJoin('form_submissions as s', 's.id', 'a.submission_id')
      .leftJoin('users as o', 'o.id', 'a.owner_id');

  /** The list for its filters, in its order: the page and the CSV export read the same. */
  function filtered(filters: ApplicationFilters) {
    let list = base();
    if (filters.job) list = list.where('a.job_slug', '=', filters.job);
    if (filters.status) list = list.where('a.status', '=', filters.status);
    if (filters.owner === NO_OWNER) list = list.where('a.owner_id', 'is', null);
    else if (filters.owner) list = list.where('a.owner_id', '=', filters.owner);
    const search = foldText(filters.search ?? '');
    if (search)
      list = list.where(sql<boolean>`s.search_text like ${likePattern(search)} escape '\\'`);
    return list;
  }

  /** The rows of the list, in its order (`-created_at`, newest first, by default). */
  function rowsOf(filters: ApplicationFilters) {
    const sort: ApplicationSort = filters.sort ?? '-created_at';
    const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
    return filtered(filters)
      .select(columns)
      .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
      .orderBy('a.submission_id', 'desc');
  }

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

  return { filtered, rowsOf, summary, load, filesOf, detail };
}
