import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

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

// Frozen copy of the wiki feature's SEED_SYNONYMS as of 2026_11_014_wiki_synonyms.
export const SEED_SYNONYMS: readonly (readonly string[])[] = [
  [
    'krank',
    'krankmeldung',
    'arbeitsunfähigkeit',
    'au',
    'eau',
    'krankschreibung',
    'krankgeschrieben',
    'krankenschein',
  ],
  ['minusstunden', 'überstunden', 'überstundenkonto', 'zeitkonto', 'gleitzeit'],
  ['rettungswagen', 'krankenwagen', 'notruf', 'notarzt'],
  ['edv', 'it'],
  ['elternzeit', 'papamonate', 'elterngeld'],
  ['schriftart', 'schrift', 'schriften', 'font'],
  ['laptop', 'notebook'],
  ['urlaub', 'ferien', 'urlaubsantrag', 'freizeit'],
  ['passwort', 'kennwort', 'password', 'zugangsdaten'],
  ['homeoffice', 'vpn', 'fernzugriff', 'mobiles arbeiten', 'zuhause'],
  ['handy', 'diensthandy', 'smartphone', 'mobiltelefon', 'telefon'],
  ['monitor', 'bildschirm', 'display'],
  ['lohn', 'gehalt', 'lohnabrechnung', 'gehaltsabrechnung'],
  ['reisekosten', 'spesen', 'dienstreise'],
  ['stapler', 'gabelstapler', 'flurförderzeug'],
  ['tk', 'tiefkühl', 'tiefkühlung', 'gefrieren', 'einfrieren'],
  ['kleidung', 'arbeitskleidung', 'berufskleidung', 'kälteschutz'],
  ['führerschein', 'fahrerlaubnis', 'führerscheinkontrolle'],
  ['tour', 'tourenplan', 'route', 'tourenplanung'],
  ['zeiterfassung', 'stempeln', 'arbeitszeit', 'zeitwerk'],
  ['messer', 'sicherheitsmesser', 'schnittschutz'],
  ['rechnung', 'eingangsrechnung', 'rechnungseingang'],
  ['mail', 'email', 'outlook', 'e-mail'],
  ['onboarding', 'einarbeitung', 'erster arbeitstag', 'neue mitarbeiter'],
  ['reklamation', 'beschwerde', 'mangel'],
  ['flyer', 'prospekt', 'handzettel'],
  ['phishing', 'fishing', 'spam', 'betrugsmail'],
  ['repo', 'repository', 'monorepo'],
];
