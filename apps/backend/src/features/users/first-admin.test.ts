// `npm run admin:create`: the first administrator of an installation, by a command on the server.
import { describe, expect, it } from 'vitest';
import {
  as,
  createTestDatabase,
  DIALECTS,
  mailsTo,
  testEnv,
  withServer,
  type TestServer,
} from '../../../test/harness';
import { runCreateAdminCommand } from './first-admin';

async function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateAdminCommand(argv, env, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const ARGS = ['--email', 'Erste.Admin@Example.com', '--firstname', 'Erika', '--lastname', 'Erst'];

describe.each(DIALECTS)('npm run admin:create (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('creates an administrator who sets a password through the printed link and opens the panel', async () => {
    const { code, out, err } = await run(ARGS, testEnv(server.database));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(
      'Konto für Erika Erst <erste.admin@example.com> mit der Rolle „Admin“ angelegt.',
    );
    const link = new URL(out.split('\n').at(-1)!);
    expect(link.pathname).toBe('/konto/auth/reset-password');
    const set = await server.client().post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'Kuehlhaus-Morgenrot-2026',
      password_confirmation: 'Kuehlhaus-Morgenrot-2026',
    });
    expect(set.status).toBe(200);
    const erika = await as(server, null);
    await erika.login('erste.admin@example.com', 'Kuehlhaus-Morgenrot-2026');
    expect((await erika.get('/api/admin/users')).status).toBe(200);

    // In the audit log, by the command.
    const admin = await as(server, 'admin@example.com');
    const log = await admin.get('/api/admin/audit?action=user.invited');
    expect(log.body.data[0]).toMatchObject({
      actor_label: 'Befehl „npm run admin:create“',
      target_label: 'Erika Erst <erste.admin@example.com>',
    });
    // The only mail is the notice of the password the person set; no invitation went out.
    const mails = await mailsTo(server, 'erste.admin@example.com');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/Passwort/)]);
  });

  it('refuses an address that has an account, and changes nothing', async () => {
    const { code, err } = await run(
      ['--email', 'kunde@example.com', '--firstname', 'K', '--lastname', 'K'],
      testEnv(server.database),
    );
    expect(code).toBe(1);
    expect(err).toMatch(/^Ein Konto mit der Adresse kunde@example\.com gibt es schon \(Nr\. \d+\)/);
  });

  it('answers missing or wrong arguments with the usage and a German reason', async () => {
    const env = testEnv(server.database);
    expect(await run([], env)).toMatchObject({
      code: 2,
      err: expect.stringContaining('Aufruf: npm run admin:create'),
    });
    expect(await run(['--mail', 'x@example.com'], env)).toMatchObject({ code: 2 });
    const bad = await run(['--email', 'keine-adresse', '--firstname', 'A', '--lastname', 'B'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/E-Mail/);
  });
});

describe.each(DIALECTS)('npm run admin:create before the first start (%s)', (dialect) => {
  it('says the backend must start once first', async () => {
    const database = await createTestDatabase(dialect);
    const { code, err } = await run(ARGS, testEnv(database)).finally(() => database.drop());
    expect(code).toBe(1);
    expect(err).toContain('den Backend-Dienst einmal starten');
  });
});
