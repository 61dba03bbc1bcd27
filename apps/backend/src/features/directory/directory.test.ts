// The staff directory and the staff fields (issue 32, decision 052): who may read it, who is
// listed, the mobile number only with consent, the German search and the department filter; the
// fields as admins and each person set them, with their validation and audit entries.
import type { DirectoryAnswer, DirectoryPerson } from '@frischkontor/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  as,
  DIALECTS,
  type Client,
  type TestServer,
  userIdOf,
  withServerAndAdmin,
} from '../../../test/harness';

describe.each(DIALECTS)('staff directory (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let staff: Client;
  const idOf = (email: string) => userIdOf(server, email);
  const list = async (client: Client, query = '') =>
    (await client.get<DirectoryAnswer>(`/api/directory${query}`)).body;
  const emails = (people: DirectoryPerson[]) => people.map((p) => p.email);

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));
  beforeAll(async () => {
    staff = await as(server, 'leser@example.com');
  });

  it('is for staff and admins only, refused before anything is read', async () => {
    expect((await (await as(server, null)).get('/api/directory')).status).toBe(401);
    for (const email of [
      'kunde@example.com',
      'ohnerolle@example.com',
      'wartend@example.com',
      'unbestaetigt@example.com',
      'gesperrt@example.com',
    ]) {
      const res = await (await as(server, email)).get('/api/directory');
      expect(res.status, email).toBe(403);
      expect(res.body.message, email).toEqual(expect.any(String));
      expect(res.body.data, email).toBeUndefined();
    }
    const person = await (
      await as(server, 'kunde@example.com')
    ).get(`/api/directory/${await idOf('leser@example.com')}`);
    expect(person.status).toBe(403);
    expect((await staff.get('/api/directory')).status).toBe(200);
    expect((await admin.get('/api/directory')).status).toBe(200);
  });

  it('lists active staff by name, never customers, blocked, deleted or waiting accounts', async () => {
    const blocked = await addAccount(server, 'gesperrt-personal@example.com', ['Personal']);
    await admin.post(`/api/admin/users/${blocked}/block`, { reason: 'Test' });
    const deleted = await addAccount(server, 'geloescht-personal@example.com', ['Personal']);
    expect((await admin.delete(`/api/admin/users/${deleted}`)).status).toBeLessThan(300);
    await addAccount(server, 'kunde-und-personal@example.com', ['Personal', 'Kunde']);
    const waiting = await addAccount(server, 'wartet-personal@example.com', ['Personal']);
    await server.backend.ctx.db
      .updateTable('users')
      .set({ enabled_at: null })
      .where('id', '=', waiting)
      .execute();

    const answer = await list(staff);
    const listed = emails(answer.data);
    expect(listed).toEqual(
      expect.arrayContaining([
        'leser@example.com',
        'personal@example.com',
        'autor@example.com',
        'zweifaktor@example.com',
      ]),
    );
    for (const email of [
      'admin@example.com',
      'kunde@example.com',
      'ohnerolle@example.com',
      'wartend@example.com',
      'gesperrt@example.com',
      'gesperrt-personal@example.com',
      'geloescht-personal@example.com',
      'kunde-und-personal@example.com',
      'wartet-personal@example.com',
    ])
      expect(listed, email).not.toContain(email);
    const names = answer.data.map((p) => p.lastname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(answer.meta.departments).toContain('Lager & Logistik');
    const lena = answer.data.find((p) => p.email === 'leser@example.com')!;
    expect(lena).toMatchObject({
      name: 'Lena Lehmann',
      department: 'Lager & Logistik',
      location: 'Lüneburg (Niederlassung)',
      phone_extension: '520',
    });
    // Never the employee number.
    expect(Object.keys(lena)).not.toContain('employee_number');
    // One person for the vCard; customers and unknown ids are not found.
    const one = await staff.get(`/api/directory/${lena.id}`);
    expect(one.body.data).toEqual(lena);
    expect((await staff.get(`/api/directory/${await idOf('kunde@example.com')}`)).status).toBe(404);
    expect((await staff.get('/api/directory/abc')).status).toBe(422);
  });

  it('shows the mobile number only with the person’s consent', async () => {
    const byEmail = async (email: string) =>
      (await list(staff)).data.find((p) => p.email === email)!;
    expect((await byEmail('leser@example.com')).mobile).toBe('0152 31234567');
    // Alma Albers has a mobile number but has not agreed.
    expect((await byEmail('autor@example.com')).mobile).toBeNull();
    const alma = await as(server, 'autor@example.com');
    const agreed = await alma.patch('/api/user/profile', {
      firstname: 'Alma',
      lastname: 'Albers',
      directory_mobile: true,
    });
    expect(agreed.status).toBe(200);
    expect(agreed.body.user.directory_mobile).toBe(true);
    expect((await byEmail('autor@example.com')).mobile).toBe('0160 9988776');
    await alma.patch('/api/user/profile', {
      firstname: 'Alma',
      lastname: 'Albers',
      directory_mobile: false,
    });
    expect((await byEmail('autor@example.com')).mobile).toBeNull();
  });

  it('searches names, departments and titles folded as German, and filters by department', async () => {
    const found = async (query: string) => emails((await list(staff, query)).data);
    expect(await found('?q=Qualit%C3%A4tssicherung')).toEqual(['personal@example.com']);
    expect(await found('?q=qualitaetssicherung')).toEqual(['personal@example.com']);
    expect(await found('?q=KAELTETECHNIK')).toEqual(['zweifaktor@example.com']);
    expect(await found('?q=lena%20logistik')).toEqual(['leser@example.com']);
    expect(await found('?q=niemand-hier')).toEqual([]);
    expect(await found(`?abteilung=${encodeURIComponent('Lager & Logistik')}`)).toEqual([
      'leser@example.com',
    ]);
    expect(await found('?abteilung=Einkauf&q=lehmann')).toEqual([]);
    const tooLong = await staff.get(`/api/directory?q=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.q).toEqual([
      'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
    ]);
  });

  it('lets each person set salutation, location, extension, mobile and consent, not department or title', async () => {
    const lena = await as(server, 'leser@example.com');
    const res = await lena.patch('/api/user/profile', {
      firstname: 'Lena',
      lastname: 'Lehmann',
      salutation: 'none',
      location: 'Hamburg (Zentrale)',
      phone_extension: '521',
      mobile: '+49 152 31234567',
      department: 'Geschäftsführung',
      job_title: 'Chefin',
      employee_number: '1',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      salutation: null,
      location: 'Hamburg (Zentrale)',
      phone_extension: '521',
      mobile: '+49 152 31234567',
      department: 'Lager & Logistik',
      job_title: 'Schichtleiterin Kommissionierung',
      employee_number: '1140',
    });
    const id = await idOf('leser@example.com');
    const audit = (await admin.get(`/api/admin/audit?user=${id}&size=100`)).body.data as {
      action: string;
      details: { fields?: string[] } | null;
    }[];
    const entry = audit.find((e) => e.action === 'account.profile_updated');
    expect(entry?.details?.fields).toEqual(['salutation', 'location', 'phone_extension', 'mobile']);

    const bad = await lena.patch('/api/user/profile', {
      firstname: 'Lena',
      lastname: 'Lehmann',
      salutation: 'Dr.',
      phone_extension: '52a',
      mobile: '0152 ABC 12345',
      directory_mobile: 'vielleicht',
    });
    expect(bad.status).toBe(422);
    expect(bad.headers.get('content-type')).toContain('application/json');
    expect(bad.body.errors).toMatchObject({
      salutation: ['Die Anrede ist „Frau“, „Herr“, „divers“ oder keine.'],
      phone_extension: ['Die Durchwahl besteht nur aus Ziffern, z. B. 214.'],
      mobile: ['Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.'],
      directory_mobile: ['Bitte ja oder nein angeben.'],
    });
    const long = await lena.patch('/api/user/profile', {
      firstname: 'Lena',
      lastname: 'Lehmann',
      location: 'x'.repeat(101),
      phone_extension: '1234567',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.location).toEqual([
      'Das Feld „Standort“ darf höchstens 100 Zeichen lang sein.',
    ]);
    expect(long.body.errors.phone_extension).toEqual([
      'Das Feld „Durchwahl“ darf höchstens 6 Zeichen lang sein.',
    ]);
  });

  it('lets admins set department, title, employee number, location, salutation and extension', async () => {
    const id = await idOf('marketing@example.com');
    const res = await admin.patch(`/api/admin/users/${id}`, {
      department: 'Vertrieb',
      job_title: 'Key-Account-Managerin',
      employee_number: 'V-2044',
      location: 'Lüneburg (Niederlassung)',
      salutation: 'Frau',
      phone_extension: '455',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      department: 'Vertrieb',
      job_title: 'Key-Account-Managerin',
      employee_number: 'V-2044',
      location: 'Lüneburg (Niederlassung)',
      phone_extension: '455',
    });
    const audit = (await admin.get(`/api/admin/audit?user=${id}&size=100`)).body.data as {
      action: string;
      details: { fields?: string[] } | null;
    }[];
    expect(audit.find((e) => e.action === 'user.updated')?.details?.fields).toEqual([
      'department',
      'job_title',
      'employee_number',
      'location',
      'phone_extension',
    ]);
    const found = emails((await list(staff, '?abteilung=Vertrieb')).data);
    expect(found).toEqual(['marketing@example.com']);
    // Blank clears, left out stays.
    const cleared = await admin.patch(`/api/admin/users/${id}`, { job_title: '' });
    expect(cleared.body.data).toMatchObject({ job_title: null, department: 'Vertrieb' });

    const bad = await admin.patch(`/api/admin/users/${id}`, {
      salutation: 'Frl.',
      phone_extension: 'zwei',
      employee_number: 'x'.repeat(21),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'employee_number',
      'phone_extension',
      'salutation',
    ]);

    const csv = await admin.get('/api/admin/users/export');
    const header = csv.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    for (const column of ['Abteilung', 'Funktion', 'Personalnummer', 'Standort', 'Durchwahl'])
      expect(header).toContain(column);
    expect(csv.text).toContain('V-2044');
  });
});
