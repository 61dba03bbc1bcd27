// Issue 16, item 4: an admin marks a role as requiring two-factor sign-in. Its members without a
// second factor in this sign-in are refused everything but their own account settings
// (`two_factor_setup_required`) until they set up an authenticator app or a passkey, or sign
// in with a passkey.
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  type Client,
  type TestServer,
  userIdOf,
  withServerAndAdmin,
} from '../../../test/harness';
import { createPasskey, answerWithPasskey } from '../../../test/webauthn';

const ORIGIN = 'http://localhost:8000';

describe.each(DIALECTS)('roles that require two-factor sign-in (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  const roleId = async (name: string) =>
    ((await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[]).find(
      (r) => r.name === name,
    )!.id;

  it('refuses a member without a second factor everything but the own account, in German', async () => {
    // The demo role Buchhaltung requires it; buchhaltung@ has none yet.
    const client = await as(server, 'buchhaltung@example.com');
    const session = await client.get('/api/session');
    expect(session.body.session).toMatchObject({
      authenticated: true,
      tfa_enabled: false,
      tfa_verified: false,
      tfa_required: true,
    });
    const refused = await client.get('/api/media/domain/intranet');
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('two_factor_setup_required');
    expect(refused.body.message).toMatch(
      /^Für Ihre Rolle ist die Anmeldung mit einem zweiten Faktor Pflicht/,
    );
    expect((await client.get('/api/wiki/articles')).status).toBe(404);
    // The own account stays open: profile, sessions, and setting up the second factor.
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/user/sessions')).status).toBe(200);
    const setup = await client.post('/api/user/two-factor');
    expect(setup.status).toBe(200);
    const confirmed = await client.post('/api/user/two-factor/confirm', {
      code: generateSync({ secret: setup.body.secret }),
    });
    expect(confirmed.status).toBe(200);
    expect((await client.get('/api/session')).body.session.tfa_verified).toBe(true);
    expect((await client.get('/api/media/domain/intranet')).status).toBe(200);
  });

  it('an admin sets and lifts the requirement; it is logged', async () => {
    const id = await roleId('Kunde');
    const kunde = await as(server, 'kunde@example.com');
    expect((await kunde.get('/api/media/domain/angebote/mit_preise')).status).toBe(200);
    const set = await admin.patch(`/api/admin/roles/${id}`, { requires_two_factor: true });
    expect(set.status).toBe(200);
    expect(set.body.data.requires_two_factor).toBe(true);
    // The same session is refused from the next request on.
    const refused = await kunde.get('/api/media/domain/angebote/mit_preise');
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('two_factor_setup_required');
    // Other fields left out keep the requirement.
    const renamedNothing = await admin.patch(`/api/admin/roles/${id}`, { permissions: [] });
    expect(renamedNothing.body.data.requires_two_factor).toBe(true);

    // A passkey added now is the second factor of this sign-in, and signs in with it later.
    const options = await kunde.post('/api/user/passkeys/registration-options', {
      password: DEMO_PASSWORD,
    });
    const { passkey, response } = createPasskey(options.body, ORIGIN);
    expect((await kunde.post('/api/user/passkeys', { name: 'Tablet', response })).status).toBe(201);
    expect((await kunde.get('/api/media/domain/angebote/mit_preise')).status).toBe(200);

    // A password sign-in alone is not enough; the passkey confirms it.
    const again = await as(server, 'kunde@example.com');
    expect((await again.get('/api/media/domain/angebote/mit_preise')).status).toBe(403);
    const second = await again.post('/api/passkeys/second-factor-options');
    const answer = await again.post('/api/verify-tfa-passkey', {
      response: answerWithPasskey(passkey, second.body, ORIGIN),
    });
    expect(answer.status).toBe(204);
    expect((await again.get('/api/media/domain/angebote/mit_preise')).status).toBe(200);

    // A passkey sign-in is two-factor by itself.
    const guest = server.client();
    const login = await guest.post('/api/passkeys/authentication-options');
    expect(
      (
        await guest.post('/api/passkeys/authenticate', {
          response: answerWithPasskey(passkey, login.body, ORIGIN),
        })
      ).status,
    ).toBe(204);
    expect((await guest.get('/api/media/domain/angebote/mit_preise')).status).toBe(200);

    const lifted = await admin.patch(`/api/admin/roles/${id}`, { requires_two_factor: false });
    expect(lifted.body.data.requires_two_factor).toBe(false);
    const free = await as(server, 'kunde@example.com');
    expect((await free.get('/api/media/domain/angebote/mit_preise')).status).toBe(200);
    const log = (
      (await admin.get(`/api/admin/audit?action=role.updated&size=20`)).body.data as {
        target_label: string;
        details: { requires_two_factor?: boolean };
      }[]
    ).filter((e) => e.target_label === 'Kunde');
    expect(log.map((e) => e.details.requires_two_factor)).toEqual([false, true]);
  });

  it('creates roles with the requirement and checks the value', async () => {
    const created = await admin.post('/api/admin/roles', {
      name: 'Kasse',
      requires_two_factor: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.requires_two_factor).toBe(true);
    const bad = await admin.post('/api/admin/roles', {
      name: 'Tresor',
      requires_two_factor: 'vielleicht',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.requires_two_factor).toEqual(['Bitte ja oder nein angeben.']);
    // Members are listed with the requirement, so the panel can say why someone is refused.
    const id = await userIdOf(server, 'buchhaltung@example.com');
    expect((await admin.get(`/api/admin/users/${id}`)).body.data.tfa_required).toBe(true);
  });
});
