// Job ads on the content engine (issue 18, item 1; decisions 036, 046): ads are entries of the
// collection `jobs` with the engine's revisions, version check, diff and restore, served by the
// collection router (features/content). HR writes them in the intranet; guests read published ads and
// withdrawn ones (their page says the post is filled, with status 410), never drafts.
import { readFrontMatter } from '@frischkontor/server-kit';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isOpen,
  JOB_AD_LABELS,
  JOB_AD_STATUS_LABELS,
  JOB_AD_STATUSES,
  JOB_FIELDS,
  JOB_ADS_VERSION_HEADER,
  PERMISSIONS,
  withoutGenderTail,
} from '@frischkontor/contract';
import {
  jobAdCompleteSchema,
  jobAdDraftFieldsSchema,
  jobAdFieldsSchema,
} from '@frischkontor/contract/job-ads';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../../db';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';
import type { ArticleState, Collection, ContentStore } from '../content';

export const JOB_ADS: Collection = {
  permissions: { write: PERMISSIONS.jobAdsWrite, publish: PERMISSIONS.jobAdsPublish },
  statuses: JOB_AD_STATUSES as Collection['statuses'],
  statusLabels: JOB_AD_STATUS_LABELS,
  publicStatuses: ['published', 'archived'],
  statusNotes: {
    published: 'Veröffentlicht',
    archived: 'Zurückgezogen (Stelle besetzt)',
    draft: 'Zurück zum Entwurf',
  },
  versionHeader: JOB_ADS_VERSION_HEADER,
  // Without a pronoun: HR reads them in the intranet ("du"), programs through the API.
  messages: {
    stale: (name, current, yours) =>
      `Diese Stellenanzeige wurde inzwischen von ${name} geändert (Version ${current}); die Fassung im Editor beruht auf Version ${yours} und wurde nicht gespeichert. Bitte die Änderungen in die aktuelle Fassung übernehmen.`,
    mayNotWrite: 'Keine Berechtigung, Stellenanzeigen zu schreiben.',
    mayNotEdit:
      'Diese Stellenanzeige ist veröffentlicht: Ändern dürfen sie nur Personen, die Anzeigen veröffentlichen dürfen.',
    slugTaken: 'Diese Adresse ist schon vergeben.',
    created: 'Stellenanzeige angelegt',
    changed: 'Stellenanzeige geändert',
    statusChanged: 'Status einer Stellenanzeige geändert',
  },
  categories: JOB_FIELDS,
  // The messages name the parts as HR's form labels them.
  labels: {
    title: JOB_AD_LABELS.title,
    description: JOB_AD_LABELS.description,
    category: JOB_AD_LABELS.category,
    date: JOB_AD_LABELS.date,
    body: JOB_AD_LABELS.body,
  },
  // A title alone is a draft; an ad guests read has every field (issue 28).
  fields: jobAdDraftFieldsSchema,
  complete: jobAdCompleteSchema,
  address: withoutGenderTail,
};

/**
 * The ad an application may name: published ones only, never a draft or a withdrawn ad
 * (the slug and title applicants and HR see come from here, not from the request).
 */
export async function publishedJobAd(
  db: Kysely<DB>,
  slug: string,
  now = new Date(),
): Promise<{ slug: string; title: string } | undefined> {
  const ad = await db
    .selectFrom('wiki_articles')
    .select(['slug', 'title', 'fields'])
    .where('collection', '=', 'jobs')
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!ad) return undefined;
  // Past its last day the ad is filled, here as on the website (isOpen, the one rule).
  const fields = JSON.parse(ad.fields ?? '{}') as { validThrough?: unknown };
  const validThrough = typeof fields.validThrough === 'string' ? fields.validThrough : '';
  return validThrough && isOpen({ validThrough }, now)
    ? { slug: ad.slug, title: ad.title }
    : undefined;
}

const day = z.coerce.date().transform((d) => d.toISOString().slice(0, 10));

const frontMatter = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  field: z.enum(JOB_FIELDS),
  datePosted: day,
  /** The last change; becomes the time of the imported revision. */
  updated: day.optional(),
  withdrawn: z.boolean().default(false),
});

/**
 * Fills an empty job board from the website's former Markdown ads: each with its slug, posted
 * day and last change, published (withdrawn ones as such). One transaction, as the blog's seed.
 */
export async function seedJobAds(store: ContentStore, dir: string, logger: Logger) {
  if ((await store.count()) > 0 || !existsSync(dir)) return;
  const names = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const planned: { slug: string; state: ArticleState; at: string; createdAt: string }[] = [];
  for (const file of names) {
    const { data, body: content } = readFrontMatter(await readFile(join(dir, file), 'utf8'));
    const meta = frontMatter.parse(data);
    const {
      title: _title,
      description: _description,
      field: _field,
      datePosted: _posted,
      updated: _updated,
      withdrawn: _withdrawn,
      ...rest
    } = data as Record<string, unknown>;
    planned.push({
      slug: file.slice(0, -3),
      at: `${meta.updated ?? meta.datePosted}T08:00:00.000Z`,
      createdAt: `${meta.datePosted}T08:00:00.000Z`,
      state: {
        title: meta.title,
        description: meta.description,
        category: meta.field as ArticleState['category'],
        tags: [],
        banner_media_id: null,
        status: meta.withdrawn ? 'archived' : 'published',
        visibility: null,
        pinned: false,
        body: content.trim(),
        date: meta.datePosted,
        banner_alt: null,
        byline: null,
        fields: jobAdFieldsSchema.parse({
          ...rest,
          validThrough: day.parse(rest.validThrough),
        }),
      },
    });
  }
  try {
    await store.db.transaction().execute(async (trx) => {
      for (const { slug, state, at, createdAt } of planned)
        await store.create(slug, state, { userId: null, note: 'Import', at, createdAt }, trx);
    });
    logger.info(`Stellenanzeigen importiert: ${planned.length}`);
  } catch (error) {
    if (isUniqueViolation(error) && (await store.count()) > 0) return;
    throw error;
  }
}
