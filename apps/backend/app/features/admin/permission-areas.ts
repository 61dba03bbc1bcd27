// The roles grid's areas (issue 33, item 3): each permission under the part of the company's
// work it opens, so the grid reads as a few short lists instead of one 3,000-pixel table.
import { PERMISSIONS } from '@frischkontor/contract';

interface Area {
  title: string;
  holds: (permission: string) => boolean;
}

const AREAS: Area[] = [
  {
    title: 'Verwaltung',
    holds: (p) =>
      p === PERMISSIONS.superAdmin || p === PERMISSIONS.admin || p === PERMISSIONS.adminPanel,
  },
  {
    title: 'Benutzer und Zugänge',
    holds: (p) => /^system\.[a-z]+\.users$/.test(p) || /^app\.(grant|notify)\./.test(p),
  },
  { title: 'Rollen', holds: (p) => /^system\.[a-z]+\.roles$/.test(p) },
  { title: 'Medien', holds: (p) => p === PERMISSIONS.media },
  { title: 'Wiki', holds: (p) => p.startsWith('app.wiki.') },
  { title: 'Karriere und Bewerbungen', holds: (p) => /^app\.(jobs|careers)\./.test(p) },
  { title: 'Marketing: Blog und Newsletter', holds: (p) => /^app\.(blog|newsletter)\./.test(p) },
  {
    title: 'Mitteilungen und Pflichtlektüre im Intranet',
    holds: (p) => /^app\.(news|readings)\./.test(p),
  },
];

/** The permissions by area, in the areas' order; one the list does not know goes to „Weitere“. */
export function permissionAreas<P extends { name: string }>(
  permissions: P[],
): { title: string; permissions: P[] }[] {
  const areas = [...AREAS, { title: 'Weitere', holds: () => true }].map((area) => ({
    ...area,
    permissions: [] as P[],
  }));
  for (const permission of permissions)
    areas.find((area) => area.holds(permission.name))!.permissions.push(permission);
  return areas
    .filter((area) => area.permissions.length)
    .map(({ title, permissions }) => ({ title, permissions }));
}
