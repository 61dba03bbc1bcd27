// The job ads as the website reads them (decision 036): HR writes them in the intranet, the
// backend's public API (`GET /api/jobs/posts?body=1`) answers published and withdrawn ads,
// followed and kept on disk by platform/content/published.server.ts, so the job board never
// waits for the backend and keeps the last published version while it is down. An ad is listed,
// in the sitemap and marked up for Google for Jobs while it is open (`isOpen`); a withdrawn or
// expired ad keeps its address, which answers 410.
import { join } from 'node:path';
import { factsIn, withoutGenderTail, type JobAdStatus } from '@frischkontor/contract';
import { jobAdFieldsSchema, type JobAdFields } from '@frischkontor/contract/job-ads';
import { env } from '~/config/env.server';
import { contentRoot, type Collection, type Entry } from '~/platform/content/collection.server';
import { renderMarkdown } from '~/platform/content/markdown.server';
import { followPublished, type Snapshot } from '~/platform/content/published.server';
import { hamburgDay, isOpen } from '@frischkontor/contract';
import type { JobField, JobAdSummary } from './job-ads';

export type JobAdMeta = JobAdFields & {
  title: string;
  description: string;
  field: JobField;
  datePosted: string;
  /** The day of the last change (sitemap `lastmod`). */
  updated: string;
  /** Taken down before `validThrough` (the position is filled). */
  withdrawn: boolean;
};

/** An ad as the backend answers it (the fields the website reads). */
export interface ApiJobAd {
  slug: string;
  title: string;
  description: string;
  category: string;
  status: JobAdStatus;
  date: string | null;
  updated_at: string;
  fields: unknown;
  body: string;
}

interface JobAdsSnapshot extends Snapshot {
  ads: ApiJobAd[];
}

/** The snapshot's folder: JOBS_SNAPSHOT_DIR, or `data/jobs` beside the content folder. */
export function snapshotDir(): string {
  return env().JOBS_SNAPSHOT_DIR || join(contentRoot(), '..', 'data', 'jobs');
}

const byNewest = (a: Entry<JobAdMeta>, b: Entry<JobAdMeta>) =>
  b.meta.datePosted.localeCompare(a.meta.datePosted) ||
  a.meta.title.localeCompare(b.meta.title, 'de');

async function build(snapshot: JobAdsSnapshot) {
  const list: Entry<JobAdMeta>[] = [];
  for (const ad of snapshot.ads) {
    const fields = jobAdFieldsSchema.safeParse(ad.fields);
    // The backend checks every save; an ad that still does not fit is left out, never half shown.
    if (!fields.success || !ad.date) continue;
    list.push({
      slug: ad.slug,
      // `{{fakt.…}}` in any part HR wrote becomes the one stated fact, as in every collection.
      meta: factsIn({
        ...fields.data,
        title: ad.title,
        description: ad.description,
        field: ad.category as JobField,
        datePosted: ad.date,
        updated: hamburgDay(ad.updated_at),
        withdrawn: ad.status === 'archived',
      }),
      body: ad.body,
      content: await renderMarkdown(ad.body),
    });
  }
  list.sort(byNewest);
  return { list, bySlug: new Map(list.map((e) => [e.slug, e])) };
}

const board = followPublished({
  api: '/jobs',
  dir: snapshotDir,
  async fetch(version, get): Promise<JobAdsSnapshot> {
    const ads = await get<ApiJobAd[]>('/posts?body=1');
    return { version, ads: ads.filter((a) => a.status === 'published' || a.status === 'archived') };
  },
  build,
});

/** Counts up whenever the ads the website shows change; public pages' cache keys carry it. */
export const jobAdsVersion = board.version;

/** At start (and in tests): the snapshot from disk, then one answer of the backend. */
export const loadJobAds = board.load;

/** Tests: forget everything known in this process. */
export const resetJobAdsForTests = board.reset;

/** Every ad the website knows: open, expired and withdrawn (their addresses answer 410). */
export const jobAds: Collection<JobAdMeta> = {
  async all() {
    return (await board.current())?.list ?? [];
  },
  async get(slug) {
    return (await board.current())?.bySlug.get(slug);
  },
  async has(slug) {
    return (await board.current())?.bySlug.has(slug) ?? false;
  },
};

/**
 * Where an old address of an ad leads: with „-m-w-d“ (or a variant) to the ad without it, which
 * is its address now (issue 28); null for an ad's own address and for unknown ones.
 */
export async function movedJobAddress(slug: string): Promise<string | null> {
  if (await jobAds.has(slug)) return null;
  const clean = withoutGenderTail(slug);
  return clean !== slug && (await jobAds.has(clean)) ? clean : null;
}

/** The ads open today: listed, in the sitemap, with JobPosting markup. */
export async function openJobAds(now = new Date()) {
  return (await jobAds.all()).filter((j) => isOpen(j.meta, now));
}

export async function jobAdSummaries(now = new Date()): Promise<JobAdSummary[]> {
  return (await openJobAds(now)).map((j) => ({
    slug: j.slug,
    title: j.meta.title,
    description: j.meta.description,
    employmentType: j.meta.employmentType,
    field: j.meta.field,
    location: j.meta.location,
    datePosted: j.meta.datePosted,
  }));
}
