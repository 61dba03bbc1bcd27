// Migrations in code, run at start on both dialects, one file each. Never edit a shipped
// migration: add one. A migration imports nothing of the application (features, accounts, text,
// the contract), only kysely, node and its own folder: what it needs of them is a frozen copy.
import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { initial } from './2026_11_001_initial';
import { passwordResets } from './2026_11_002_password_resets';
import { wiki } from './2026_11_003_wiki';
import { heliumRoleNames } from './2026_11_004_helium_role_names';
import { accounts } from './2026_11_005_accounts';
import { userDetails } from './2026_11_006_user_details';
import { auditLog } from './2026_11_007_audit_log';
import { applications } from './2026_11_008_applications';
import { accountLifecycle } from './2026_11_009_account_lifecycle';
import { germanFolding } from './2026_11_010_german_folding';
import { wikiReaders } from './2026_11_011_wiki_readers';
import { passkeys } from './2026_11_012_passkeys';
import { blog } from './2026_11_013_blog';
import { wikiSynonyms } from './2026_11_014_wiki_synonyms';
import { jobAds } from './2026_11_015_job_ads';
import { resetLinkAddress } from './2026_11_016_reset_link_address';
import { mailMessageIds } from './2026_11_017_mail_message_ids';
import { jobAdAddresses } from './2026_11_018_job_ad_addresses';
import { reviewMail } from './2026_11_019_review_mail';
import { newCustomers } from './2026_11_020_new_customers';
import { newsletter } from './2026_11_021_newsletter';
import { mediaDetails } from './2026_11_022_media_details';
import { jobLeases } from './2026_11_023_job_leases';
import { backupSchedule } from './2026_11_024_backup_schedule';
import { news } from './2026_11_025_news';
import { staffFields } from './2026_11_026_staff_fields';
import { submissionSearch } from './2026_11_027_submission_search';
import { mandatoryReading } from './2026_11_028_mandatory_reading';
import { wikiReviewDates } from './2026_11_029_wiki_review_dates';
import { watching } from './2026_11_030_watching';
import { newsDigest } from './2026_11_031_news_digest';
import { wikiSearchMisses } from './2026_11_032_wiki_search_misses';
import { mediaTexts } from './2026_11_033_media_texts';
import { passwordChange } from './2026_11_034_password_change';
import { apiTokens } from './2026_11_035_api_tokens';
import { oidcIdentities } from './2026_11_036_oidc_identities';
import { oidcGroupRoles } from './2026_11_037_oidc_group_roles';
import type { AnyDb } from './tables';

export const INITIAL_MIGRATION = '2026_11_001_initial';

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    [INITIAL_MIGRATION]: initial(dialect),
    '2026_11_002_password_resets': passwordResets(dialect),
    '2026_11_003_wiki': wiki(dialect),
    '2026_11_004_helium_role_names': heliumRoleNames(),
    '2026_11_005_accounts': accounts(dialect),
    '2026_11_006_user_details': userDetails(),
    '2026_11_007_audit_log': auditLog(dialect),
    '2026_11_008_applications': applications(dialect),
    '2026_11_009_account_lifecycle': accountLifecycle(),
    '2026_11_010_german_folding': germanFolding(),
    '2026_11_011_wiki_readers': wikiReaders(dialect),
    '2026_11_012_passkeys': passkeys(dialect),
    '2026_11_013_blog': blog(),
    '2026_11_014_wiki_synonyms': wikiSynonyms(),
    '2026_11_015_job_ads': jobAds(),
    '2026_11_016_reset_link_address': resetLinkAddress(),
    '2026_11_017_mail_message_ids': mailMessageIds(dialect),
    '2026_11_018_job_ad_addresses': jobAdAddresses(),
    '2026_11_019_review_mail': reviewMail(),
    '2026_11_020_new_customers': newCustomers(),
    '2026_11_021_newsletter': newsletter(dialect),
    '2026_11_022_media_details': mediaDetails(),
    '2026_11_023_job_leases': jobLeases(),
    '2026_11_024_backup_schedule': backupSchedule(dialect),
    '2026_11_025_news': news(),
    '2026_11_026_staff_fields': staffFields(),
    '2026_11_027_submission_search': submissionSearch(),
    '2026_11_028_mandatory_reading': mandatoryReading(dialect),
    '2026_11_029_wiki_review_dates': wikiReviewDates(),
    '2026_11_030_watching': watching(dialect),
    '2026_11_031_news_digest': newsDigest(),
    '2026_11_032_wiki_search_misses': wikiSearchMisses(),
    '2026_11_033_media_texts': mediaTexts(),
    '2026_11_034_password_change': passwordChange(),
    '2026_11_035_api_tokens': apiTokens(dialect),
    '2026_11_036_oidc_identities': oidcIdentities(dialect),
    '2026_11_037_oidc_group_roles': oidcGroupRoles(),
  };
}

/** A migrator over this project's migrations, on the schema the connection writes to. */
export async function createMigrator(db: AnyDb, dialect: Dialect): Promise<Migrator> {
  // Kysely looks for its own tables in every schema unless told which: with two schemas in one
  // database (tests, or several installations), it would find another's and skip creating its
  // own. The schema the connection writes to is the one.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const { error, results } = await (await createMigrator(db, dialect)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** For tests and diagnostics: whether the connection works. */
export async function ping(db: AnyDb): Promise<void> {
  await sql`select 1`.execute(db);
}
