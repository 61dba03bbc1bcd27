// Moving people in (issue 33, item 2; decision 059): the administration's own export reads back
// unchanged; new rows, changes and errors are told row by row before anything is written; the
// import writes the rows without errors, with invitations if wished, and a second run changes
// nothing; bad files get a German message; only those who may create accounts import.
import type { UserImportAnswer } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import {
  addAccount,
  DIALECTS,
  mailsTo,
  type Client,
  type TestServer,
  withServerAndAdmin,
} from '../../../test/harness';
import { USER_IMPORT_MESSAGES } from './import-routes';

describe.each(DIALECTS)('CSV import of accounts (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  const run = async (csv: string, apply = false, invite = false) => {
    const res = await admin.post('/api/admin/users/import', { csv, apply, invite });
    expect(res.status, res.text).toBe(200);
    return res.body as UserImportAnswer;
  };

  it('reads the administration’s own export back as unchanged', async () => {
    const exported = await admin.get('/api/admin/users/export');
    expect(exported.status).toBe(200);
    const answer = await run(exported.text);
    expect(
      answer.counts.error,
      JSON.stringify(answer.rows.filter((r) => r.verdict === 'error')),
    ).toBe(0);
    expect(answer.counts.new + answer.counts.update).toBe(0);
    expect(answer.counts.unchanged).toBeGreaterThan(5);
    expect(answer.ignored).toEqual(
      expect.arrayContaining(['Zustand', 'Registriert', 'E-Mail bestätigt', 'Freigeschaltet']),
    );
  });

  it('tells each row’s verdict, imports the good ones with invitations, and a second run changes nothing', async () => {
    const stamp = Date.now();
    const csv = [
      'Nachname;Vorname;E-Mail-Adresse;Abteilung;Funktion;Rollen',
      `Neumann;Nina;nina.${stamp}@example.com;Lager & Logistik;Kommissioniererin;Personal`,
      `Olsen;Ole;ole.${stamp}@example.com;Einkauf;;`,
      `Olsen;Ole;OLE.${stamp}@example.com;Einkauf;;`,
      `Pohl;Paul;keine-adresse;;;`,
      `Quast;Quentin;quentin.${stamp}@example.com;;;Geheimrolle`,
      'Lehmann;Lena;leser@example.com;Lager & Logistik;Schichtleiterin Kommissionierung;Personal',
      'Marquardt;Svenja;personal-hr@example.com;Personal;Personalleiterin;',
    ].join('\r\n');
    const preview = await run(`\uFEFF${csv}`);
    expect(preview.applied).toBe(false);
    expect(
      preview.rows.map((r) => [r.line, r.verdict]),
      JSON.stringify(preview.rows.map((r) => r.changes)),
    ).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'unchanged'],
      [8, 'update'],
    ]);
    expect(preview.rows[2]!.reasons).toEqual([USER_IMPORT_MESSAGES.twice]);
    expect(preview.rows[3]!.reasons[0]).toMatch(/^E-Mail-Adresse: /);
    expect(preview.rows[4]!.reasons).toEqual([USER_IMPORT_MESSAGES.unknownRole('Geheimrolle')]);
    expect(preview.rows[5]!.reasons).toEqual([USER_IMPORT_MESSAGES.rolesKept]);
    expect(preview.rows[6]!.changes).toEqual(['Funktion']);
    // The preview wrote nothing.
    const none = await server.backend.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `nina.${stamp}@example.com`)
      .execute();
    expect(none).toEqual([]);

    const applied = await run(csv, true, true);
    expect(applied.applied).toBe(true);
    expect(applied.counts).toEqual({ new: 2, update: 1, unchanged: 1, error: 3 });
    const nina = await server.backend.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', `nina.${stamp}@example.com`)
      .executeTakeFirstOrThrow();
    expect(nina).toMatchObject({
      firstname: 'Nina',
      department: 'Lager & Logistik',
      job_title: 'Kommissioniererin',
    });
    expect(nina.email_verified_at).not.toBeNull();
    expect(nina.enabled_at).not.toBeNull();
    const roles = await server.backend.ctx.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('r.name')
      .where('ur.user_id', '=', nina.id)
      .execute();
    expect(roles.map((r) => r.name)).toEqual(['Personal']);
    const invitation = await mailsTo(server, `nina.${stamp}@example.com`);
    expect(invitation).toHaveLength(1);
    const hr = await server.backend.ctx.db
      .selectFrom('users')
      .select('job_title')
      .where('email', '=', 'personal-hr@example.com')
      .executeTakeFirstOrThrow();
    expect(hr.job_title).toBe('Personalleiterin');
    const logged = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'user.imported')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);

    const again = await run(csv);
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 4, error: 3 });
    const nothing = await admin.post('/api/admin/users/import', { csv, apply: true });
    expect(nothing.status).toBe(422);
    expect(await mailsTo(server, `nina.${stamp}@example.com`)).toHaveLength(1);
  });

  it('answers bad files and callers without the right in German', async () => {
    const cases: [unknown, string][] = [
      [{ csv: '' }, USER_IMPORT_MESSAGES.empty],
      [{ csv: 'Nachname;Vorname\nMüller;Max' }, USER_IMPORT_MESSAGES.noEmail],
      [{ csv: 'E-Mail-Adresse\n' }, USER_IMPORT_MESSAGES.empty],
      [{ csv: 'E-Mail-Adresse;Nachname\n"kaputt;x' }, USER_IMPORT_MESSAGES.unreadable],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/users/import', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.csv[0]).toBe(message);
    }
    // A comma-separated file reads too.
    const comma = await run('E-Mail-Adresse,Vorname,Nachname\nleser@example.com,Lena,Lehmann');
    expect(comma.rows[0]!.verdict).toBe('unchanged');

    await addAccount(server, 'ohne-recht@example.com', ['Personal']);
    const plain = server.client();
    await plain.login('ohne-recht@example.com');
    const refused = await plain.post('/api/admin/users/import', { csv: 'E-Mail-Adresse\na@b.de' });
    expect(refused.status).toBe(403);
  });
});
