// The history of an ad (decision 036): every revision and two compared, as the wiki's history
// page shows them, with the ad's parts named as HR's form names them; restore as a new revision.
import {
  JOB_AD_LABELS,
  JOB_AD_STATUS_LABELS,
  SALARY_UNIT_LABELS,
  type JobAdStatus,
} from '@frischkontor/contract';
import type { JobAdFields } from '@frischkontor/contract/job-ads';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import {
  comparison,
  versionParam,
  type DiffAnswer,
  type RevisionItem,
} from '~/features/content-editor/index.server';
import { askBackend } from '~/platform/api/ask-backend.server';
import { renderMarkdown } from '~/platform/content/markdown.server';
import { read, requireHr, text, UNAVAILABLE, type ApiAd } from './api.server';
import { CONTACT_LEGEND } from './labels';

// The form's labels; the pay and the contact, several fields there, by their group.
const LABELS: Record<string, string> = {
  title: JOB_AD_LABELS.title,
  description: JOB_AD_LABELS.description,
  category: JOB_AD_LABELS.category,
  date: JOB_AD_LABELS.date,
  status: 'Status',
  employmentType: JOB_AD_LABELS.employmentType,
  location: JOB_AD_LABELS.location,
  regions: JOB_AD_LABELS.regions,
  salary: 'Gehalt',
  validThrough: JOB_AD_LABELS.validThrough,
  startDate: JOB_AD_LABELS.startDate,
  hours: JOB_AD_LABELS.hours,
  tasks: JOB_AD_LABELS.tasks,
  profile: JOB_AD_LABELS.profile,
  offer: JOB_AD_LABELS.offer,
  contact: CONTACT_LEGEND,
};

const euro = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** A value of an ad as HR reads it in the comparison. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (key === 'status') return JOB_AD_STATUS_LABELS[value as JobAdStatus] ?? String(value);
  if (key === 'salary') {
    const s = value as NonNullable<JobAdFields['salary']>;
    return `${euro.format(s.min)}–${euro.format(s.max)} € ${SALARY_UNIT_LABELS[s.unit]}`;
  }
  if (key === 'contact') {
    const c = value as JobAdFields['contact'];
    return [c.name, c.role, c.phone, c.email].join(', ');
  }
  if (key === 'regions')
    return (value as NonNullable<JobAdFields['regions']>)
      .map((r) => (r.locality ? `${r.locality}, ${r.region}` : r.region))
      .join('; ');
  if (Array.isArray(value)) return value.join(' · ') || '–';
  return String(value);
}

/** The backend's changed fields, with `fields` opened up into the ad's parts. */
export function changedParts(changes: { field: string; from: unknown; to: unknown }[]) {
  const rows: { label: string; from: string; to: string }[] = [];
  for (const change of changes) {
    if (change.field !== 'fields') {
      if (LABELS[change.field])
        rows.push({
          label: LABELS[change.field]!,
          from: valueText(change.field, change.from),
          to: valueText(change.field, change.to),
        });
      continue;
    }
    const from = (change.from ?? {}) as Record<string, unknown>;
    const to = (change.to ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(LABELS)) {
      if (JSON.stringify(from[key]) === JSON.stringify(to[key])) continue;
      if (!(key in from) && !(key in to)) continue;
      rows.push({
        label: LABELS[key]!,
        from: valueText(key, from[key]),
        to: valueText(key, to[key]),
      });
    }
  }
  return rows;
}

/** Every revision of an ad and two compared (`?von=…&bis=…`), as the wiki's history page shows them. */
export async function jobAdHistoryLoader(args: LoaderFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const path = `/jobs/posts/${encodeURIComponent(args.params.slug ?? '')}`;
  const ad = await read<ApiAd>(api, url, path);
  const revisions = await read<RevisionItem[]>(api, url, `${path}/revisions`);
  const to = versionParam(url, 'bis') ?? ad.version;
  const from = versionParam(url, 'von') ?? (to > 1 ? to - 1 : null);
  let diff = null;
  if (from !== null && from !== to) {
    const answer = await read<DiffAnswer>(api, url, `${path}/diff?from=${from}&to=${to}`);
    diff = {
      from: answer.from,
      to: answer.to,
      fields: changedParts(answer.fields),
      ...(await comparison(answer.changes, async (md) => (await renderMarkdown(md)).html)),
    };
  }
  return {
    seo: { title: `Versionen: ${ad.title}`, description: ad.description, noindex: true },
    article: { slug: ad.slug, title: ad.title, version: ad.version, status: ad.status },
    canRestore: publish || ad.status === 'draft',
    revisions,
    diff,
  };
}

/** Restores a revision as a new one; whether the ad is online stays as it is. */
export async function jobAdHistoryAction(args: ActionFunctionArgs) {
  const { url, api } = await requireHr(args);
  const slug = encodeURIComponent(args.params.slug ?? '');
  const form = await readForm(args.request);
  const version = text(form, 'restore');
  if (!/^[1-9]\d{0,8}$/.test(version))
    return data({ ok: false as const, message: 'Unbekannte Version.' }, { status: 400 });
  return askBackend(
    url,
    async () => {
      await api.send('POST', `/jobs/posts/${slug}/revisions/${version}/restore`, {
        body: { version: Number(text(form, 'current')) },
      });
      throw redirect(`/intern/stellen/${slug}/versionen?wiederhergestellt=${version}`);
    },
    {
      unavailable: () => data({ ok: false as const, message: UNAVAILABLE }, { status: 503 }),
      refused: (error) =>
        data(
          { ok: false as const, message: error.message },
          { status: error.status >= 500 ? 502 : error.status },
        ),
    },
  );
}
