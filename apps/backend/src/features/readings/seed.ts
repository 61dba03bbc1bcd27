// Demo Pflichtlektüre (decision 053): the cold-chain article for all staff with some
// confirmations, and the hygiene instruction for the warehouse, not yet confirmed, so the demo
// shows the list, the dashboard's „Zu bestätigen“ and a report with people missing. Due dates
// count from the day of seeding. Only into an empty table, once the wiki is there.
import { ROLES } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';

const DAY = 86_400_000;

const DEMO = [
  {
    slug: 'kerntemperatur-und-kuehlkette',
    roles: [ROLES.personal],
    dueInDays: 14,
    confirmedBy: ['leser@example.com', 'autor@example.com'],
  },
  {
    slug: 'hygieneschulung-und-belehrung-nach-ifsg',
    roles: ['Lager'],
    dueInDays: 5,
    confirmedBy: [],
  },
];

export async function seedReadings(db: Kysely<DB>, logger: Logger): Promise<void> {
  const any = await db.selectFrom('readings').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirst();
  const now = Date.now();
  let made = 0;
  await db.transaction().execute(async (trx) => {
    for (const demo of DEMO) {
      const article = await trx
        .selectFrom('wiki_articles')
        .select(['id', 'version'])
        .where('collection', '=', 'wiki')
        .where('slug', '=', demo.slug)
        .executeTakeFirst();
      if (!article) continue;
      const created = nowIso(new Date(now - 3 * DAY));
      const row = await trx
        .insertInto('readings')
        .values({
          kind: 'wiki',
          article_id: article.id,
          media_id: null,
          roles: JSON.stringify(demo.roles),
          due_on: new Date(now + demo.dueInDays * DAY).toISOString().slice(0, 10),
          round_version: String(article.version),
          round_started_at: created,
          created_by: admin?.id ?? null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const people = demo.confirmedBy.length
        ? await trx
            .selectFrom('users')
            .select('id')
            .where('email', 'in', demo.confirmedBy)
            .execute()
        : [];
      for (const [i, person] of people.entries())
        await trx
          .insertInto('reading_confirmations')
          .values({
            reading_id: row.id,
            user_id: person.id,
            round: 1,
            version: String(article.version),
            at: nowIso(new Date(now - (2 - i * 0.5) * DAY)),
          })
          .execute();
      made++;
    }
  });
  if (made) logger.info({ count: made }, 'Demo-Pflichtlektüre angelegt');
}
