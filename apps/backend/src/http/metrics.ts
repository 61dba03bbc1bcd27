// The backend's Prometheus metrics (decision 048): the server kit's request histogram plus
// the mail queue (read from the database when scraped, so every process reports the one
// queue), sign-in failures and rate-limit refusals (counted where they happen, per process),
// and the age of the newest backup (a hook the backup feature fills).
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { Counter, Gauge } from 'prom-client';
import { createAppMetrics, type AppMetrics } from '@frischkontor/server-kit';
import type { Config } from '../config';
import type { DB } from '../db/schema';

/** When the newest complete backup was made; null while there is none. */
export type NewestBackup = () => Promise<Date | null>;

export interface BackendMetrics extends AppMetrics {
  signInFailures: Counter<'method'>;
  rateLimitRefusals: Counter<'limit'>;
  /**
   * The hook for backups: the backup feature passes how to find its newest backup, and
   * `backend_backup_age_seconds` reports its age. Until then (or while there is no backup)
   * the gauge is NaN, which the documented alert treats as "no backup" (docs/operations.md).
   */
  setNewestBackupSource(source: NewestBackup): void;
}

const WAITING = ['pending', 'sending'] as const;

export function createBackendMetrics(db: Kysely<DB>, now: () => Date = () => new Date()) {
  const base = createAppMetrics('backend');
  const registers = [base.registry];
  let newestBackup: NewestBackup | null = null;

  new Gauge({
    name: 'backend_mail_queue_depth',
    help: 'Mails in der Warteschlange, die noch versandt werden sollen',
    registers,
    async collect() {
      const row = await db
        .selectFrom('mail_queue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', 'in', WAITING)
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'backend_mail_queue_oldest_age_seconds',
    help: 'Alter der ältesten noch nicht versandten Mail in Sekunden (0 bei leerer Warteschlange)',
    registers,
    async collect() {
      const row = await db
        .selectFrom('mail_queue')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('state', 'in', WAITING)
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(String(row.oldest)) : NaN;
      this.set(Number.isNaN(oldest) ? 0 : Math.max(0, (now().getTime() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'backend_backup_age_seconds',
    help: 'Alter der neuesten Sicherung in Sekunden (NaN: keine Sicherung bekannt)',
    registers,
    async collect() {
      const newest = newestBackup ? await newestBackup() : null;
      this.set(newest ? Math.max(0, (now().getTime() - newest.getTime()) / 1000) : NaN);
    },
  });

  const metrics: BackendMetrics = {
    ...base,
    signInFailures: new Counter({
      name: 'backend_sign_in_failures_total',
      help: 'Fehlgeschlagene Anmeldungen nach Verfahren',
      labelNames: ['method'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'backend_rate_limit_refusals_total',
      help: 'Wegen eines Limits abgewiesene Anfragen nach Limit',
      labelNames: ['limit'],
      registers,
    }),
    setNewestBackupSource(source) {
      newestBackup = source;
    },
  };
  return metrics;
}

/** The route pattern of a backend request: Express's, else a fixed word for what has none. */
export function backendRoute(config: Pick<Config, 'frontendPrefix' | 'backendPrefix'>) {
  return (req: Request, matched: string | undefined): string => {
    if (matched) return matched;
    const path = req.originalUrl.split('?')[0] ?? '';
    if (path.startsWith(`${config.backendPrefix}/`)) return `${config.backendPrefix}/*`;
    if (path === config.frontendPrefix || path.startsWith(`${config.frontendPrefix}/`))
      return `${config.frontendPrefix}/*`;
    if (path.startsWith('/assets/')) return '/assets/*';
    return 'unmatched';
  };
}
