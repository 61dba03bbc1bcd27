// Puts the backend together: database (migrated, seeded), services, mail worker, Express app.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import { createApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase } from './db';
import { createLeases } from './db/leases';
import { INITIAL_MIGRATION } from './db/migrations';
import { DEFAULT_AUDIT_RETENTION_DAYS, purgeAuditLog } from './features/audit';
import { createRetention, recordDeliveredMail } from './features/applications';
import { createBackups } from './features/backup';
import { createMailWorker, createTransport } from './features/mail';
import { createMedia, readAll } from './features/media';
import { purgeExpiredSignups } from './features/newsletter';
import { createSettings } from './features/settings';
import { seedBlog } from './features/blog';
import { seedJobAds } from './features/job-ads';
import { seedNews, sendNewsDigests } from './features/news';
import { remindReadings, seedReadings } from './features/readings';
import { purgeDeletedAccounts } from './features/users';
import { createContentStore } from './features/content';
import {
  createWikiFiles,
  createWikiPictures,
  remindReviewOwners,
  seedReviewDates,
  seedWiki,
} from './features/wiki';
import { createGuards } from './http/guards';
import { createBackendMetrics } from './http/metrics';
import { createRateLimits } from './http/rate-limit';
import { createSessions } from './http/session';
import type { Logger } from './logger';
import { createKeys } from './security/keys';
import { seedBase, seedDemo } from './seed';

export interface BackendOptions {
  reactRouter?: RequestHandler;
  clientDir?: string;
  /** `npm run dev`: Vite's middleware serves the sign-in app's code in place of clientDir. */
  dev?: RequestHandler;
  /** Demo sample files (PDFs, thumbnails); on unless a test says otherwise. */
  seedFiles?: boolean;
  /** Import the wiki's Markdown folder into an empty wiki (decision 022); on unless a test says otherwise. */
  seedWiki?: boolean;
  /** Import the former Markdown blog posts into an empty blog (decision 033); on unless a test says otherwise. */
  seedBlog?: boolean;
  /** Import the former Markdown job ads into an empty job board (decision 036); on unless a test says otherwise. */
  seedJobAds?: boolean;
  /** Demo news into an empty collection where demo data is seeded (decision 051); on unless a test says otherwise. */
  seedNews?: boolean;
  /** The backups' schedule, checked every minute; on unless a test says otherwise. */
  backupSchedule?: boolean;
  /** The hourly deletion of applications whose time is up; on unless a test says otherwise. */
  retention?: boolean;
  mail?: { intervalMs?: number; backoffMs?: number[]; maxAttempts?: number; start?: boolean };
  /** How a request is held back; by default a timer (AppContext.wait). */
  wait?: (ms: number) => Promise<void>;
}

export async function createBackend(config: Config, logger: Logger, options: BackendOptions = {}) {
  const database = openDatabase(config.database);
  const { db, dialect } = database;
  let applied: string[];
  try {
    applied = await migrateToLatest(db, dialect);
    if (applied.length) logger.info(`Migrationen ausgeführt: ${applied.join(', ')}`);
  } catch (error) {
    await database.close();
    throw error;
  }
  for (const notice of config.notices) logger.warn(notice);

  const keys = createKeys(config.appKey);
  const sessions = createSessions(config, db, keys);
  const metrics = createBackendMetrics(db);
  const ctx: AppContext = {
    config,
    logger,
    db,
    dialect,
    keys,
    sessions,
    guards: createGuards(sessions),
    limits: createRateLimits(database, config.rateLimitFactor, (limit) =>
      metrics.rateLimitRefusals.inc({ limit }),
    ),
    metrics,
    wait: options.wait ?? ((ms) => sleep(ms)),
  };
  const settings = createSettings(config, db);
  const { storage, library } = createMedia(ctx);

  // Fresh: this start created the schema.
  const fresh = applied.includes(INITIAL_MIGRATION);
  await seedBase(db, settings, library, fresh);
  if (fresh && config.seedDemo)
    await seedDemo(db, keys, library, logger, { files: options.seedFiles ?? true });
  const wiki = createContentStore(db, library);
  // The wiki's pictures follow its articles in the media API too, not only the folder's rule.
  library.addGuard(createWikiPictures(db).guard);
  const wikiFiles = createWikiFiles(db, library, storage, wiki);
  if (options.seedWiki ?? true) {
    await seedWiki(wiki, wikiFiles, config.wikiSeedDir, logger);
    // The demo's owners and review dates (decision 054).
    if (config.seedDemo) await seedReviewDates(db, logger);
  }
  const blog = createContentStore(db, library, 'blog');
  if (options.seedBlog ?? true)
    await seedBlog(blog, library, config.blogSeedDir, config.blogSeedImages, logger);
  const jobAds = createContentStore(db, library, 'jobs');
  if (options.seedJobAds ?? true) await seedJobAds(jobAds, config.jobAdsSeedDir, logger);
  const news = createContentStore(db, library, 'news');
  if (config.seedDemo && (options.seedNews ?? true)) await seedNews(news, logger);
  if (config.seedDemo && (options.seedWiki ?? true)) await seedReadings(db, logger);

  const transport = createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const worker = createMailWorker({
    db,
    transport,
    logger,
    defaultReplyTo: async () => String(await settings.get('company_email')),
    onSent: recordDeliveredMail(db),
    intervalMs: options.mail?.intervalMs,
    backoffMs: options.mail?.backoffMs,
    maxAttempts: options.mail?.maxAttempts,
    async resolveAttachment(attachment) {
      const row = await library.findById(attachment.media_id);
      if (!row?.storage_key) return null;
      return {
        filename: attachment.filename,
        contentType: attachment.content_type,
        content: await readAll(storage, 'files', row.storage_key),
      };
    },
  });
  if (options.mail?.start !== false) worker.start();

  // Hourly, in one process of all (decision 048): sessions past their idle lifetime, accounts
  // deleted more than 30 days ago, rate-limit counters expired an hour ago, audit entries past
  // the retention setting, and newsletter sign-ups never confirmed within their link's 48 hours
  // (decision 043).
  const leases = createLeases(db, dialect);
  const hour = 60 * 60 * 1000;
  const purge = setInterval(() => {
    leases
      .runExclusive('purge.hourly', hour, () =>
        Promise.all([
          sessions.purgeExpired(),
          purgeDeletedAccounts(db),
          purgeExpiredSignups(db),
          settings
            .get<number>('audit_retention_days')
            .then((days) => purgeAuditLog(db, days || DEFAULT_AUDIT_RETENTION_DAYS)),
          db
            .deleteFrom('rate_limits')
            .where('expire', '<', Date.now() - hour)
            .execute(),
        ]),
      )
      .catch((error: unknown) => logger.warn({ err: error }, 'Aufräumen fehlgeschlagen'));
  }, hour);
  purge.unref();
  // Pflichtlektüre's reminders, hourly in one process of all (decision 053).
  const reminders = setInterval(() => {
    leases
      .runExclusive('readings.reminders', hour, () => remindReadings(ctx, settings))
      .then(() => worker.nudge())
      .catch((error: unknown) => logger.warn({ err: error }, 'Erinnerungen nicht versandt'));
  }, hour);
  reminders.unref();
  const retention = createRetention({
    db,
    library,
    logger,
    retention: config.applicationRetention,
    leases,
  });
  if (options.retention !== false) retention.start();

  const nudgeMail = () => worker.nudge();
  // Hourly too: owners hear of wiki articles that fell due for review (decision 054).
  const reviewReminders = setInterval(() => {
    leases
      .runExclusive('wiki.review-reminders', hour, () =>
        remindReviewOwners(ctx, settings, nudgeMail, wiki),
      )
      .catch((error: unknown) => logger.warn({ err: error }, 'Prüferinnerungen fehlgeschlagen'));
  }, hour);
  reviewReminders.unref();
  // Hourly too: the news' weekly digest, once a week per person (decision 055).
  const digests = setInterval(() => {
    leases
      .runExclusive('news.digest', hour, () => sendNewsDigests(ctx, settings, news))
      .then(() => nudgeMail())
      .catch((error: unknown) => logger.warn({ err: error }, 'Wochenübersicht nicht versandt'));
  }, hour);
  digests.unref();
  const backups = createBackups({ ctx, database, storage, settings, leases, nudgeMail });
  // `backend_backup_age_seconds`: the newest archive of the schedule's target (decision 050).
  metrics.setNewestBackupSource(() => backups.newest());
  if (options.backupSchedule !== false) backups.start();

  const app = createApp(
    ctx,
    { settings, storage, library, wiki, blog, jobAds, news, backups, nudgeMail },
    options,
  );

  return {
    app,
    ctx,
    settings,
    library,
    storage,
    wiki,
    wikiFiles,
    blog,
    jobAds,
    news,
    worker,
    retention,
    backups,
    transportKind: transport.kind,
    /** Stops the mail worker after its current pass, then closes the database. */
    async close() {
      clearInterval(purge);
      clearInterval(reminders);
      clearInterval(reviewReminders);
      retention.stop();
      backups.stop();
      await backups.idle();
      await worker.stop();
      transport.close();
      storage.close();
      await database.close();
    },
  };
}

export type Backend = Awaited<ReturnType<typeof createBackend>>;
