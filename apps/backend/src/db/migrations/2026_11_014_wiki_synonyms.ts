import { SEED_SYNONYMS } from '../../features/wiki/seed-synonyms';
import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './helpers';

/**
 * The wiki search's synonyms (issue 19, item 2; decision 034): one list, edited by wiki admins as
 * a whole, started with the groups the website's code held. Its version counts into the wiki's
 * content version, so every website process builds its search index again after a change.
 */
export function wikiSynonyms(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wiki_synonyms')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('groups', 'text', notNull)
        .addColumn('version', 'integer', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db
        .insertInto('wiki_synonyms')
        .values({
          id: 1,
          groups: JSON.stringify(SEED_SYNONYMS),
          version: 1,
          updated_at: new Date().toISOString(),
          updated_by: null,
        })
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wiki_synonyms').ifExists().execute();
    },
  };
}
