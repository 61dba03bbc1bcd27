// Roles and their permissions, and who may hand out which role.
import {
  ALL_PERMISSIONS,
  AREA_ROLES,
  isAdmin,
  isSuperAdmin,
  PERMISSIONS,
  ROLES,
  type AdminRole,
  type User,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { inTransaction, nowIso } from '../../db';
import type { DB } from '../../db/schema';

/** German labels for the admin panel. */
export const PERMISSION_LABELS: Record<string, string> = {
  [PERMISSIONS.superAdmin]: 'Super-Administration (alle Rechte, auch über Administratoren)',
  [PERMISSIONS.admin]: 'Administration (alle Rechte)',
  [PERMISSIONS.adminPanel]: 'Verwaltungsbereich öffnen',
  [PERMISSIONS.viewUsers]: 'Benutzer ansehen',
  [PERMISSIONS.createUsers]: 'Benutzer anlegen',
  [PERMISSIONS.editUsers]: 'Benutzer bearbeiten',
  [PERMISSIONS.deleteUsers]: 'Benutzer löschen',
  [PERMISSIONS.enableUsers]: 'Benutzer freischalten und sperren',
  [PERMISSIONS.viewRoles]: 'Rollen ansehen',
  [PERMISSIONS.createRoles]: 'Rollen anlegen',
  [PERMISSIONS.editRoles]: 'Rollen bearbeiten',
  [PERMISSIONS.deleteRoles]: 'Rollen löschen',
  [PERMISSIONS.assignRoles]: 'Rollen zuweisen',
  [PERMISSIONS.media]: 'Medien verwalten',
  [PERMISSIONS.grantKunde]: `Kundenzugang vergeben (Rolle „${ROLES.kunde}“)`,
  [PERMISSIONS.grantPersonal]: `Personalzugang vergeben (Rolle „${ROLES.personal}“)`,
  [PERMISSIONS.notifyAccounts]:
    'Über neue Registrierungen und bestätigte Adressen benachrichtigt werden',
  [PERMISSIONS.careersApplications]:
    'Bewerbungen bearbeiten (Status, Zuständigkeit, Notizen, E-Mails an Bewerber)',
  [PERMISSIONS.wikiWrite]: 'Wiki: Artikel schreiben und zur Prüfung geben',
  [PERMISSIONS.wikiPublish]: 'Wiki: Artikel veröffentlichen, zurückgeben und archivieren',
  [PERMISSIONS.wikiAdmin]: 'Wiki: alle Artikel sehen und festlegen, wer sie lesen darf',
  [PERMISSIONS.blogWrite]: 'Blog: Beiträge schreiben (Entwürfe)',
  [PERMISSIONS.blogPublish]: 'Blog: Beiträge veröffentlichen und zurückziehen',
  [PERMISSIONS.jobAdsWrite]: 'Karriere: Stellenanzeigen schreiben (Entwürfe)',
  [PERMISSIONS.jobAdsPublish]: 'Karriere: Stellenanzeigen veröffentlichen und zurückziehen',
  [PERMISSIONS.newsWrite]: 'Mitteilungen: schreiben, veröffentlichen und zurückziehen',
  [PERMISSIONS.readingsManage]:
    'Pflichtlektüre: Artikel und Dokumente festlegen, Bestätigungen einsehen und exportieren',
  [PERMISSIONS.newsletterSubscribers]:
    'Newsletter: Empfänger und Einwilligungen ansehen, als CSV herunterladen, löschen',
};

/** The roles the website's guards name; they cannot be renamed or deleted. */
export const PROTECTED_ROLES = new Set(Object.keys(AREA_ROLES));

/** Nobody hands out more than they hold; only super admins create super admins. */
export function canGrant(actor: User, permissions: readonly string[]): boolean {
  if (isSuperAdmin(actor)) return true;
  if (isAdmin(actor)) return !permissions.includes(PERMISSIONS.superAdmin);
  return permissions.every(
    (p) => p !== PERMISSIONS.admin && p !== PERMISSIONS.superAdmin && actor.permissions.includes(p),
  );
}

/**
 * Whether the actor may give or take these roles: the permissions they carry (canGrant), and
 * for the roles that open intranet areas the grant for that area; `admin` only full admins.
 */
export function canAssign(actor: User, roles: readonly Pick<AdminRole, 'name' | 'permissions'>[]) {
  if (
    !canGrant(
      actor,
      roles.flatMap((r) => r.permissions),
    )
  )
    return false;
  return roles.every((role) => {
    if (!Object.hasOwn(AREA_ROLES, role.name)) return true;
    if (isAdmin(actor)) return true;
    const grant = AREA_ROLES[role.name];
    return !!grant && actor.permissions.includes(grant);
  });
}

export function isKnownPermission(p: string): boolean {
  return (ALL_PERMISSIONS as readonly string[]).includes(p);
}

export async function listRoles(db: Kysely<DB>, ids?: number[]): Promise<AdminRole[]> {
  let query = db.selectFrom('roles').selectAll().orderBy('name');
  if (ids) {
    if (!ids.length) return [];
    query = query.where('id', 'in', ids);
  }
  const roles = await query.execute();
  if (!roles.length) return [];
  const roleIds = roles.map((r) => r.id);
  const perms = await db
    .selectFrom('role_permissions')
    .selectAll()
    .where('role_id', 'in', roleIds)
    .execute();
  const counts = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll().as('n')])
    .where('role_id', 'in', roleIds)
    .groupBy('role_id')
    .execute();
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    permissions: perms
      .filter((p) => p.role_id === r.id)
      .map((p) => p.permission)
      .sort(),
    users_count: Number(counts.find((c) => c.role_id === r.id)?.n ?? 0),
    protected: PROTECTED_ROLES.has(r.name),
    requires_two_factor: r.requires_two_factor === 1,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

export async function findRole(db: Kysely<DB>, id: number): Promise<AdminRole | null> {
  return (await listRoles(db, [id]))[0] ?? null;
}

export async function setRolePermissions(
  db: Kysely<DB>,
  roleId: number,
  permissions: readonly string[],
) {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    if (permissions.length)
      await trx
        .insertInto('role_permissions')
        .values([...new Set(permissions)].map((permission) => ({ role_id: roleId, permission })))
        .execute();
  });
}

/** Creates the role when missing (seed); an existing role keeps its permissions. */
export async function ensureRole(
  db: Kysely<DB>,
  name: string,
  permissions: readonly string[],
): Promise<number> {
  const existing = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const now = nowIso();
  const row = await db
    .insertInto('roles')
    .values({ name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setRolePermissions(db, row.id, permissions);
  return row.id;
}
