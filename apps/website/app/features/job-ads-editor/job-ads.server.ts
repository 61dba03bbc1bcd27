// HR writes the job ads (issue 18, item 1; decision 036) on the backend's job-ad API on their
// behalf: list, new, edit, publish, withdraw, preview as the public page, history. Only staff
// who may write ads open these pages; everyone else gets the 404 an unknown page gets. The
// backend checks every call again.
import {
  can,
  factsIn,
  JOB_AD_LABELS,
  JOB_AD_STATUS_LABELS,
  PERMISSIONS,
  SALARY_UNIT_LABELS,
  type JobAdStatus,
  type JobField,
  type WikiPerson,
} from '@frischkontor/contract';
import { jobAdCompleteSchema, type JobAdFields } from '@frischkontor/contract/job-ads';
import { ApiError, type ApiClient } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isOpen } from '~/features/careers';
import {
  comparison,
  EDITOR_MESSAGES,
  versionParam,
  type DiffAnswer,
  type RevisionItem,
} from '~/features/wiki-editor/index.server';
import { renderMarkdown } from '~/platform/content/markdown.server';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { CONTACT_LEGEND, namedFieldsText } from './labels';
import type { JobAdActionResult, JobAdDraft, SavedJobAd } from './types';

/** An ad as the backend answers it to HR. */
interface ApiAd {
  slug: string;
  title: string;
  description: string;
  category: string;
  status: JobAdStatus;
  date: string | null;
  /** A draft's may lack parts (a title alone is a draft). */
  fields:
    (Partial<Omit<JobAdFields, 'contact'>> & { contact?: Partial<JobAdFields['contact']> }) | null;
  body?: string;
  version: number;
  updated_at: string;
  updated_by: WikiPerson | null;
}

const notFound = (url: URL) => data(`Page Not Found: ${url.pathname}`, { status: 404 });

const UNAVAILABLE =
  'Die Stellenanzeigen sind gerade nicht erreichbar. Nichts ist verloren: Der Text steht weiter im Formular. Bitte gleich noch einmal versuchen.';

/** Staff with the permission to write ads; for everyone else the page does not exist. */
async function requireHr(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.jobsWrite)) throw notFound(url);
  return {
    url,
    publish: can(viewer.user, PERMISSIONS.jobsPublish),
    api: backendFor(args.request, args.context),
  };
}

async function read<T>(api: ApiClient, url: URL, path: string): Promise<T> {
  const answer = await askBackend(url, () => api.get<{ data: T }>(path), {
    notFound: true,
    unavailable: UNAVAILABLE,
  });
  return answer.data;
}

const lines = (items: readonly string[] | undefined) => (items ?? []).join('\n');

/** 3300.5 → „3300,5“: HR types amounts the German way. */
const germanAmount = (n: number) => String(n).replace('.', ',');

/** „2.900,50“ or „2900.5“ → „2900.50“/„2900.5“: a dot before three digits groups thousands. */
const amount = (typed: string) =>
  typed
    .trim()
    .replace(/\.(?=\d{3}(?!\d))/g, '')
    .replace(',', '.');

/** The form's values of a saved ad. */
export function draftOf(ad: ApiAd): JobAdDraft {
  const f = ad.fields ?? {};
  return {
    title: ad.title,
    slug: ad.slug,
    description: ad.description,
    category: ad.category,
    date: ad.date ?? '',
    employmentType: [...(f.employmentType ?? [])],
    location: f.location ?? '',
    regions: lines(f.regions?.map((r) => (r.locality ? `${r.locality}, ${r.region}` : r.region))),
    startDate: f.startDate ?? '',
    hours: f.hours ?? '',
    salaryMin: f.salary ? germanAmount(f.salary.min) : '',
    salaryMax: f.salary ? germanAmount(f.salary.max) : '',
    salaryUnit: f.salary?.unit ?? 'MONTH',
    validThrough: f.validThrough ?? '',
    body: ad.body ?? '',
    tasks: lines(f.tasks),
    profile: lines(f.profile),
    offer: lines(f.offer),
    contactName: f.contact?.name ?? '',
    contactRole: f.contact?.role ?? '',
    contactPhone: f.contact?.phone ?? '',
    contactEmail: f.contact?.email ?? '',
  };
}

function saved(ad: ApiAd): SavedJobAd {
  return {
    slug: ad.slug,
    status: ad.status,
    version: ad.version,
    updated_at: ad.updated_at,
    updated_by: ad.updated_by?.name ?? null,
    draft: draftOf(ad),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new ad starts with today's date, four weeks to run and HR's usual contact. */
function emptyDraft(): JobAdDraft {
  const through = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
  return {
    ...draftOf({
      slug: '',
      title: '',
      description: '',
      category: '',
      status: 'draft',
      date: today(),
      fields: { validThrough: through },
      version: 0,
      updated_at: '',
      updated_by: null,
    }),
    employmentType: ['Vollzeit'],
  };
}

export async function jobAdListLoader(args: LoaderFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const ads = await read<ApiAd[]>(api, url, '/jobs/posts');
  const now = new Date();
  return {
    seo: {
      title: 'Stellenanzeigen',
      description: 'Stellenanzeigen schreiben, veröffentlichen und zurückziehen.',
      noindex: true,
    },
    publish,
    ads: ads.map((ad) => ({
      slug: ad.slug,
      title: ad.title,
      field: ad.category,
      status: ad.status,
      statusLabel: JOB_AD_STATUS_LABELS[ad.status],
      validThrough: ad.fields?.validThrough ?? null,
      /** Published, but past its last day: the website shows it as filled. */
      expired:
        ad.status === 'published' &&
        !!ad.fields?.validThrough &&
        !isOpen({ validThrough: ad.fields.validThrough }, now),
      updated_at: ad.updated_at,
      updated_by: ad.updated_by?.name ?? null,
    })),
  };
}

export async function jobAdEditLoader(args: LoaderFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const slug = args.params.slug;
  const ad = slug
    ? saved(await read<ApiAd>(api, url, `/jobs/posts/${encodeURIComponent(slug)}`))
    : null;
  // Published or withdrawn ads change only by those who may publish (decision 036).
  if (ad && ad.status !== 'draft' && !publish) throw notFound(url);
  return {
    seo: {
      title: ad ? `Bearbeiten: ${ad.draft.title}` : 'Neue Stellenanzeige',
      description: 'Eine Stellenanzeige schreiben.',
      noindex: true,
    },
    publish,
    ad,
    draft: ad?.draft ?? emptyDraft(),
  };
}

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n') : '';
}

function draftFrom(form: FormData): JobAdDraft {
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug'),
    description: text(form, 'description'),
    category: text(form, 'category'),
    date: text(form, 'date'),
    employmentType: form.getAll('employmentType').filter((v): v is string => typeof v === 'string'),
    location: text(form, 'location'),
    regions: text(form, 'regions'),
    startDate: text(form, 'startDate'),
    hours: text(form, 'hours'),
    salaryMin: text(form, 'salaryMin'),
    salaryMax: text(form, 'salaryMax'),
    salaryUnit: text(form, 'salaryUnit'),
    validThrough: text(form, 'validThrough'),
    body: text(form, 'body'),
    tasks: text(form, 'tasks'),
    profile: text(form, 'profile'),
    offer: text(form, 'offer'),
    contactName: text(form, 'contactName'),
    contactRole: text(form, 'contactRole'),
    contactPhone: text(form, 'contactPhone'),
    contactEmail: text(form, 'contactEmail'),
  };
}

const points = (value: string) =>
  value
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);

/** What the API takes; the API checks it (contract: jobAdFieldsSchema). */
export function apiBodyOf(draft: JobAdDraft) {
  const salary =
    draft.salaryMin.trim() || draft.salaryMax.trim()
      ? {
          min: amount(draft.salaryMin),
          max: amount(draft.salaryMax),
          unit: draft.salaryUnit,
        }
      : undefined;
  const regions = points(draft.regions).map((line) => {
    const [first, ...rest] = line.split(',').map((p) => p.trim());
    return rest.length ? { locality: first, region: rest.join(', ') } : { region: first };
  });
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    date: draft.date,
    body: draft.body,
    fields: {
      employmentType: draft.employmentType,
      location: draft.location,
      ...(regions.length ? { regions } : {}),
      ...(salary ? { salary } : {}),
      validThrough: draft.validThrough,
      startDate: draft.startDate,
      hours: draft.hours,
      offer: points(draft.offer),
      tasks: points(draft.tasks),
      profile: points(draft.profile),
      contact: {
        name: draft.contactName,
        role: draft.contactRole,
        phone: draft.contactPhone,
        email: draft.contactEmail,
      },
    },
  };
}

/** The API's field names (`fields.salary.max`) as the form's (`salaryMax`). */
export function formField(key: string): string {
  const path = key.replace(/^fields\./, '').split('.');
  const [head, next] = path;
  if (head === 'salary')
    return next === 'max' ? 'salaryMax' : next === 'unit' ? 'salaryUnit' : 'salaryMin';
  if (head === 'contact')
    return `contact${(next ?? 'name').charAt(0).toUpperCase()}${(next ?? 'name').slice(1)}`;
  return head ?? 'body';
}

/** A refused save names fields; a refused publish of a saved draft says what is missing. */
const CHECK_FIELDS =
  'Bitte die markierten Felder prüfen. Nichts ist verloren: Alles steht weiter im Formular.';
const NOT_YET_PUBLISHED =
  'Als Entwurf gespeichert, aber noch nicht veröffentlicht: Zum Veröffentlichen fehlen noch diese Angaben.';

function refusal(draft: JobAdDraft, incomplete = CHECK_FIELDS, kept?: ApiAd) {
  return {
    unavailable: () =>
      data<JobAdActionResult>({ ok: false, message: UNAVAILABLE, draft }, { status: 503 }),
    refused(error: ApiError) {
      if (error.status === 409 && error.body?.reason === 'stale_version') {
        const current = (error.body as { current?: ApiAd }).current;
        return data<JobAdActionResult>(
          {
            ok: false,
            message: error.message,
            draft,
            current: current ? saved(current) : undefined,
          },
          { status: 409 },
        );
      }
      const fields: Record<string, string> = {};
      for (const [key, message] of Object.entries(error.fieldErrors))
        fields[formField(key)] ??= message;
      const message =
        error.status === 422 ? incomplete : `${error.message} Der Text steht weiter im Formular.`;
      return data<JobAdActionResult>(
        { ok: false, message, fields, draft, ...(kept ? { ad: saved(kept) } : {}) },
        { status: error.status >= 500 ? 502 : error.status },
      );
    },
  };
}

const STATUS_MESSAGES: Record<JobAdStatus, string> = {
  draft: 'Die Anzeige ist wieder ein Entwurf und nicht mehr auf der Website.',
  published: 'Veröffentlicht: Die Anzeige steht in wenigen Sekunden auf der Karriereseite.',
  archived:
    'Zurückgezogen: Die Anzeige verschwindet in wenigen Sekunden von der Karriereseite; ihre Adresse meldet „Diese Stelle ist bereits besetzt“.',
};

export async function jobAdEditAction(args: ActionFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const slug = args.params.slug ?? null;
  const form = await readForm(args.request);
  const intent = text(form, 'intent');
  const note = text(form, 'note').trim();
  const version = Number(text(form, 'version'));
  const path = slug ? `/jobs/posts/${encodeURIComponent(slug)}` : '';
  const draft = draftFrom(form);

  return askBackend(
    url,
    async () => {
      if (!slug) {
        const created = await api.send<{ data: ApiAd }>('POST', '/jobs/posts', {
          body: {
            ...apiBodyOf(draft),
            ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
            note: note || 'Angelegt',
          },
        });
        throw redirect(`/intern/stellen/${created.data.slug}/bearbeiten?angelegt=1`);
      }
      if (intent === 'save') {
        const answer = await api.send<{ data: ApiAd }>('PUT', path, {
          body: { ...apiBodyOf(draft), version, note },
        });
        return {
          ok: true,
          message: answer.data.version === version ? EDITOR_MESSAGES.noChanges : 'Gespeichert.',
          ad: saved(answer.data),
        } satisfies JobAdActionResult;
      }
      if (publish && (intent === 'publish' || intent === 'withdraw')) {
        // Publishing saves what is in the form first, so what goes online is what HR sees.
        const status: JobAdStatus = intent === 'publish' ? 'published' : 'archived';
        let current = version;
        let kept: ApiAd | undefined;
        if (status === 'published') {
          const answer = await api.send<{ data: ApiAd }>('PUT', path, {
            body: { ...apiBodyOf(draft), version, note },
          });
          current = answer.data.version;
          kept = answer.data;
        }
        let moved: { data: ApiAd };
        try {
          moved = await api.send<{ data: ApiAd }>('POST', `${path}/status`, {
            body: { status, version: current },
          });
        } catch (error) {
          // The draft is saved; what the backend still misses is named at the fields.
          if (error instanceof ApiError && error.status === 422)
            return refusal(draft, NOT_YET_PUBLISHED, kept).refused(error);
          throw error;
        }
        return {
          ok: true,
          message: STATUS_MESSAGES[status],
          ad: saved(moved.data),
        } satisfies JobAdActionResult;
      }
      return data<JobAdActionResult>(
        { ok: false, message: 'Unbekannte Aktion.', draft },
        { status: 400 },
      );
    },
    refusal(draft),
  );
}

/** The saved ad as the public page will show it. */
export async function jobAdPreviewLoader(args: LoaderFunctionArgs) {
  const { url, api } = await requireHr(args);
  const ad = await read<ApiAd>(
    api,
    url,
    `/jobs/posts/${encodeURIComponent(args.params.slug ?? '')}`,
  );
  const f = ad.fields ?? {};
  // A draft may still lack parts: the preview shows what is there and names what is missing.
  const check = jobAdCompleteSchema.safeParse({ ...ad, fields: f });
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? [])
    errors[formField(issue.path.join('.'))] ??= issue.message;
  return {
    seo: { title: `Vorschau: ${ad.title}`, description: ad.description, noindex: true },
    status: ad.status,
    statusLabel: JOB_AD_STATUS_LABELS[ad.status],
    missing: namedFieldsText(errors),
    // `{{fakt.…}}` filled as on the careers page.
    job: factsIn({
      ...f,
      employmentType: f.employmentType ?? [],
      location: f.location ?? '–',
      startDate: f.startDate ?? '–',
      hours: f.hours ?? '–',
      validThrough: f.validThrough ?? '',
      tasks: f.tasks ?? [],
      profile: f.profile ?? [],
      offer: f.offer ?? [],
      contact: { name: '–', role: '', phone: '', email: '', ...f.contact },
      slug: ad.slug,
      title: ad.title,
      description: ad.description,
      field: (ad.category || '–') as JobField,
      datePosted: ad.date ?? today(),
      updated: ad.updated_at.slice(0, 10),
      withdrawn: ad.status === 'archived',
      html: (await renderMarkdown(ad.body ?? '')).html,
    }),
  };
}

// ---- History ----

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
