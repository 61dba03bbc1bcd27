// Domain settings: what guests see, what signed-in users see, what admins may change.
import { describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, withServer } from '../../../test/harness';

describe.each(DIALECTS)('domain settings (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('gives guests the public keys, with legal links built from WEBSITE_URL', async () => {
    const res = await server.client().get('/api/domain/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company_name: 'Hallberg Frischdienst',
      company_legalname: 'Hallberg Frischdienst GmbH & Co. KG',
      company_slogan: 'Frische für Handwerk und Gastronomie',
      legal_notice: 'http://localhost:3000/impressum',
      legal_privacy: 'http://localhost:3000/datenschutz',
      legal_terms: 'http://localhost:3000/agbs',
      policy_allow_registration: true,
      policy_auto_enable: false,
    });
    expect(res.body.company_logo).toMatch(/^http:\/\/localhost:8000\/logo\.svg$/);
    expect(Array.isArray(res.body.registration_profiles)).toBe(true);
    expect(res.body).not.toHaveProperty('hr_email');
    expect(res.body).not.toHaveProperty('contact_email_vertrieb');
  });

  it('adds the contact addresses for signed-in users', async () => {
    const client = server.client();
    await client.login('kunde@example.com');
    const res = await client.get('/api/domain/settings');
    expect(res.body).toMatchObject({
      contact_email_neukunde_werden: 'vertrieb@hallberg-frischdienst.example',
      contact_email_vertrieb: 'vertrieb@hallberg-frischdienst.example',
      contact_email_foodservice: 'foodservice@hallberg-frischdienst.example',
      contact_email_technischer_kundendienst: 'service@hallberg-frischdienst.example',
      contact_email_marketing_service: 'marketing@hallberg-frischdienst.example',
      contact_email_bewerbung: 'karriere@hallberg-frischdienst.example',
      contact_email_sonstiges: 'info@hallberg-frischdienst.example',
      hr_email: 'karriere@hallberg-frischdienst.example',
    });
  });

  it('lets admins read and change settings, with validation', async () => {
    const admin = server.client();
    await admin.login('admin@example.com');
    expect((await admin.get('/api/admin/settings')).body.data.company_name).toBe(
      'Hallberg Frischdienst',
    );
    const bad = await admin.put('/api/admin/settings', {
      hr_email: 'keine',
      unbekannt: 1,
      policy_auto_enable: 'ja',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'hr_email',
      'policy_auto_enable',
      'unbekannt',
    ]);
    const ok = await admin.put('/api/admin/settings', {
      company_slogan: 'Frisch seit 1962',
      hr_email: 'bewerbung@hallberg-frischdienst.example',
    });
    expect(ok.status).toBe(200);
    expect((await server.client().get('/api/domain/settings')).body.company_slogan).toBe(
      'Frisch seit 1962',
    );

    const kunde = server.client();
    await kunde.login('kunde@example.com');
    expect((await kunde.put('/api/admin/settings', { company_slogan: 'x' })).status).toBe(403);
    expect((await server.client().get('/api/admin/settings')).status).toBe(401);
  });

  it('answers keys that are no settings, like constructor and __proto__, with 422 JSON', async () => {
    const admin = server.client();
    await admin.login('admin@example.com');
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await admin.put(
        '/api/admin/settings',
        JSON.parse(`{"${key}": {"company_name": "x"}, "company_slogan": "Frisch"}`),
      );
      expect(res.status, key).toBe(422);
      expect(res.body.errors[key], key).toEqual(['Diese Einstellung gibt es nicht.']);
    }
    expect((await admin.get('/api/admin/settings')).body.data.company_name).toBe(
      'Hallberg Frischdienst',
    );
  });
});
