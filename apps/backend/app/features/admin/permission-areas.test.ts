import { ALL_PERMISSIONS } from '@frischkontor/contract';
import { expect, it } from 'vitest';
import { permissionAreas } from './permission-areas';

it('puts every permission in one area, the known ones in a named area, in the areas’ order', () => {
  const areas = permissionAreas(
    [...ALL_PERMISSIONS, 'app.unbekannt.recht'].map((name) => ({ name })),
  );
  const placed = areas.flatMap((a) => a.permissions.map((p) => p.name));
  expect(placed.sort()).toEqual([...ALL_PERMISSIONS, 'app.unbekannt.recht'].sort());
  expect(areas.at(-1)).toEqual({
    title: 'Weitere',
    permissions: [{ name: 'app.unbekannt.recht' }],
  });
  expect(areas.map((a) => a.title).slice(0, 3)).toEqual([
    'Verwaltung',
    'Benutzer und Zugänge',
    'Rollen',
  ]);
  const wiki = areas.find((a) => a.title === 'Wiki')!;
  expect(wiki.permissions.map((p) => p.name)).toEqual([
    'app.wiki.write',
    'app.wiki.publish',
    'app.wiki.admin',
  ]);
});
