// Roles: CRUD, the permission list, assignment, and no escalation of rights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type Client, type TestServer } from '../../../test/harness';

describe.each(DIALECTS)('admin: roles (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = server.client();
    await admin.login('admin@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists roles with permissions and user counts, and all permissions with German labels', async () => {
    const res = await admin.get('/api/admin/roles');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.data.map((r: { name: string }) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual([
      'Admin',
      'Buchhaltung',
      'Kunde',
      'Lager',
      'Personal',
      'Personalabteilung',
      'marketing',
      'wiki-autor',
      'wiki-redaktion',
    ]);
    expect(byName.Personalabteilung).toMatchObject({
      permissions: [
        'app.careers.applications',
        'app.jobs.publish',
        'app.jobs.write',
        'app.news.write',
        'app.readings.manage',
        'system.access.admin.panel',
      ],
      users_count: 1,
    });
    expect(byName.Admin).toMatchObject({
      permissions: ['app.notify.accounts', 'system.access.admin.panel', 'system.admin'],
      users_count: 1,
      protected: true,
    });
    expect(byName.Kunde.users_count).toBe(4);
    const perms = await admin.get('/api/admin/roles/permissions');
    expect(perms.body.data).toContainEqual({
      name: 'system.access.media',
      label: 'Medien verwalten',
    });
    expect(perms.body.data).toContainEqual({
      name: 'app.grant.personal',
      label: 'Personalzugang vergeben (Rolle „Personal“)',
    });
    expect(perms.body.data).toContainEqual({
      name: 'app.wiki.publish',
      label: 'Wiki: Artikel veröffentlichen, zurückgeben und archivieren',
    });
    expect(perms.body.data).toContainEqual({
      name: 'app.jobs.publish',
      label: 'Karriere: Stellenanzeigen veröffentlichen und zurückziehen',
    });
    expect(perms.body.data).toContainEqual({
      name: 'app.newsletter.subscribers',
      label: 'Newsletter: Empfänger und Einwilligungen ansehen, als CSV herunterladen, löschen',
    });
    expect(perms.body.data).toHaveLength(28);
  });

  it('creates, updates, assigns and deletes a role', async () => {
    const bad = await admin.post('/api/admin/roles', {
      name: 'X',
      permissions: ['system.fliegen'],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'permissions']);

    const created = await admin.post('/api/admin/roles', {
      name: 'medien',
      permissions: ['system.access.media'],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await admin.post('/api/admin/roles', { name: 'medien' })).status).toBe(422);

    const updated = await admin.put(`/api/admin/roles/${id}`, {
      permissions: ['system.access.media', 'system.access.admin.panel'],
    });
    expect(updated.body.data.permissions).toEqual([
      'system.access.admin.panel',
      'system.access.media',
    ]);

    const user = await server.backend.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'personal@example.com')
      .executeTakeFirstOrThrow();
    const assigned = await admin.post(`/api/admin/roles/${id}/users`, { user_id: user.id });
    expect(assigned.body.data.users_count).toBe(1);
    const staff = server.client();
    await staff.login('personal@example.com');
    expect((await staff.get('/api/session')).body.user.permissions).toContain(
      'system.access.media',
    );
    const removed = await admin.delete(`/api/admin/roles/${id}/users/${user.id}`);
    expect(removed.body.data.users_count).toBe(0);

    expect((await admin.delete(`/api/admin/roles/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/roles/${id}`)).status).toBe(404);
  });

  it('protects the roles the website names', async () => {
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const kunde = roles.find((r) => r.name === 'Kunde')!;
    expect((await admin.delete(`/api/admin/roles/${kunde.id}`)).status).toBe(409);
    expect((await admin.put(`/api/admin/roles/${kunde.id}`, { name: 'kundschaft' })).status).toBe(
      422,
    );
  });

  it('lets nobody hand out rights they do not hold', async () => {
    const manager = await admin.post('/api/admin/roles', {
      name: 'rollenpflege',
      permissions: [
        'system.access.admin.panel',
        'system.view.roles',
        'system.create.roles',
        'system.edit.roles',
        'system.assign.roles',
      ],
    });
    const user = await server.backend.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'kunde@example.com')
      .executeTakeFirstOrThrow();
    await admin.post(`/api/admin/roles/${manager.body.data.id}/users`, { user_id: user.id });
    const client = server.client();
    await client.login('kunde@example.com');
    expect(
      (await client.post('/api/admin/roles', { name: 'chef', permissions: ['system.admin'] }))
        .status,
    ).toBe(403);
    expect(
      (
        await client.post('/api/admin/roles', {
          name: 'loescher',
          permissions: ['system.delete.users'],
        })
      ).status,
    ).toBe(403);
    const allowed = await client.post('/api/admin/roles', {
      name: 'leser',
      permissions: ['system.view.roles'],
    });
    expect(allowed.status).toBe(201);
    const adminRole = (
      (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[]
    ).find((r) => r.name === 'Admin')!;
    expect(
      (await client.post(`/api/admin/roles/${adminRole.id}/users`, { user_id: user.id })).status,
    ).toBe(403);
    expect((await client.delete(`/api/admin/roles/${allowed.body.data.id}`)).status).toBe(403);
  });

  it('lets a delegated admin hand out no intranet area he was not granted, himself included', async () => {
    const db = server.backend.ctx.db;
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const role = (name: string) => roles.find((r) => r.name === name)!.id;
    // "Rollenvergabe": may assign roles, see and create users; holds no area himself.
    const delegated = await admin.post('/api/admin/roles', {
      name: 'rollenvergabe',
      permissions: [
        'system.access.admin.panel',
        'system.view.users',
        'system.create.users',
        'system.edit.users',
        'system.view.roles',
        'system.assign.roles',
      ],
    });
    expect(delegated.status).toBe(201);
    const self = await idOf('ohnerolle@example.com');
    const fresh = await admin.post('/api/admin/users', {
      firstname: 'Ohne',
      lastname: 'Bereich',
      email: 'ohne-bereich@example.org',
    });
    expect(fresh.status).toBe(201);
    const other = fresh.body.data.id as number;
    await admin.put(`/api/admin/users/${self}/roles`, { roles: [delegated.body.data.id] });
    const client = server.client();
    await client.login('ohnerolle@example.com');

    for (const area of ['Kunde', 'Personal', 'Admin']) {
      for (const target of [self, other]) {
        expect(
          (await client.post(`/api/admin/roles/${role(area)}/users`, { user_id: target })).status,
          `add ${area}`,
        ).toBe(403);
        const current = target === self ? [delegated.body.data.id] : [];
        expect(
          (
            await client.put(`/api/admin/users/${target}/roles`, {
              roles: [...current, role(area)],
            })
          ).status,
          `assign ${area}`,
        ).toBe(403);
      }
      const created = await client.post('/api/admin/users', {
        firstname: 'Neu',
        lastname: 'Zugang',
        email: `neu-${area}@example.org`,
        roles: [role(area)],
      });
      expect(created.status, `create with ${area}`).toBe(403);
    }
    // Taking an area away is handing it out too: the same permission.
    const kundeId = await idOf('kunde@example.com');
    expect((await client.delete(`/api/admin/roles/${role('Kunde')}/users/${kundeId}`)).status).toBe(
      403,
    );
    const session = await client.get('/api/session');
    expect(session.body.user.roles.map((r: { name: string }) => r.name)).toEqual(['rollenvergabe']);

    // With the grant for the customer area he hands out exactly that, and nothing more.
    await admin.put(`/api/admin/roles/${delegated.body.data.id}`, {
      permissions: [...delegated.body.data.permissions, 'app.grant.kunde'],
    });
    expect(
      (await client.post(`/api/admin/roles/${role('Kunde')}/users`, { user_id: other })).status,
    ).toBe(200);
    expect(
      (await client.post(`/api/admin/roles/${role('Personal')}/users`, { user_id: other })).status,
    ).toBe(403);
    expect(
      (await client.post(`/api/admin/roles/${role('Admin')}/users`, { user_id: self })).status,
    ).toBe(403);
  });
});
