// Base data every installation needs: the roles, the settings' defaults and (into a fresh
// database) the media folders of the contract. Idempotent: existing rows stay.
import { PERMISSIONS, ROLES } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import { nameKnownFolders, seedMediaFolders, type Library } from '../features/media';
import { ensureRole } from '../features/roles';
import type { Settings } from '../features/settings';

/** Writes and publishes in the wiki (decision 022); admins assign it. */
export const WIKI_EDITOR_ROLE = 'wiki-redaktion';
/** Writes in the wiki and submits for review; a publisher approves (issue 17). */
export const WIKI_AUTHOR_ROLE = 'wiki-autor';

/** Writes and publishes blog posts (decision 033); admins assign it. */
export const BLOG_ROLE = 'marketing';

/** HR: the admin panel's applications, nothing else of it, and the job ads (issue 18); admins assign it. */
export const HR_ROLE = 'Personalabteilung';

export const BASE_ROLES: Record<string, string[]> = {
  [ROLES.kunde]: [],
  [ROLES.personal]: [],
  [ROLES.admin]: [PERMISSIONS.admin, PERMISSIONS.adminPanel, PERMISSIONS.notifyAccounts],
  [WIKI_EDITOR_ROLE]: [PERMISSIONS.wikiWrite, PERMISSIONS.wikiPublish, PERMISSIONS.readingsManage],
  [HR_ROLE]: [
    PERMISSIONS.adminPanel,
    PERMISSIONS.careersApplications,
    PERMISSIONS.jobAdsWrite,
    PERMISSIONS.jobAdsPublish,
    PERMISSIONS.newsWrite,
    PERMISSIONS.readingsManage,
  ],
  [WIKI_AUTHOR_ROLE]: [PERMISSIONS.wikiWrite],
  [BLOG_ROLE]: [
    PERMISSIONS.blogWrite,
    PERMISSIONS.blogPublish,
    PERMISSIONS.newsWrite,
    PERMISSIONS.adminPanel,
    PERMISSIONS.newsletterSubscribers,
  ],
};

/**
 * Missing roles and settings keys are added at every start (a new version may bring new keys);
 * the media folders only into a fresh database, so an admin's later changes stay.
 */
export async function seedBase(
  db: Kysely<DB>,
  settings: Settings,
  library: Library,
  fresh: boolean,
): Promise<void> {
  for (const [name, permissions] of Object.entries(BASE_ROLES))
    await ensureRole(db, name, permissions);
  await settings.seedDefaults();
  if (fresh) await seedMediaFolders(db, library);
  // Folders of an installation older than their German titles get them.
  else await nameKnownFolders(db);
}
