import { testUser } from '@frischkontor/contract/testing';
import { describe, expect, it } from 'vitest';
import { visibleSections } from './sections';

const user = (permissions: string[]) => testUser({ permissions });

describe('visibleSections (the panel shows what the account may open)', () => {
  it('an admin sees every section, the outbox only without SMTP', () => {
    const admin = user(['system.admin', 'system.access.admin.panel']);
    expect(visibleSections(admin, { devOutbox: true }).map((s) => s.to)).toEqual([
      '/',
      '/benachrichtigungen',
      '/benutzer',
      '/rollen',
      '/medien',
      '/bewerbungen',
      '/newsletter',
      '/formulare',
      '/einstellungen',
      '/einstellungen/sicherung',
      '/registrierungsprofile',
      '/protokoll',
      '/postausgang',
    ]);
    expect(visibleSections(admin, { devOutbox: false }).map((s) => s.to)).not.toContain(
      '/postausgang',
    );
  });

  it('HR sees the overview, the notices and the applications, nothing of the administration', () => {
    const hr = user(['system.access.admin.panel', 'app.careers.applications']);
    expect(visibleSections(hr, { devOutbox: true }).map((s) => s.to)).toEqual([
      '/',
      '/benachrichtigungen',
      '/bewerbungen',
    ]);
  });

  it('a user manager sees only the overview and the users', () => {
    const manager = user(['system.access.admin.panel', 'system.view.users', 'system.enable.users']);
    expect(visibleSections(manager, { devOutbox: true }).map((s) => s.to)).toEqual([
      '/',
      '/benachrichtigungen',
      '/benutzer',
    ]);
  });
});
